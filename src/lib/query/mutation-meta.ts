import type { QueryKey } from '@tanstack/react-query';

/**
 * What a mutation tells the query client's caches (`src/app/query-client.ts`), which act on it
 * once for every mutation: toasts and the refetch of the data the write changed.
 */
export type MutationMeta = {
  /** i18n key of the toast shown when the mutation succeeds. */
  successMessage?: string;
  /** Set false when the screen shows the error itself (e.g. by the form's fields). */
  errorToast?: boolean;
  /**
   * The queries this write changes (prefixes: `userKeys.all`, `resourceKeys.roles`). They are
   * invalidated when the mutation settles, and a successful mutation resolves only once they are
   * fresh again. Mutations that share a `mutationKey` refetch once, when the last of them settles,
   * so an answer cannot bring back a list without the writes still in flight.
   */
  invalidates?: readonly QueryKey[];
};

/** What a query tells the query cache. */
export type QueryMeta = {
  /**
   * Toast a failed load even when the query has no data yet: for a query the screen fetches
   * (`fetchQuery`) without showing its error itself (the mail's next or previous).
   */
  errorToast?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationMeta;
    queryMeta: QueryMeta;
  }
}
