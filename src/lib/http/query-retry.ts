/**
 * The app's retry policy for queries (reads), in one place: the query client uses it, the QA kit
 * (e2e/fixtures.ts) reads it to fail a query often enough for the user to see the failure.
 * A query tries again `QUERY_RETRIES` times after a 5xx answer or a network error, silently;
 * any other error (4xx) is final at once. Mutations (writes) never retry.
 */
export const QUERY_RETRIES = 1;

/** `status` is the HTTP status of the failure, `null` for a network error or a timeout. */
export function shouldRetryQuery(failureCount: number, status: number | null): boolean {
  return (status === null || status >= 500) && failureCount < QUERY_RETRIES;
}
