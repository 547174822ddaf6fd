import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Paper, Table } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import {
  functionalUpdate,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnOrderState,
  type RowSelectionState,
  type Updater,
  type VisibilityState,
} from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { AfterContent } from '@/components/layout/after-content';
import { useSession } from '@/lib/session/session';
import {
  columnSettingsKey,
  orderColumnIds,
  useDataTableColumns,
} from '@/stores/data-table-columns';
import type { DataTableVirtualBodyProps } from './data-table-virtual-body';
import { DataTableBody } from './data-table-body';
import { countActiveFilters, DataTableFilters } from './data-table-filters';
import { DataTableHeader } from './data-table-header';
import { DataTablePagination } from './data-table-pagination';
import { DataTableRow } from './data-table-row';
import { DataTableBulkBar, DataTableToolbar } from './data-table-toolbar';
import type {
  DataTableBulkAction,
  DataTableColumn,
  DataTableExportColumn,
  DataTableListProps,
} from './data-table-types';
import { fillT } from '@/lib/i18n/memo-t';
import type { TableSearch } from '@/lib/list/list-search';
import classes from './data-table.module.css';
import parts from './data-table-parts.module.css';
import { TableScroll } from './table-scroll';
import { numberFormat } from '@/lib/i18n/formats';

/** The list props (the URL's view and the list query's state) and the table's own. */
export type DataTableProps<Row, SortColumn extends string> = DataTableListProps<
  Row,
  TableSearch<SortColumn>
> & {
  /** Stable id: where the column choice is saved, and the prefix of the table's DOM ids. */
  id: string;
  /** Accessible name of the table (its caption). */
  label: string;
  columns: readonly DataTableColumn<Row, SortColumn>[];
  getRowId: (row: Row) => string;
  /** Names a row for its checkbox ("Select Jane Doe"). */
  getRowLabel: (row: Row) => string;
  /** The app's filter controls, above the toolbar. */
  filters?: ReactNode;
  /** The app's buttons at the end of the toolbar (e.g. Add). */
  actions?: ReactNode;
  /** With some, rows get checkboxes and the bar above the table offers these actions. */
  bulkActions?: readonly DataTableBulkAction<Row>[];
  /**
   * Why a row cannot be selected for the bulk actions (translated; the reason shows on its
   * disabled checkbox), or undefined when it can. Select-all leaves such rows out.
   */
  unselectableReason?: (row: Row) => string | undefined;
  /**
   * Export of every row matching the current search and filters. The file has the visible
   * columns that define `csv`, unless `columns` lists its own.
   */
  exportCsv?: {
    fileName: string;
    fetchRows: () => Promise<readonly Row[]>;
    columns?: readonly DataTableExportColumn<Row>[];
  };
  /** Empty-state text when no row matches. */
  emptyText?: string;
  /**
   * The detail of a row, shown below it when its expand button (first column, `aria-expanded`)
   * is pressed. Stable (`useCallback`), like `columns`.
   */
  renderExpanded?: (row: Row) => ReactNode;
  /**
   * With it, `rows` is every matching row (not a page), drawn by this body in a scrolled list:
   * only the rows in view are in the DOM. No page size or pagination; sort, search and filters
   * stay the server's. Pass `data-table-virtual-body.tsx` lazily, so that only the tables that
   * offer the view load the virtualizer:
   * `lazy(() => import('@/components/data-table/data-table-virtual-body'))`.
   */
  virtualBody?: ComponentType<DataTableVirtualBodyProps> | undefined;
  /**
   * `false`: no toolbar (page size, search, export, columns), for a list the user only reads and
   * pages (the buyer's orders) or a record's few rows (a customer's orders); the pager then shows
   * only when there is more than one page.
   */
  toolbar?: boolean;
};

/** Height of a virtualized table's scrolled body. */
const VIRTUAL_HEIGHT = 'min(70vh, 40rem)';

// Loaded when first opened: the list pages' budget (docs/performance.md) has no room for it.
const DataTableArrangeDialog = lazy(() =>
  import('./data-table-arrange-dialog').then((module) => ({
    default: module.DataTableArrangeDialog,
  })),
);

const NO_HIDDEN: readonly string[] = [];
const NO_WIDTHS: Readonly<Record<string, number>> = {};
const NO_ROW_IDS: ReadonlySet<string> = new Set();

