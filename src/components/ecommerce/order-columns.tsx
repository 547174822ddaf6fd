import type { TFunction } from 'i18next';
import { moneyColumn, statusColumn } from '@/components/data-table/column-kinds';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import type { OrderStatus } from '@/lib/ecommerce/ecommerce-values';
import { orderStatusColors } from './order-address';

/** The total and the status, the columns a list of orders ends with (the buyer's, a customer's). */
export function orderTotalAndStatusColumns<Row extends { total: number; status: OrderStatus }>(
  t: TFunction,
  language: string | undefined,
): DataTableColumn<Row>[] {
  return [
    moneyColumn({
      id: 'total',
      header: t('ecommerce.cart.total'),
      value: (order) => order.total,
      language,
    }),
    statusColumn({
      id: 'status',
      header: t('ecommerce.orders.statusLabel'),
      label: (order) => t(`ecommerce.orders.status.${order.status}`),
      color: (order) => orderStatusColors[order.status],
    }),
  ];
}
