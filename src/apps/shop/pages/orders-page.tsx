import { useMemo } from 'react';
import { Stack } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { getRouteApi, linkOptions } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { dayColumn, numberColumn } from '@/components/data-table/column-kinds';
import { CellLink } from '@/components/data-table/data-table-cells';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { orderTotalAndStatusColumns } from '@/components/ecommerce/order-columns';
import { PageHeader } from '@/components/layout/page-header';
import { ORDERS_PER_PAGE } from '@/lib/ecommerce/ecommerce-values';
import type { Order } from '@/lib/ecommerce/order-schemas';
import type { TableSearch } from '@/lib/list/list-search';
import { useOrders } from '../api/list-orders';
import { ShopEmpty } from '../components/shop-states';

const routeApi = getRouteApi('/_authenticated/apps/ecommerce/orders/');

const rowId = (order: Order) => String(order.id);
const rowLabel = (order: Order) => order.number;
const orderLink = (order: Order) =>
  linkOptions({ to: '/apps/ecommerce/orders/$orderId', params: { orderId: order.id } });

/** The signed-in user's orders, newest first, a page at a time. */
export function OrdersPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const page = search.page ?? 1;
  const orders = useOrders(search);
  // The API pages the orders but neither searches nor sorts them: the table's view is the page.
  const view = useMemo<TableSearch>(
    () => ({ page, perPage: ORDERS_PER_PAGE, q: '', sort: 'asc' }),
    [page],
  );
  const columns = useMemo<DataTableColumn<Order>[]>(
    () => [
      {
        id: 'number',
        header: t('ecommerce.orders.number'),
        hideable: false,
        rowHeader: true,
        render: (order) => <CellLink link={orderLink(order)}>{order.number}</CellLink>,
      },
      dayColumn({
        id: 'date',
        header: t('ecommerce.orders.date'),
        value: (order) => order.createdAt,
        language,
      }),
      numberColumn({
        id: 'items',
        header: t('ecommerce.orders.items'),
        value: (order) => order.count,
        language,
      }),
      ...orderTotalAndStatusColumns(t, language),
    ],
    [t, language],
  );
  return (
    <Stack gap="lg">
      <PageHeader title={t('nav.orders')} subtitle={t('ecommerce.orders.subtitle')} />
      {orders.data && orders.data.total === 0 ? (
        <ShopEmpty
          icon={<IconReceiptOff aria-hidden />}
          title={t('ecommerce.orders.emptyTitle')}
          text={t('ecommerce.orders.emptyText')}
        />
      ) : (
        <DataTable<Order>
          id="ecommerce-orders"
          label={t('nav.orders')}
          toolbar={false}
          search={view}
          onSearchChange={(changes, options) =>
            void navigate({
              search: { page: changes.page && changes.page > 1 ? changes.page : undefined },
              replace: options?.replace,
            })
          }
          rows={orders.data?.orders}
          total={orders.data?.total ?? 0}
          fetching={orders.isFetching}
          error={orders.error}
          onRetry={() => void orders.refetch()}
          onPageIntent={orders.preloadPage}
          columns={columns}
          getRowId={rowId}
          getRowLabel={rowLabel}
        />
      )}
    </Stack>
  );
}
