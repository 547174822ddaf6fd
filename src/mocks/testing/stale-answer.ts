import { expect } from 'vitest';
import { STALE_VERSION_KEY } from '@/lib/versions/version-tags';
import type { ChangedBy } from '@/lib/versions/versions';

/**
 * What a versioned write sent with a stale version answers (docs/api.md, "Versions"): 412, the
 * record as it now stands, and who changed it (named for the message), at any time.
 */
export function staleAnswer(current: unknown, changedBy: ChangedBy) {
  return {
    status: 412,
    body: {
      message: STALE_VERSION_KEY,
      params: { name: changedBy.fullName },
      current,
      changedBy,
      changedAt: expect.any(String),
    },
  };
}

/** One stale record of a bulk write's 412: its id, how it now stands and who changed it. */
export interface StaleRecord {
  id: number | string;
  current: unknown;
  changedBy: ChangedBy | { id: number; fullName: unknown };
}

/** What a bulk write answers when records it named by version have moved on: each of them. */
export function staleRecordsAnswer(stale: readonly StaleRecord[]) {
  return {
    status: 412,
    body: {
      message: STALE_VERSION_KEY,
      params: { count: stale.length },
      stale: stale.map((record) => ({ ...record, changedAt: expect.any(String) })),
    },
  };
}
