import { lazy, useMemo } from 'react';
import { Switch } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CellBadge, cellClasses, CellText } from '@/components/data-table/data-table-cells';
import {
  dayColumn,
  moneyColumn,
  numberColumn,
  textColumn,
} from '@/components/data-table/column-kinds';
import { DataTable } from '@/components/data-table/data-table';
import type {
  DataTableBulkAction,
  DataTableColumn,
  DataTableListProps,
} from '@/components/data-table/data-table-types';
import { memoT } from '@/lib/i18n/memo-t';
import { notify } from '@/lib/notify/notify';
import { getAllMatchingRows } from '../api/list-data-table-rows';
import type { DataTableRow } from '../api/data-table-schemas';
import type { DataTableSortColumn } from '../api/data-table-values';
import type { DataTablesSearch } from '../data-tables-search';
import { DataTableFilters } from './data-table-filters';
import { statusColors } from './data-table-labels';
import { DataTableRowDetail } from './data-table-row-detail';

// The virtualized body (with @tanstack/react-virtual) loads when the view is switched on.
const VirtualBody = lazy(() => import('@/components/data-table/data-table-virtual-body'));

const rowId = (row: DataTableRow) => String(row.id);
const rowLabel = (row: DataTableRow) => row.fullName;
const renderDetail = (row: DataTableRow) => <DataTableRowDetail row={row} />;

type DataTablesTableProps = DataTableListProps<DataTableRow, DataTablesSearch>;

/** The 10,000 data-table rows on the shared table: every column sorts, filters, expands. */
export function DataTablesTable(list: DataTablesTableProps) {
  const { search, onSearchChange } = list;
  const { t, i18n } = useTranslation();

  const columns = useMemo<DataTableColumn<DataTableRow, DataTableSortColumn>[]>(() => {
    const label = memoT(t);
    const language = i18n.resolvedLanguage;
    return [
      {
        id: 'fullName',
        header: t('dataTables.fields.fullName'),
        sortKey: 'fullName',
        hideable: false,
        rowHeader: true,
        render: (row) => (
          <span className={`${cellClasses.name} ${cellClasses.nowrap}`}>{row.fullName}</span>
        ),
        csv: (row) => row.fullName,
      },
      textColumn({
        id: 'email',
        header: t('dataTables.fields.email'),
        sortKey: 'email',
        value: (row) => row.email,
      }),
      {
        id: 'post',
        header: t('dataTables.fields.post'),
        sortKey: 'post',
        render: (row) => <CellText nowrap>{row.post}</CellText>,
        csv: (row) => row.post,
      },
      {
        id: 'city',
        header: t('dataTables.fields.city'),
        sortKey: 'city',
        render: (row) => <CellText nowrap>{row.city}</CellText>,
        csv: (row) => row.city,
      },
      dayColumn({
        id: 'startDate',
        header: t('dataTables.fields.startDate'),
        sortKey: 'startDate',
        value: (row) => row.startDate,
        language,
      }),
      moneyColumn({
        id: 'salary',
        header: t('dataTables.fields.salary'),
        sortKey: 'salary',
        value: (row) => row.salary,
        language,
        money: { fractionDigits: 0 },
      }),
      ...(['age', 'experience'] as const).map((field) =>
        numberColumn<DataTableRow, DataTableSortColumn>({
          id: field,
          header: t(`dataTables.fields.${field}`),
          sortKey: field,
          value: (row) => row[field],
          language,
        }),
      ),
      {
        id: 'status',
        header: t('dataTables.fields.status'),
        sortKey: 'status',
        render: (row) => (
          <CellBadge color={statusColors[row.status]}>
            {label(`dataTables.status.${row.status}`)}
          </CellBadge>
        ),
        csv: (row) => t(`dataTables.status.${row.status}`),
      },
    ];
  }, [t, i18n.resolvedLanguage]);

  // The bulk action of a read-only list: the selected people's addresses, ready to paste.
  const bulkActions = useMemo<DataTableBulkAction<DataTableRow>[]>(
    () => [
      {
        id: 'copyEmails',
        label: t('dataTables.actions.copyEmails'),
        icon: IconCopy,
        run: ({ rows }) => {
          void navigator.clipboard
            .writeText(rows.map((row) => `${row.fullName} <${row.email}>`).join(', '))
            .then(
              () => notify.success(t('dataTables.notifications.copied', { count: rows.length })),
              () => notify.error(t('dataTables.notifications.copyFailed')),
            );
        },
      },
    ],
    [t],
  );

  return (
    <DataTable<DataTableRow, DataTableSortColumn>
      id="data-tables"
      label={t('dataTables.table.label')}
      {...list}
      columns={columns}
      getRowId={rowId}
      getRowLabel={rowLabel}
      emptyText={t('dataTables.table.empty')}
      renderExpanded={renderDetail}
      virtualBody={search.virtual ? VirtualBody : undefined}
      filters={
        <DataTableFilters
          fullName={search.fullName}
          email={search.email}
          post={search.post}
          city={search.city}
          status={search.status}
          salaryMin={search.salaryMin}
          salaryMax={search.salaryMax}
          ageMin={search.ageMin}
          ageMax={search.ageMax}
          startDateFrom={search.startDateFrom}
          startDateTo={search.startDateTo}
          onChange={onSearchChange}
        />
      }
      actions={
        <Switch
          label={t('dataTables.virtual.label')}
          checked={search.virtual === true}
          onChange={(event) =>
            onSearchChange({ virtual: event.currentTarget.checked || undefined, page: 1 })
          }
        />
      }
      bulkActions={bulkActions}
      exportCsv={{ fileName: 'data-table', fetchRows: () => getAllMatchingRows(search) }}
    />
  );
}
