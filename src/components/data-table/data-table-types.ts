import type { ComponentType, ReactNode } from 'react';
import type { MantineColor } from '@mantine/core';
import type { CsvValue } from './csv';

/** One column of a `DataTable`. Keep the array stable (`useMemo`) so rows can skip re-rendering. */
export type DataTableColumn<Row, SortColumn extends string = string> = {
  /** Unique within the table; also the key of the column-visibility setting. */
  id: string;
  /** Translated header text; also the column's name in the columns menu and the CSV header. */
  header: string;
  /** The cell content. */
  render: (row: Row) => ReactNode;
  /** The API field this column sorts by (`sortColumn`); without it the column is not sortable. */
  sortKey?: SortColumn;
  /** Whether the columns menu may hide it; default true. */
  hideable?: boolean;
  /** The value written to the CSV export; columns without it are left out of the file. */
  csv?: (row: Row) => CsvValue;
  /** The cell that names the row: rendered as `<th scope="row">`. */
  rowHeader?: boolean;
  align?: 'start' | 'center' | 'end';
  /** CSS width of the column, e.g. `120` or `'30%'`. */
  width?: number | string;
};

/** A column of the CSV export when it should differ from the table's (`exportCsv.columns`). */
export type DataTableExportColumn<Row> = {
  header: string;
  value: (row: Row) => CsvValue;
};

/**
 * The props a list page passes to its app's table, which hands them on to `DataTable`: the URL's
 * view and the list query's state (see `useListProps`).
 */
export type DataTableListProps<Row, Search> = {
  /** The URL's table state; extra keys (the app's filters) are allowed. */
  search: Search;
  /** Writes to the URL; `replace` when correcting it (a page past the end). */
  onSearchChange: (changes: Partial<Search>, options?: { replace?: boolean }) => void;
  /** The rows of the current page; undefined before the first answer. */
  rows: Row[] | undefined;
  /** Rows matching the search and filters, over all pages. */
  total: number;
  /** A request is under way: shows the progress bar and dims the rows still on screen. */
  fetching: boolean;
  /** Shown, with Retry, when there are no rows to show. */
  error: unknown;
  onRetry: () => void;
  /** The pager's button for `page` is hovered or focused: fetch that page ahead. */
  onPageIntent?: (page: number) => void;
};

export type DataTableSelection<Row> = {
  /** The selected rows of the page shown. */
  rows: readonly Row[];
  clear: () => void;
};

/** One button of the selection's bar ("Delete selected"). */
export type DataTableBulkAction<Row> = {
  /** Unique in the table. */
  id: string;
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  color?: MantineColor;
  /** Acts on the selected rows; `clear` empties the selection (at once, or once a confirm says yes). */
  run: (selection: DataTableSelection<Row>) => void;
};
