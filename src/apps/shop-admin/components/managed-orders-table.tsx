import { useMemo } from 'react';
import { linkOptions } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  CellBadge,
  CellLink,
  CellSecondary,
  CellText,
  cellClasses,
} from '@/components/data-table/data-table-cells';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn, DataTableListProps } from '@/components/data-table/data-table-types';
import { dateTimeFormat, formatMoney } from '@/lib/i18n/formats';
import { memoT } from '@/lib/i18n/memo-t';
import type { ManagedOrderSortColumn } from '@/lib/ecommerce/ecommerce-values';
import { getAllMatchingManagedOrders } from '../api/list-managed-orders';
import type { ManagedOrder } from '@/lib/ecommerce/order-schemas';
import type { ManagedOrdersSearch } from '../managed-orders-search';
import { ManagedOrderFilters } from './managed-order-filters';
import { orderStatusColors } from '@/components/ecommerce/order-address';

const rowId = (order: ManagedOrder) => String(order.id);
const rowLabel = (order: ManagedOrder) => order.number;
const orderLink = (order: ManagedOrder) =>
  linkOptions({ to: '/apps/ecommerce/orders-admin/$orderId', params: { orderId: order.id } });

/** Every buyer's orders: number, date, customer, payment, status, total; filters; CSV. */
export function ManagedOrdersTable(list: DataTableListProps<ManagedOrder, ManagedOrdersSearch>) {
  const { search, onSearchChange } = list;
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';

  const columns = useMemo<DataTableColumn<ManagedOrder, ManagedOrderSortColumn>[]>(() => {
    const label = memoT(t);
    const date = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return [
      {
        id: 'number',
        header: t('ecommerce.orders.fields.number'),
        sortKey: 'number',
        hideable: false,
        rowHeader: true,
        render: (order) => (
          <CellLink link={orderLink(order)}>
            <bdi>{order.number}</bdi>
          </CellLink>
        ),
        csv: (order) => order.number,
      },
      {
        id: 'createdAt',
        header: t('ecommerce.orders.fields.date'),
        sortKey: 'createdAt',
        render: (order) => <CellText nowrap>{date.format(new Date(order.createdAt))}</CellText>,
        csv: (order) => order.createdAt,
      },
      {
        id: 'customer',
        header: t('ecommerce.orders.fields.customer'),
        sortKey: 'customer',
        render: (order) => (
          <div className={cellClasses.group}>
            <div>
              <bdi>{order.customer.fullName}</bdi>
              <CellSecondary>
                <bdi>{order.customer.email}</bdi>
              </CellSecondary>
            </div>
          </div>
        ),
        csv: (order) => order.customer.fullName,
      },
      {
        id: 'payment',
        header: t('ecommerce.orders.fields.payment'),
        render: (order) => label(`ecommerce.orders.paymentMethod.${order.payment.method}`),
        csv: (order) => t(`ecommerce.orders.paymentMethod.${order.payment.method}`),
      },
      {
        id: 'status',
        header: t('ecommerce.orders.fields.status'),
        sortKey: 'status',
        render: (order) => (
          <CellBadge color={orderStatusColors[order.status]}>
            {label(`ecommerce.orders.status.${order.status}`)}
          </CellBadge>
        ),
        csv: (order) => t(`ecommerce.orders.status.${order.status}`),
      },
      {
        id: 'total',
        header: t('ecommerce.orders.fields.total'),
        sortKey: 'total',
        align: 'end',
        render: (order) => formatMoney(order.total, language),
        csv: (order) => order.total,
      },
    ];
  }, [t, language]);

  return (
    <DataTable<ManagedOrder, ManagedOrderSortColumn>
      id="ecommerce-managed-orders"
      label={t('ecommerce.orders.table.label')}
      {...list}
      columns={columns}
      getRowId={rowId}
      getRowLabel={rowLabel}
      emptyText={t('ecommerce.orders.table.empty')}
      filters={
        <ManagedOrderFilters
          status={search.status}
          payment={search.payment}
          from={search.from}
          to={search.to}
          customer={search.customer}
          minTotal={search.minTotal}
          maxTotal={search.maxTotal}
          returns={search.returns}
          onChange={onSearchChange}
        />
      }
      exportCsv={{
        fileName: 'orders',
        fetchRows: () => getAllMatchingManagedOrders(search),
      }}
    />
  );
}
