import type { QueryKey } from '@tanstack/react-query';

/**
 * What a mutation tells the query client's caches (`src/app/query-client.ts`), which act on it
 * once for every mutation: toasts and the refetch of the data the write changed.
 */
export type MutationMeta = {
  /**
   * The toast shown when the mutation succeeds: an i18n key, or, when the text depends on what
   * was written, a function of the mutation's variables and answer that gives the key and its
   * values, typed where it is written:
   * `successMessage: (ids: readonly number[]) => ({ key: 'invoices.notifications.deleted', values: { count: ids.length } })`.
   */
  successMessage?: string | SuccessMessage;
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

/** A toast's text: an i18n key, with the values it interpolates. */
export type ToastText = string | { key: string; values: Record<string, unknown> };

/**
 * A success message made from the mutation's variables and answer. Its parameters are `never`
 * here so that a function of the mutation's own types (`(ids: readonly number[]) => …`) is
 * accepted: the meta is one type for every mutation, so the caches cannot know them.
 */
export type SuccessMessage = (variables: never, data: never) => ToastText;

/** The text of a successful mutation's toast, if it has one (called by the mutation cache). */
export function successText(
  message: string | SuccessMessage | undefined,
  variables: unknown,
  data: unknown,
): ToastText | undefined {
  if (typeof message !== 'function') return message;
  // The function was written for this mutation's variables and answer, which these are.
  return (message as (variables: unknown, data: unknown) => ToastText)(variables, data);
}

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
