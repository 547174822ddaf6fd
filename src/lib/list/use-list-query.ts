import { useDeferredValue, useEffect, useState } from 'react';
import {
  hashKey,
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { savesData } from '@/lib/http/save-data';
import { tableSearchDefaults } from './list-search';
import { untilTypingPauses } from './search-typing';

/** A paged list's pages: which one is shown, how many the answer holds, and how to ask for one. */
export type ListPages<Answer, Key extends QueryKey> = {
  page: number;
  pageCount: (answer: Answer) => number;
  pageOptions: (page: number) => UseQueryOptions<Answer, Error, Answer, Key>;
};

/**
 * The pages of a list whose search has `page` and `perPage` (unset: the defaults) and whose
 * answer has `total`: `useListQuery(xQueryOptions(search), listPages(xQueryOptions, search))`.
 */
export function listPages<
  Search extends { page?: number | undefined; perPage?: number | undefined },
  Answer extends { total: number },
  Key extends QueryKey,
>(
  optionsFor: (search: Search) => UseQueryOptions<Answer, Error, Answer, Key>,
  search: Search,
  defaultPerPage: number = tableSearchDefaults.perPage,
): ListPages<Answer, Key> {
  const perPage = search.perPage ?? defaultPerPage;
  return {
    page: search.page ?? tableSearchDefaults.page,
    pageCount: (answer) => Math.ceil(answer.total / perPage),
    pageOptions: (page) => optionsFor({ ...search, page }),
  };
}

/**
 * How long after an answer the next page is asked for: once the rows are painted, so the
 * prefetch never competes with them (a timer: Safari has no requestIdleCallback).
 */
const PREFETCH_DELAY_MS = 100;

export type ListQueryResult<Answer> = UseQueryResult<Answer> & {
  /** Fetches a page ahead (the pager's buttons, on hover or focus); nothing for an unpaged list. */
  preloadPage: (page: number) => void;
};

/**
 * The one way a list screen reads its data (a table page, the todo list): the route's loader
 * starts the request for the URL the user enters with (`listLoader`, `src/lib/router/list-route.ts`, with the same options),
 * and every later search, page, sort or filter loads here while the previous answer stays on screen
 * (`isPlaceholderData`, shown dimmed) instead of a suspended page. A failed load is the query's
 * `error`, shown where the list is, with Retry; the rest of the page stays.
 *
 * A paged list (`pages`, see `listPages`) fetches its next page ahead once its answer is painted
 * (not while a search is being typed), so Next shows it at once; the pager
 * asks for any other page on hover or focus (`preloadPage`).
 */
export function useListQuery<Answer, Key extends QueryKey>(
  options: UseQueryOptions<Answer, Error, Answer, Key>,
  pages?: ListPages<Answer, Key>,
): ListQueryResult<Answer> {
  const queryClient = useQueryClient();
  // A list whose loader just failed (the request and its retry) shows that failure with Retry
  // instead of trying a third time unseen as the page mounts.
  const query = useQuery({ ...options, placeholderData: keepPreviousData, retryOnMount: false });
  // Only this search's own answer says how many pages it has (not the previous one kept on screen).
  const answer = query.isPlaceholderData ? undefined : query.data;
  const pageCount = answer !== undefined && pages ? pages.pageCount(answer) : 0;
  const next = pages && pages.page < pageCount ? pages.pageOptions(pages.page + 1) : undefined;
  const nextKey = next ? JSON.stringify(next.queryKey) : undefined;

  useEffect(() => {
    if (!next || savesData()) return;
    let timer: ReturnType<typeof setTimeout>;
    const prefetch = () => {
      // Not while a search is being typed: this page is about to be replaced.
      const typing = untilTypingPauses();
      // prefetchQuery never throws, and skips a page already fresh in the cache.
      if (typing > 0) timer = setTimeout(prefetch, typing);
      else void queryClient.prefetchQuery(next);
    };
    timer = setTimeout(prefetch, PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- The next page's options are new objects every render: its key says when it changed.
  }, [nextKey, queryClient]);

  const preloadPage = (page: number) => {
    if (pages && page !== pages.page && page >= 1 && page <= pageCount) {
      void queryClient.prefetchQuery(pages.pageOptions(page));
    }
  };

  // The query cache updates React synchronously, so an answer's rows would render in one task
  // the browser cannot interrupt (a long task on a phone: docs/performance.md, "The first
  // render"). A new view's answer (the first load, another page, a search) renders from a
  // deferred copy instead, in a render React cuts into short tasks; until it commits, the rows on
  // screen are the previous answer's, shown as such (`isPlaceholderData`). Once a view's rows are
  // on screen, a change to them (an optimistic write, a refetch) shows at once, undimmed.
  const view = hashKey(options.queryKey);
  const [shownView, setShownView] = useState<string | null>(null);
  const deferred = useDeferredValue(query.data);
  const data = shownView === view ? query.data : deferred;
  const current = data === query.data && !query.isPlaceholderData && data !== undefined;
  useEffect(() => {
    if (current) setShownView(view);
  }, [current, view]);
  const shown =
    data === query.data
      ? query
      : (Object.create(query, {
          data: { value: data },
          isPlaceholderData: { value: data !== undefined },
        }) as typeof query);
  return Object.assign(shown, { preloadPage });
}
