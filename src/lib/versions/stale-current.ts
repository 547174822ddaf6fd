import { apiErrorJson, httpStatus } from '@/lib/http/api-error';
import type { AnswerSchema } from '@/lib/http/request';

/**
 * The record as it now stands, when `error` is a versioned write's 412 (versions.ts): its
 * `current`, read with `schema`; undefined for any other failure or a record this client cannot
 * read. An optimistic toggle's rollback puts it in the cache, so the row shows the other
 * person's change, and its next toggle names their version rather than the one it guessed.
 */
export function staleCurrentOf<Record>(
  error: unknown,
  schema: AnswerSchema<Record>,
): Record | undefined {
  if (httpStatus(error) !== 412) return undefined;
  const body = apiErrorJson(error);
  if (typeof body !== 'object' || body === null || !('current' in body)) return undefined;
  try {
    return schema.parse(body.current);
  } catch {
    return undefined;
  }
}
