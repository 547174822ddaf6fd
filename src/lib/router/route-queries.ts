import type {
  EnsureQueryDataOptions,
  FetchQueryOptions,
  QueryClient,
  QueryKey,
} from '@tanstack/react-query';

/**
 * What a route's loader does with the queries its page reads: one of two, chosen per route.
 *
 * - `awaitQuery`: navigation waits for the answer (the route's pending screen meanwhile), and the
 *   page renders with its data (`useSuspenseQuery`). A failure goes to the route's error
 *   component, with Retry. For a page that has nothing to show without its data (a dashboard,
 *   the roles' cards, a form whose defaults come from the server). A single record is
 *   `ensureOrNotFound` (`detail-route.ts`), which waits the same way and turns a 404 into the
 *   route's not-found component.
 * - `prefetchQuery`: asked for with the page and not waited for; the page paints at once and
 *   says its own loading and failure, with Retry (`useQuery`, `useListQuery`). For a page that
 *   shows a skeleton, a spinner or part of itself meanwhile (a list, the board, the chats), and
 *   for what a page may want soon (a picker's options). A link hovered or focused before the
 *   click has already asked (the router preloads on intent), so the data is usually there.
 */
export function awaitQuery<Data, Key extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<Data, Error, Data, Key>,
): Promise<void> {
  // The page reads the cache, not the loader's data (which the breadcrumbs read for `crumb`).
  return queryClient.ensureQueryData(options).then(() => undefined);
}

/** Asked for, never waited for and never thrown: see `awaitQuery` for when to use which. */
export function prefetchQuery<Data, Key extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<Data, Error, Data, Key>,
): void {
  // prefetchQuery never throws: a failed load is the page's query's error, shown with Retry.
  void queryClient.prefetchQuery(options);
}
