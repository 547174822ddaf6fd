import { memo, type ReactElement, type ReactNode } from 'react';
import { Table } from '@mantine/core';
import { flexRender, type Row as TableRow } from '@tanstack/react-table';
import { IconChevronRight } from '@tabler/icons-react';
import { CellCheckbox } from './data-table-cells';
import type { DataTableColumn } from './data-table-types';
import classes from './data-table.module.css';
import parts from './data-table-parts.module.css';

/** The same element for every row (docs/data-table.md: icons are module-level elements). */
const expandIcon = <IconChevronRight className={parts.expandIcon} size={16} aria-hidden />;

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
  /** With `renderExpanded`: the row's expand button and, when open, its detail row below. */
  renderExpanded?: ((row: Row) => ReactNode) | undefined;
  expanded?: boolean | undefined;
  /** The expand button's name ("Show the details of Jane Doe"). */
  expandLabel?: string | undefined;
  /** DOM id of the detail row (the button's `aria-controls`). */
  detailId?: string | undefined;
  /** Stable: called with the row's id. */
  onToggleExpanded?: ((rowId: string) => void) | undefined;
  /** Cells the detail row spans. */
  columnCount?: number | undefined;
};

function DataTableRowInner<Row>({
  row,
  selected,
  selectable,
  selectLabel,
  unselectableReason,
  columnsById,
  renderExpanded,
  expanded = false,
  expandLabel,
  detailId,
  onToggleExpanded,
  columnCount,
}: RowProps<Row>): ReactElement {
  const main = (
    <tr
      className={selected ? `${Table.classes.tr} ${classes.rowSelected}` : Table.classes.tr}
      data-with-row-border
      data-hover
      data-expanded={expanded || undefined}
    >
      {renderExpanded ? (
        <td className={`${Table.classes.td} ${parts.expandCell}`}>
          <button
            type="button"
            className={parts.expandButton}
            aria-expanded={expanded}
            aria-controls={expanded ? detailId : undefined}
            aria-label={expandLabel}
            onClick={() => onToggleExpanded?.(row.id)}
          >
            {expandIcon}
          </button>
        </td>
      ) : null}
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
            key={cell.column.id}
            scope="row"
            className={`${Table.classes.th} ${classes.td} ${classes.rowHeader}`}
            data-align={column.align}
          >
            {content}
          </th>
        ) : (
          <td
            key={cell.column.id}
            className={`${Table.classes.td} ${classes.td}`}
            data-align={column?.align}
          >
            {content}
          </td>
        );
      })}
    </tr>
  );
  if (!renderExpanded || !expanded) return main;
  return (
    <>
      {main}
      <tr id={detailId} className={`${Table.classes.tr} ${parts.detailRow}`} data-with-row-border>
        <td className={Table.classes.td} colSpan={columnCount}>
          {renderExpanded(row.original)}
        </td>
      </tr>
    </>
  );
}

/**
 * One row. Memoised on its data, its selected and expanded flags and the visible columns, so
 * ticking a box or opening a row re-renders that row only, not the page.
 */
export const DataTableRow = memo(DataTableRowInner) as typeof DataTableRowInner;
