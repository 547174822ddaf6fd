import type { RefObject } from 'react';
import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TableSearch } from '@/lib/list/list-search';
import { ColumnResizeHandle } from './column-resize-handle';
import { CellCheckbox } from './data-table-cells';
import type { DataTableColumn } from './data-table-types';
import classes from './data-table.module.css';
import parts from './data-table-parts.module.css';

/** A header click: ascending, then descending, then back to the API's own order. */
export function nextSort<SortColumn extends string>(
  search: TableSearch<SortColumn>,
  sortKey: SortColumn,
): Partial<TableSearch<SortColumn>> {
  if (search.sortColumn !== sortKey) return { sortColumn: sortKey, sort: 'asc', page: 1 };
  if (search.sort === 'asc') return { sortColumn: sortKey, sort: 'desc', page: 1 };
  return { sortColumn: undefined, sort: 'asc', page: 1 };
}

type DataTableHeaderProps<Row, SortColumn extends string> = {
  /** The visible columns, in order, with how each is sorted now. */
  columns: readonly { column: DataTableColumn<Row, SortColumn>; sorted: false | 'asc' | 'desc' }[];
  search: TableSearch<SortColumn>;
  onSearchChange: (changes: Partial<TableSearch<SortColumn>>) => void;
  /** A virtualized table's head stays on top while its body scrolls. */
  virtual: boolean;
  /** The rows have an expand button: a first, unlabelled column. */
  expandable: boolean;
  /** With it, the select-all checkbox (the rows have checkboxes). */
  selectAll?:
    | {
        checked: boolean;
        indeterminate: boolean;
        disabled: boolean;
        onChange: (checked: boolean) => void;
      }
    | undefined;
  /** The widths the user set, by column id. */
  widths: Readonly<Record<string, number>>;
  /** The header row: the first resize reads every column's width from it. */
  rowRef: RefObject<HTMLTableRowElement | null>;
  onResizeStart: () => void;
  /** A column's new width, or undefined for its own again. */
  onResize: (columnId: string, width: number | undefined) => void;
};

/** The table's head: the expand and select-all cells, then each column, sortable and resizable. */
export function DataTableHeader<Row, SortColumn extends string>({
  columns,
  search,
  onSearchChange,
  virtual,
  expandable,
  selectAll,
  widths,
  rowRef,
  onResizeStart,
  onResize,
}: DataTableHeaderProps<Row, SortColumn>) {
  const { t } = useTranslation();
  return (
    <Table.Thead className={virtual ? parts.stickyHead : undefined}>
      <Table.Tr ref={rowRef}>
        {expandable ? (
          // Named, without text: the page object reads headers by their text.
          <Table.Th className={parts.expandCell} aria-label={t('dataTable.expand.column')} />
        ) : null}
        {selectAll ? (
          <Table.Th className={classes.checkboxCell}>
            <CellCheckbox
              label={t(
                virtual ? 'dataTable.selection.selectAll' : 'dataTable.selection.selectPage',
              )}
              checked={selectAll.checked}
              indeterminate={selectAll.indeterminate}
              disabled={selectAll.disabled}
              onChange={selectAll.onChange}
            />
          </Table.Th>
        ) : null}
        {columns.map(({ column, sorted }) => {
          const { sortKey } = column;
          const savedWidth = Object.hasOwn(widths, column.id) ? widths[column.id] : undefined;
          return (
            <Table.Th
              key={column.id}
              className={classes.th}
              data-align={column.align}
              data-column={column.id}
              style={{ width: savedWidth ?? column.width }}
              aria-sort={
                sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
              }
            >
              {sortKey === undefined ? (
                column.header
              ) : (
                <UnstyledButton
                  className={classes.sortButton}
                  onClick={() => onSearchChange(nextSort(search, sortKey))}
                >
                  {column.header}
                  {sorted === 'asc' ? (
                    <IconArrowUp className={classes.sortIcon} size={14} aria-hidden />
                  ) : sorted === 'desc' ? (
                    <IconArrowDown className={classes.sortIcon} size={14} aria-hidden />
                  ) : (
                    <IconArrowsSort className={classes.sortIcon} size={14} aria-hidden />
                  )}
                </UnstyledButton>
              )}
              <ColumnResizeHandle
                onStart={onResizeStart}
                onResize={(width) => onResize(column.id, width)}
                onReset={() => onResize(column.id, undefined)}
              />
            </Table.Th>
          );
        })}
      </Table.Tr>
    </Table.Thead>
  );
}
