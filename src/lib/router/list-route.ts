import type { QueryClient, QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { prefetchQuery } from './route-queries';

/**
 * A list route's loader (`loader: listLoader(usersSearchSchema, usersQueryOptions)`): asks for
 * the list of the URL the user enters with, without waiting (`prefetchQuery`, `route-queries.ts`: the page paints with its skeleton,
 * and a failed list is said in the list, with Retry).
 *
 * Why a list route takes no `loaderDeps`: with them each search, page, sort or filter would be a
 * new match, and a slow answer would swap the page for the pending screen while the user types
 * or pages. Without them the loader runs for the URL the user enters with, and every later
 * search loads in the page (`useListQuery`), which keeps the previous rows on screen meanwhile
 * (docs/data-table.md).
 */
export function listLoader<Search, Answer, Key extends QueryKey>(
  searchSchema: { parse: (search: unknown) => Search },
  queryOptions: (search: Search) => UseQueryOptions<Answer, Error, Answer, Key>,
) {
  return ({
    context,
    location,
  }: {
    context: { queryClient: QueryClient };
    location: { search: unknown };
  }): void => prefetchQuery(context.queryClient, queryOptions(searchSchema.parse(location.search)));
}
