import * as z from 'zod/mini';
import { STALE_VERSION_KEY } from './version-tags';
import { changedBySchema, versionSchema } from './versions';

// Apart from versions.ts, which every versioned record's schema loads: only the bulk writes'
// bodies and the contract need these.
/**
 * Bulk writes (a list's selection deleted, published, approved): the body's `ids` paired, in
 * order, with `versions`, the version of each record as the screen shows it. Left out, the write
 * goes through whatever the versions, as before; sent, it holds one version per id (else 400
 * `errors.versionInvalid`), and when any record has moved on nothing is written: 412 listing each
 * stale record (`staleVersionsAnswer`).
 */
export const bulkVersionsSchema = z.optional(z.array(versionSchema).check(z.maxLength(100)));

/** A stale record of a bulk write: its id, how it now stands, who changed it last and when. */
export function staleRecordSchema<Record extends z.core.$ZodType>(record: Record) {
  return z.object({
    id: z.union([z.number(), z.string()]),
    current: record,
    changedBy: z.nullable(changedBySchema),
    changedAt: z.nullable(z.string()),
  });
}

/**
 * The 412 of a bulk write: the error shape (`params.count`: how many records changed) with
 * `stale`, each record whose version the body named and that has moved on since.
 */
export function staleVersionsAnswer<Record extends z.core.$ZodType>(record: Record) {
  return z.object({
    message: z.literal(STALE_VERSION_KEY),
    params: z.object({ count: z.int().check(z.minimum(1)) }),
    stale: z.array(staleRecordSchema(record)),
  });
}
