import type { DataTablesSearch } from '../data-tables-search';

export const dataTableKeys = {
  all: ['dataTables'] as const,
  lists: () => [...dataTableKeys.all, 'list'] as const,
  /** A page of rows, or every match (`all`, the virtualized view). */
  list: (search: DataTableQuery, all: boolean) =>
    [...dataTableKeys.lists(), search, all ? 'all' : 'page'] as const,
};

/** What the API reads of the route's search: everything but the view. */
export type DataTableQuery = Omit<DataTablesSearch, 'virtual'>;