/**
 * The list screen pattern: server-side paging, sorting, search and filters kept in the URL,
 * selection with bulk actions, column choice, CSV export, and loading, empty and error states.
 * State lives in @tanstack/react-table (manual paging and sorting), rendered with Mantine's Table.
 * Usage: docs/data-table.md.
 *
 * It renders right after the page's first render (`AfterContent`): the page's title paints first,
 * and the table, the largest part of a list page's first render, renders in a transition React
 * cuts into short tasks instead of holding the main thread (docs/performance.md, "Boot").
 */
export function DataTable<Row, SortColumn extends string = string>(
  props: DataTableProps<Row, SortColumn>,
) {
  return (
    <AfterContent>
      <DataTableContent {...props} />
    </AfterContent>
  );
}

function DataTableContent<Row, SortColumn extends string = string>({
  id,
  label,
  columns,
  rows,
  total,
  getRowId,
  getRowLabel,
  search,
  onSearchChange,
  fetching,
  error,
  onRetry,
  onPageIntent,
  filters,
  actions,
  bulkActions,
  unselectableReason,
  exportCsv,
  emptyText,
  renderExpanded,
  virtualBody: VirtualBody,
  toolbar = true,
}: DataTableProps<Row, SortColumn>) {
  const virtual = VirtualBody !== undefined;
  const { t, i18n } = useTranslation();
  const selectRowLabel = useMemo(() => fillT(t, 'dataTable.selection.selectRow', 'name'), [t]);
  const expandLabel = useMemo(() => fillT(t, 'dataTable.expand.label', 'name'), [t]);
  const selectable = bulkActions !== undefined && bulkActions.length > 0;
  // The column choice (visibility, order, widths) is the signed-in user's, per table.
  const tableKey = columnSettingsKey(id, useSession()?.userData.id);
  const hidden = useDataTableColumns((state) => state.hidden[tableKey]) ?? NO_HIDDEN;
  const savedOrder = useDataTableColumns((state) => state.order[tableKey]) ?? NO_HIDDEN;
  const savedWidths = useDataTableColumns((state) => state.widths[tableKey]) ?? NO_WIDTHS;
  const setHiddenColumns = useDataTableColumns((state) => state.setHiddenColumns);
  const setColumnOrder = useDataTableColumns((state) => state.setColumnOrder);
  const setColumnWidth = useDataTableColumns((state) => state.setColumnWidth);
  const resetColumns = useDataTableColumns((state) => state.resetColumns);
  const [arranging, setArranging] = useState(false);
  // The dialog stays mounted once opened, so it can animate out.
  const [arrangeLoaded, setArrangeLoaded] = useState(false);
  const headerRowRef = useRef<HTMLTableRowElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);

  // Selection belongs to the view: a new page, sort, search or filter starts with none, so a
  // bulk action never touches rows the user cannot see.
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [expandedRows, setExpandedRows] = useState(NO_ROW_IDS);
  const viewKey = JSON.stringify(search);
  const [selectionView, setSelectionView] = useState(viewKey);
  if (selectionView !== viewKey) {
    setSelectionView(viewKey);
    setRowSelection({});
    setExpandedRows(NO_ROW_IDS);
  }
  const toggleExpanded = useCallback((rowId: string) => {
    setExpandedRows((current) => {
      const next = new Set(current);
      if (!next.delete(rowId)) next.add(rowId);
      return next;
    });
  }, []);

  const columnsById = useMemo(
    () => new Map(columns.map((column) => [column.id, column])),
    [columns],
  );
  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        cell: ({ row }) => column.render(row.original),
        enableSorting: column.sortKey !== undefined,
        enableHiding: column.hideable !== false,
      })),
    [columns],
  );
  const columnOrder = useMemo<ColumnOrderState>(
    () =>
      orderColumnIds(
        columns.map((column) => column.id),
        savedOrder,
      ),
    [columns, savedOrder],
  );
  const orderedColumns = useMemo(
    () => columnOrder.flatMap((columnId) => columnsById.get(columnId) ?? []),
    [columnOrder, columnsById],
  );
  const columnVisibility = useMemo<VisibilityState>(
    () => Object.fromEntries(hidden.map((columnId) => [columnId, false])),
    [hidden],
  );
  const sortedColumn = columns.find(
    (column) => column.sortKey !== undefined && column.sortKey === search.sortColumn,
  );

  // oxlint-disable-next-line react/incompatible-library -- No React Compiler here; the table is read during render only.
  const table = useReactTable<Row>({
    data: rows ?? [],
    columns: columnDefs,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: total,
    enableRowSelection: (row) => selectable && !unselectableReason?.(row.original),
    enableMultiSort: false,
    state: {
      pagination: { pageIndex: search.page - 1, pageSize: search.perPage },
      sorting: sortedColumn ? [{ id: sortedColumn.id, desc: search.sort === 'desc' }] : [],
      rowSelection,
      columnVisibility,
      columnOrder,
    },
    onRowSelectionChange: setRowSelection,
    onColumnVisibilityChange: (updater: Updater<VisibilityState>) => {
      const next = functionalUpdate(updater, columnVisibility);
      setHiddenColumns(
        id,
        Object.entries(next)
          .filter(([, visible]) => !visible)
          .map(([columnId]) => columnId),
      );
    },
  });

  const pageRows = table.getRowModel().rows;
  const visibleColumns = table.getVisibleLeafColumns();
  const visibleKey = visibleColumns.map((column) => column.id).join(',');
  const selectedRows = pageRows.filter((row) => rowSelection[row.id]).map((row) => row.original);
  const columnCount = visibleColumns.length + (selectable ? 1 : 0) + (renderExpanded ? 1 : 0);
  const pageCount = Math.ceil(total / search.perPage);
  const fixedLayout = Object.keys(savedWidths).length > 0;
  const customised = hidden.length > 0 || savedOrder.length > 0 || fixedLayout;

  /** One place up or down among every column (hidden ones keep their place too). */
  const moveColumn = (columnId: string, offset: -1 | 1) => {
    const next = [...columnOrder];
    const from = next.indexOf(columnId);
    const to = from + offset;
    if (from < 0 || to < 0 || to >= next.length) return;
    next.splice(from, 1);
    next.splice(to, 0, columnId);
    setColumnOrder(tableKey, next);
  };

  /**
   * Before the first resize, every visible column keeps the width it has on screen, so the
   * fixed layout that widths switch on moves nothing but the column being resized.
   */
  const startResize = () => {
    if (fixedLayout || !headerRowRef.current) return;
    for (const header of headerRowRef.current.querySelectorAll<HTMLElement>('th[data-column]')) {
      const columnId = header.dataset.column;
      if (columnId) setColumnWidth(tableKey, columnId, header.getBoundingClientRect().width);
    }
  };

  // A page past the end (an old link, or the last row of the last page deleted): go to the last.
  const pastTheEnd =
    !virtual && rows !== undefined && !fetching && total > 0 && search.page > pageCount;
  useEffect(() => {
    if (pastTheEnd) onSearchChange({ page: pageCount }, { replace: true });
  }, [pastTheEnd, pageCount, onSearchChange]);

  /**
   * The file's columns: the export's own, or the visible columns with a `csv`, in order. The file
   * writer loads on the first export: every list page would carry it otherwise.
   */
  const writeCsv = async (fileName: string, exportedRows: readonly Row[]) => {
    if (!exportCsv) return;
    const { downloadCsv, toCsv } = await import('./csv');
    const exported =
      exportCsv.columns ??
      orderedColumns.flatMap(({ id: columnId, header, csv }) =>
        csv && !hidden.includes(columnId) ? [{ header, value: csv }] : [],
      );
    downloadCsv(
      fileName,
      toCsv(
        exported.map((column) => column.header),
        exportedRows.map((row) => exported.map((column) => column.value(row))),
      ),
    );
  };
  const exportRows = useMutation({
    mutationFn: async () => {
      if (!exportCsv) return;
      await writeCsv(exportCsv.fileName, await exportCsv.fetchRows());
    },
  });

  const sortAnnouncement = sortedColumn
    ? t(search.sort === 'asc' ? 'dataTable.sort.ascending' : 'dataTable.sort.descending', {
        column: sortedColumn.header,
      })
    : '';

  const renderRow = (position: number) => {
    const row = pageRows[position];
    if (!row) return null;
    const name = getRowLabel(row.original);
    return (
      <DataTableRow
        // By position, not by id: a new page (or sort, or search) updates the rows' DOM in
        // place instead of removing every row and building new ones (docs/performance.md).
        key={position}
        row={row}
        selected={rowSelection[row.id] === true}
        selectable={selectable}
        selectLabel={selectRowLabel(name)}
        unselectableReason={unselectableReason?.(row.original)}
        columnsById={columnsById}
        visibleColumns={visibleKey}
        renderExpanded={renderExpanded}
        expanded={renderExpanded ? expandedRows.has(row.id) : undefined}
        expandLabel={renderExpanded ? expandLabel(name) : undefined}
        detailId={renderExpanded ? `${id}-detail-${row.id}` : undefined}
        onToggleExpanded={renderExpanded ? toggleExpanded : undefined}
        columnCount={columnCount}
      />
    );
  };

  return (
    <Paper shadow="xs" component="section" aria-labelledby={`${id}-caption`}>
      {filters ? (
        <DataTableFilters id={id} active={countActiveFilters(search)}>
          {filters}
        </DataTableFilters>
      ) : null}
      {toolbar ? (
        <DataTableToolbar
          id={id}
          virtual={virtual}
          search={search}
          onSearchChange={onSearchChange}
          exportAll={
            exportCsv
              ? {
                  pending: exportRows.isPending,
                  disabled: total === 0,
                  run: () => exportRows.mutate(),
                }
              : undefined
          }
          columnsMenu={{
            tableKey,
            columns: orderedColumns,
            hidden,
            customised,
            onArrange: () => {
              setArrangeLoaded(true);
              setArranging(true);
            },
          }}
          actions={actions}
        />
      ) : null}
      {selectable && selectedRows.length > 0 ? (
        <DataTableBulkBar
          selectedRows={selectedRows}
          actions={bulkActions ?? []}
          onExportSelected={
            exportCsv
              ? () => void writeCsv(`${exportCsv.fileName}-selected`, selectedRows)
              : undefined
          }
          onClear={() => setRowSelection({})}
        />
      ) : null}
      <div className={classes.tableWrap}>
        {fetching ? (
          // A native bar styled with CSS, not Mantine's Progress (its three components and
          // styles on every list page): no value, so it is an indeterminate progress bar.
          <progress className={parts.progress} aria-label={t('common.loading')} />
        ) : null}
        {/* Keyboard users scroll a wide table too: the native container takes focus. */}
        <TableScroll
          minWidth={720}
          maxHeight={virtual ? VIRTUAL_HEIGHT : undefined}
          scrollRef={scrollRef}
        >
          <Table
            highlightOnHover
            verticalSpacing="sm"
            aria-busy={fetching}
            className={fixedLayout ? parts.fixedLayout : undefined}
            data-virtual={virtual || undefined}
            data-fetching={(virtual && fetching) || undefined}
          >
            <caption id={`${id}-caption`} className="visually-hidden">
              {label}
            </caption>
            <DataTableHeader
              columns={visibleColumns.flatMap((tableColumn) => {
                const column = columnsById.get(tableColumn.id);
                return column ? [{ column, sorted: tableColumn.getIsSorted() }] : [];
              })}
              search={search}
              onSearchChange={onSearchChange}
              virtual={virtual}
              expandable={renderExpanded !== undefined}
              selectAll={
                selectable
                  ? {
                      checked: table.getIsAllPageRowsSelected(),
                      indeterminate: table.getIsSomePageRowsSelected(),
                      disabled: pageRows.length === 0,
                      onChange: (checked) => table.toggleAllPageRowsSelected(checked),
                    }
                  : undefined
              }
              widths={savedWidths}
              rowRef={headerRowRef}
              onResizeStart={startResize}
              onResize={(columnId, width) => setColumnWidth(tableKey, columnId, width)}
            />
            <DataTableBody
              loaded={rows !== undefined}
              count={pageRows.length}
              renderRow={renderRow}
              columnCount={columnCount}
              fetching={fetching}
              error={error}
              onRetry={onRetry}
              emptyText={emptyText}
              query={search.q}
              onClearSearch={() => onSearchChange({ q: '', page: 1 })}
              virtualBody={VirtualBody}
              scrollRef={scrollRef}
            />
          </Table>
        </TableScroll>
      </div>
      {!virtual && rows !== undefined && total > 0 && (toolbar || pageCount > 1) ? (
        <DataTablePagination
          page={search.page}
          perPage={search.perPage}
          total={total}
          count={pageRows.length}
          onPageChange={(page) => onSearchChange({ page })}
          onPageIntent={onPageIntent}
        />
      ) : null}
      {arrangeLoaded ? (
        <Suspense fallback={null}>
          <DataTableArrangeDialog
            opened={arranging}
            onClose={() => setArranging(false)}
            columns={orderedColumns}
            widths={savedWidths}
            onMove={moveColumn}
            onWidthChange={(columnId, width) => {
              startResize();
              setColumnWidth(tableKey, columnId, width);
            }}
            onReset={() => resetColumns(tableKey)}
          />
        </Suspense>
      ) : null}
      {/* Said by screen readers when a page, sort or search has loaded. */}
      <output className="visually-hidden">
        {rows !== undefined && !fetching
          ? `${t('dataTable.status', { total: numberFormat(i18n.resolvedLanguage).format(total) })} ${sortAnnouncement}`
          : ''}
      </output>
    </Paper>
  );
}
