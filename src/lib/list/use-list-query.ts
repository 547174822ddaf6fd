import { useDeferredValue } from 'react';
import {
  keepPreviousData,
  useQuery,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';

/**
 * A list route's loader: asks for the list of the URL the user enters with and returns at once,
 * so the page paints with its skeleton while the answer is on its way, instead of after it (on
 * a slow phone the page's first render and the rows' are then two shorter tasks, not one long
 * one: docs/performance.md, "Boot"). A link hovered or focused before the click has already
 * asked (the router preloads on intent), so the rows are usually there when the page is.
 */
export function startListQuery<Answer, Key extends QueryKey>(
  queryClient: QueryClient,
  options: UseQueryOptions<Answer, Error, Answer, Key>,
): void {
  // prefetchQuery never throws: a failed load is the list query's error, shown with Retry.
  void queryClient.prefetchQuery(options);
}

/**
 * The one way a list screen reads its data (a table page, the todo list): the route's loader
 * starts the request for the URL the user enters with (`startListQuery` with the same options),
 * and every later search, page, sort or filter loads here while the previous answer stays on screen
 * (`isPlaceholderData`, shown dimmed) instead of a suspended page. A failed load is the query's
 * `error`, shown where the list is, with Retry; the rest of the page stays.
 */
export function useListQuery<Answer, Key extends QueryKey>(
  options: UseQueryOptions<Answer, Error, Answer, Key>,
) {
  // A list whose loader just failed (the request and its retry) shows that failure with Retry
  // instead of trying a third time unseen as the page mounts.
  const query = useQuery({ ...options, placeholderData: keepPreviousData, retryOnMount: false });
  // The query cache updates React synchronously, so an answer's rows would render in one task
  // the browser cannot interrupt (a long task on a phone: docs/performance.md, "The first
  // render"). The rows render from a deferred copy of the answer instead, in a render React cuts
  // into short tasks; until it commits, the rows on screen are the previous answer's, shown as
  // such (`isPlaceholderData`).
  const data = useDeferredValue(query.data);
  return data === query.data
    ? query
    : (Object.create(query, {
        data: { value: data },
        isPlaceholderData: { value: data !== undefined },
      }) as typeof query);
}
