import { memo, type ReactNode } from 'react';
import { Checkbox, Table } from '@mantine/core';
import { flexRender, type Row as TableRow } from '@tanstack/react-table';
import type { DataTableColumn } from './data-table-types';
import classes from './data-table.module.css';

type RowProps<Row> = {
  row: TableRow<Row>;
  selected: boolean;
  selectable: boolean;
  selectLabel: string;
  columnsById: ReadonlyMap<string, DataTableColumn<Row, string>>;
  /** The visible column ids, joined: a change re-renders the row. */
  visibleColumns: string;
};

function DataTableRowInner<Row>({
  row,
  selected,
  selectable,
  selectLabel,
  columnsById,
}: RowProps<Row>) {
  return (
    <Table.Tr className={selected ? classes.rowSelected : undefined}>
      {selectable ? (
        <Table.Td className={classes.checkboxCell}>
          <Checkbox
            size="xs"
            aria-label={selectLabel}
            checked={selected}
            onChange={(event) => row.toggleSelected(event.currentTarget.checked)}
          />
        </Table.Td>
      ) : null}
      {row.getVisibleCells().map((cell) => {
        const column = columnsById.get(cell.column.id);
        const content: ReactNode = flexRender(cell.column.columnDef.cell, cell.getContext());
        return column?.rowHeader ? (
          <Table.Th
            key={cell.id}
            scope="row"
            className={classes.td}
            data-align={column.align}
            fw="normal"
          >
            {content}
          </Table.Th>
        ) : (
          <Table.Td key={cell.id} className={classes.td} data-align={column?.align}>
            {content}
          </Table.Td>
        );
      })}
    </Table.Tr>
  );
}

/**
 * One row. Memoised on its data, its selected flag and the visible columns, so ticking a box
 * re-renders that row only, not the page.
 */
export const DataTableRow = memo(DataTableRowInner) as typeof DataTableRowInner;
