import * as z from 'zod/mini';
import { STALE_VERSION_KEY } from './version-tags';

export { IF_MATCH_HEADER, STALE_VERSION_KEY, versionOfTag, versionTag } from './version-tags';

/**
 * Versions: how two people editing one record never overwrite each other unseen (docs/api.md,
 * "Versions"). Every record that can be changed carries `version`, 1 when created and one more at
 * each change. A write that names the version it started from (`If-Match: "3"`) is refused with
 * 412 when the record has moved on, and the answer holds the record as it now stands and who
 * changed it; a write that names none goes through, as before.
 */

/** A record's version: 1 when created, one more at each change. */
export const versionSchema = z.int().check(z.minimum(1));

/** A new record's version. */
export const FIRST_VERSION = 1;

/** Who made the change a stale write missed, when the server knows it. */
export const changedBySchema = z.object({ id: z.number(), fullName: z.string() });
export type ChangedBy = z.infer<typeof changedBySchema>;

/**
 * The 412 answer: the error shape (`message`, `params.name`: who changed it, when known) with the
 * record as it now stands (`current`, as the record's own read answers it), who changed it last
 * and when.
 */
export function staleVersionAnswer<Record extends z.core.$ZodType>(record: Record) {
  return z.object({
    message: z.literal(STALE_VERSION_KEY),
    params: z.optional(z.object({ name: z.string() })),
    current: record,
    changedBy: z.nullable(changedBySchema),
    changedAt: z.nullable(z.string()),
  });
}

/** What a 412 tells: the record as it now stands, who changed it and when (when known). */
export interface StaleVersion<Record> {
  current: Record;
  changedBy: ChangedBy | null;
  changedAt: string | null;
}
