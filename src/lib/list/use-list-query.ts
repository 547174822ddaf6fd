import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';

/**
 * The one way a list screen reads its data (a table page, the todo list): the route's loader
 * fills the cache for the URL the user enters with (`prefetchQuery` of the same options, which
 * never throws), and
 * every later search, page, sort or filter loads here while the previous answer stays on screen
 * (`isPlaceholderData`, shown dimmed) instead of a suspended page. A failed load is the query's
 * `error`, shown where the list is, with Retry; the rest of the page stays.
 */
export function useListQuery<Answer, Key extends QueryKey>(
  options: UseQueryOptions<Answer, Error, Answer, Key>,
) {
  // A list whose loader just failed (the request and its retry) shows that failure with Retry
  // instead of trying a third time unseen as the page mounts.
  return useQuery({ ...options, placeholderData: keepPreviousData, retryOnMount: false });
}
