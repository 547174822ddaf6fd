import { Suspense, useCallback, useMemo, useState } from 'react';
import { IconDownload, IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { linkOptions } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  CellActionIcon,
  CellBadge,
  cellClasses,
  CellIdentity,
  CellLink,
  CellText,
} from '@/components/data-table/data-table-cells';
import { DataTable } from '@/components/data-table/data-table';
import type {
  DataTableBulkAction,
  DataTableColumn,
  DataTableExportColumn,
  DataTableListProps,
} from '@/components/data-table/data-table-types';
import { ButtonLink } from '@/components/navigation/links';
import { Tooltip } from '@/components/overlays/tooltip';
import { Can, useAbility } from '@/lib/ability/can';
import { fillT, memoT } from '@/lib/i18n/memo-t';
import { getAllMatchingInvoices } from '../api/list-invoices';
import type { Invoice } from '../api/invoice-schemas';
import type { InvoiceSortColumn } from '../api/invoice-values';
import type { InvoicesSearch } from '../invoices-search';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { usePreloadIntent } from '@/components/lazy/use-preload-intent';
import { useDownloadInvoice } from './use-download-invoice';
import { InvoiceFilters } from './invoice-filters';
import classes from './invoices-table.module.css';
import { statusColors, statusKey } from './invoice-format';
import { formatDay, formatMoney } from '@/lib/i18n/formats';

// The delete confirmation is not in the list's files: it loads on intent (a row's delete icon
// hovered, focused or pressed) or when it first opens (a bulk delete).
const DeleteInvoicesDialog = lazyWithPreload(
  () => import('./delete-invoices-dialog'),
  (module) => module.DeleteInvoicesDialog,
);

const rowId = (invoice: Invoice) => String(invoice.id);
const rowLabel = (invoice: Invoice) => `#${invoice.id} ${invoice.client.name}`;

// The same element every render: React skips an unchanged element (docs/data-table.md).
const viewIcon = <IconEye size={18} aria-hidden />;
const editIcon = <IconPencil size={18} aria-hidden />;
const downloadIcon = <IconDownload size={18} aria-hidden />;
const deleteIcon = <IconTrash size={18} aria-hidden />;

const previewLink = (invoice: Invoice) =>
  linkOptions({ to: '/apps/invoices/preview/$invoiceId', params: { invoiceId: invoice.id } });
const editLink = (invoice: Invoice) =>
  linkOptions({ to: '/apps/invoices/edit/$invoiceId', params: { invoiceId: invoice.id } });

