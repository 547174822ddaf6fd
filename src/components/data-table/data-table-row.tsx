import { memo, type ReactNode } from 'react';
import { Table } from '@mantine/core';
import { flexRender, type Row as TableRow } from '@tanstack/react-table';
import { CellCheckbox } from './data-table-cells';
import type { DataTableColumn } from './data-table-types';
import classes from './data-table.module.css';

type RowProps<Row> = {
  row: TableRow<Row>;
  selected: boolean;
  selectable: boolean;
  selectLabel: string;
  /** Set when this row cannot be selected: the checkbox is disabled and says why. */
  unselectableReason: string | undefined;
  columnsById: ReadonlyMap<string, DataTableColumn<Row, string>>;
  /** The visible column ids, joined: a change re-renders the row. */
  visibleColumns: string;
};

function DataTableRowInner<Row>({
  row,
  selected,
  selectable,
  selectLabel,
  unselectableReason,
  columnsById,
}: RowProps<Row>) {
  return (
    <tr
      className={selected ? `${Table.classes.tr} ${classes.rowSelected}` : Table.classes.tr}
      data-with-row-border
      data-hover
    >
      {selectable ? (
        <td className={`${Table.classes.td} ${classes.checkboxCell}`} title={unselectableReason}>
          <CellCheckbox
            label={selectLabel}
            description={unselectableReason}
            disabled={unselectableReason !== undefined}
            checked={selected}
            onChange={(checked) => row.toggleSelected(checked)}
          />
        </td>
      ) : null}
      {row.getVisibleCells().map((cell) => {
        const column = columnsById.get(cell.column.id);
        const content: ReactNode = flexRender(cell.column.columnDef.cell, cell.getContext());
        return column?.rowHeader ? (
          <th
            key={cell.id}
            scope="row"
            className={`${Table.classes.th} ${classes.td} ${classes.rowHeader}`}
            data-align={column.align}
          >
            {content}
          </th>
        ) : (
          <td
            key={cell.id}
            className={`${Table.classes.td} ${classes.td}`}
            data-align={column?.align}
          >
            {content}
          </td>
        );
      })}
    </tr>
  );
}

/**
 * One row. Memoised on its data, its selected flag and the visible columns, so ticking a box
 * re-renders that row only, not the page.
 */
export const DataTableRow = memo(DataTableRowInner) as typeof DataTableRowInner;
