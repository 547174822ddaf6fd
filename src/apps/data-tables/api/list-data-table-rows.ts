import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { toSearchParams } from '@/lib/list/list-search';
import { listPages, useListQuery } from '@/lib/list/use-list-query';
import type { DataTablesSearch } from '../data-tables-search';
import { dataTableKeys, type DataTableQuery } from './data-table-keys';
import { dataTablePageSchema, type DataTablePage, type DataTableRow } from './data-table-schemas';

/** The route's search as the API's query: the view (`virtual`) is the page's own. */
export function toDataTableQuery({
  virtual: _virtual,
  ...query
}: DataTablesSearch): DataTableQuery {
  return query;
}

export async function getDataTableRows(
  query: DataTableQuery,
  options: { allData?: boolean; signal?: AbortSignal } = {},
): Promise<DataTablePage> {
  const searchParams = toSearchParams(
    // Every match is asked with the first page only: its rows come in `allData`.
    options.allData ? { ...query, page: 1, perPage: 1 } : query,
    options.allData ? { allData: 'true' } : {},
  );
  return getJson('api/datatables/data', dataTablePageSchema, {
    searchParams,
    signal: options.signal,
  });
}

/**
 * One page of rows, or (`all`, the virtualized view) every row matching the search and filters
 * in one answer: 10,000 rows are ~1.6 MB of JSON, one request instead of a hundred pages
 * (docs/performance.md has the measure).
 */
export const dataTableRowsQueryOptions = (search: DataTablesSearch) => {
  const query = toDataTableQuery(search);
  return queryOptions({
    queryKey: dataTableKeys.list(query, search.virtual === true),
    queryFn: async ({ signal }): Promise<{ rows: DataTableRow[]; total: number }> => {
      const answer = await getDataTableRows(query, { allData: search.virtual, signal });
      return { rows: search.virtual ? answer.allData : answer.invoices, total: answer.total };
    },
  });
};

/** The rows the table shows (the list idiom: `useListQuery`). */
export function useDataTableRows(search: DataTablesSearch) {
  return useListQuery(
    dataTableRowsQueryOptions(search),
    // The virtualized view has every row in one answer: no page to fetch ahead.
    search.virtual ? undefined : listPages(dataTableRowsQueryOptions, search),
  );
}

/** Every row matching the search and filters, in the list's order (the CSV export). */
export async function getAllMatchingRows(search: DataTablesSearch): Promise<DataTableRow[]> {
  return (await getDataTableRows(toDataTableQuery(search), { allData: true })).allData;
}
