import { useCallback } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableListProps } from './data-table-types';
import type { TableSearch } from '@/lib/list/list-search';
import { usePageStillOpen } from '@/lib/router/use-page-still-open';

/** A list route's `useNavigate()`, as far as the table uses it. */
type SearchNavigate<Search> = (options: {
  search: (previous: Search) => Search;
  replace?: boolean;
}) => Promise<void>;

/**
 * The data table's `onSearchChange`: merges the changes into the route's search params (a new
 * history entry, or `replace` when correcting the URL), while the list is still the open page (a
 * correction that comes once the user has left must not take them back).
 */
function useSearchChange<Search extends TableSearch>(navigate: SearchNavigate<Search>) {
  const stillOpen = usePageStillOpen();
  return useCallback(
    (changes: Partial<Search>, options?: { replace?: boolean }) => {
      if (!stillOpen()) return;
      void navigate({
        search: (previous) => ({ ...previous, ...changes }),
        replace: options?.replace,
      });
    },
    [navigate, stillOpen],
  );
}

/**
 * What a list page hands its table: the route's search and navigate (`route.useSearch()`,
 * `route.useNavigate()`), and the state of the list query, whose answer gives the page's rows
 * (`rowsOf`) and the total.
 */
export function useListProps<Row, Search extends TableSearch, Answer extends { total: number }>(
  route: { search: Search; navigate: SearchNavigate<Search> },
  query: UseQueryResult<Answer> & { preloadPage?: (page: number) => void },
  rowsOf: (answer: Answer) => Row[],
): DataTableListProps<Row, Search> {
  return {
    search: route.search,
    onSearchChange: useSearchChange(route.navigate),
    rows: query.data ? rowsOf(query.data) : undefined,
    total: query.data?.total ?? 0,
    fetching: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
    onPageIntent: query.preloadPage,
  };
}