/** The invoices list: columns, filters, row actions, bulk delete and the CSV export. */
export function InvoicesTable(list: DataTableListProps<Invoice, InvoicesSearch>) {
  const { search, onSearchChange } = list;
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const ability = useAbility();
  const canDelete = ability.can('delete', 'Invoice');
  const canUpdate = ability.can('update', 'Invoice');
  // The invoices a delete waits on the user's confirmation for, and what clears the selection.
  const [deleting, setDeleting] = useState<{ invoices: Invoice[]; done?: () => void } | null>(null);
  // Mounted from its first opening on, so that it plays its closing transition.
  const [deleteOpened, setDeleteOpened] = useState(false);
  const deleteIntent = usePreloadIntent(DeleteInvoicesDialog.preload);
  const confirmDelete = useCallback((invoices: Invoice[], done?: () => void) => {
    setDeleteOpened(true);
    setDeleting({ invoices, done });
  }, []);

  const download = useDownloadInvoice();

  const columns = useMemo<DataTableColumn<Invoice, InvoiceSortColumn>[]>(() => {
    const label = memoT(t);
    const separator = t('common.labelSeparator');
    const balanceLabel = t('invoices.fields.balance');
    const dueLabel = t('invoices.fields.dueDate');
    const viewLabel = fillT(t, 'invoices.actions.previewInvoice', 'id');
    const editLabel = fillT(t, 'invoices.actions.editInvoice', 'id');
    const downloadLabel = fillT(t, 'invoices.actions.downloadInvoice', 'id');
    const deleteLabel = fillT(t, 'invoices.actions.deleteInvoice', 'id');
    const money = (invoice: Invoice, amount: number) =>
      formatMoney(amount, language, { currency: invoice.currency });
    return [
      {
        id: 'id',
        header: t('invoices.fields.id'),
        sortKey: 'id',
        hideable: false,
        rowHeader: true,
        render: (invoice) => <CellLink link={previewLink(invoice)}>#{invoice.id}</CellLink>,
        csv: (invoice) => invoice.id,
      },
      {
        id: 'status',
        header: t('invoices.fields.status'),
        sortKey: 'status',
        render: (invoice) => (
          <Tooltip
            withArrow
            multiline
            label={
              <>
                <div>
                  {balanceLabel}
                  {separator}
                  {money(invoice, invoice.balance)}
                </div>
                <div>
                  {dueLabel}
                  {separator}
                  {formatDay(invoice.dueDate, language)}
                </div>
              </>
            }
          >
            {/* A button, so the tooltip also shows on keyboard focus; it does nothing else. */}
            <button type="button" className={classes.statusTarget}>
              <CellBadge color={statusColors[invoice.status]}>
                {label(statusKey(invoice.status))}
              </CellBadge>
            </button>
          </Tooltip>
        ),
        csv: (invoice) => t(statusKey(invoice.status)),
      },
      {
        id: 'client',
        header: t('invoices.fields.client'),
        sortKey: 'client.name',
        hideable: false,
        render: (invoice) => (
          <CellIdentity name={invoice.client.name} secondary={invoice.client.company} />
        ),
        csv: (invoice) => invoice.client.name,
      },
      {
        id: 'total',
        header: t('invoices.fields.total'),
        sortKey: 'total',
        align: 'end',
        render: (invoice) => money(invoice, invoice.total),
        csv: (invoice) => invoice.total,
      },
      {
        id: 'issuedDate',
        header: t('invoices.fields.issuedDate'),
        sortKey: 'issuedDate',
        render: (invoice) => <CellText nowrap>{formatDay(invoice.issuedDate, language)}</CellText>,
        csv: (invoice) => invoice.issuedDate.slice(0, 10),
      },
      {
        id: 'balance',
        header: t('invoices.fields.balance'),
        sortKey: 'balance',
        align: 'end',
        render: (invoice) =>
          invoice.balance === 0 ? (
            <CellBadge color="green" uppercase={false}>
              {label('invoices.status.paid')}
            </CellBadge>
          ) : (
            money(invoice, invoice.balance)
          ),
        csv: (invoice) => invoice.balance,
      },
      {
        id: 'actions',
        header: t('invoices.fields.actions'),
        hideable: false,
        align: 'end',
        render: (invoice) => {
          const id = String(invoice.id);
          return (
            <div className={cellClasses.actions}>
              <CellActionIcon
                label={viewLabel(id)}
                renderRoot={(look) => <CellLink link={previewLink(invoice)} {...look} />}
              >
                {viewIcon}
              </CellActionIcon>
              {canUpdate ? (
                <CellActionIcon
                  label={editLabel(id)}
                  renderRoot={(look) => <CellLink link={editLink(invoice)} {...look} />}
                >
                  {editIcon}
                </CellActionIcon>
              ) : null}
              <CellActionIcon label={downloadLabel(id)} onClick={() => download(invoice)}>
                {downloadIcon}
              </CellActionIcon>
              {canDelete ? (
                <CellActionIcon
                  color="red"
                  label={deleteLabel(id)}
                  onClick={() => confirmDelete([invoice])}
                  {...deleteIntent(null)}
                >
                  {deleteIcon}
                </CellActionIcon>
              ) : null}
            </div>
          );
        },
      },
    ];
  }, [t, language, canDelete, canUpdate, download, confirmDelete, deleteIntent]);

  // The file holds the client's details, the due date and the figures, not only the columns.
  const exportColumns = useMemo<DataTableExportColumn<Invoice>[]>(
    () => [
      { header: t('invoices.fields.id'), value: (invoice) => invoice.id },
      { header: t('invoices.fields.status'), value: (invoice) => t(statusKey(invoice.status)) },
      { header: t('invoices.fields.client'), value: (invoice) => invoice.client.name },
      { header: t('invoices.fields.company'), value: (invoice) => invoice.client.company },
      { header: t('invoices.fields.email'), value: (invoice) => invoice.client.email },
      { header: t('invoices.fields.country'), value: (invoice) => invoice.client.country },
      { header: t('invoices.fields.issuedDate'), value: (i) => i.issuedDate.slice(0, 10) },
      { header: t('invoices.fields.dueDate'), value: (i) => i.dueDate.slice(0, 10) },
      { header: t('invoices.fields.currency'), value: (invoice) => invoice.currency },
      { header: t('invoices.fields.total'), value: (invoice) => invoice.total },
      { header: t('invoices.fields.balance'), value: (invoice) => invoice.balance },
    ],
    [t],
  );

  const bulkActions = useMemo<DataTableBulkAction<Invoice>[]>(
    () =>
      canDelete
        ? [
            {
              id: 'delete',
              label: t('invoices.actions.deleteSelected'),
              icon: IconTrash,
              color: 'red',
              // The selection stays until the confirm says yes.
              run: ({ rows, clear }) => confirmDelete([...rows], clear),
            },
          ]
        : [],
    [t, canDelete, confirmDelete],
  );

  return (
    <>
      <DataTable<Invoice, InvoiceSortColumn>
        id="invoices"
        label={t('invoices.table.label')}
        {...list}
        columns={columns}
        getRowId={rowId}
        getRowLabel={rowLabel}
        emptyText={t('invoices.table.empty')}
        filters={
          <InvoiceFilters
            status={search.status}
            issuedFrom={search.issuedFrom}
            issuedTo={search.issuedTo}
            onChange={onSearchChange}
          />
        }
        actions={
          <Can I="create" a="Invoice">
            <ButtonLink to="/apps/invoices/add" leftSection={<IconPlus size={16} aria-hidden />}>
              {t('invoices.actions.add')}
            </ButtonLink>
          </Can>
        }
        bulkActions={bulkActions}
        exportCsv={{
          fileName: 'invoices',
          columns: exportColumns,
          fetchRows: () => getAllMatchingInvoices(search),
        }}
      />
      {deleteOpened ? (
        <Suspense fallback={null}>
          <DeleteInvoicesDialog
            invoices={deleting?.invoices ?? null}
            onClose={(deleted) => {
              if (deleted) deleting?.done?.();
              setDeleting(null);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
