import { Paper, Stack, Table, Text } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { PageHeader } from '@/components/layout/page-header';
import { AnchorLink } from '@/components/navigation/links';
import { ORDERS_PER_PAGE } from '@/lib/ecommerce/ecommerce-values';
import { useOrders } from '../api/list-orders';
import { formatNumber } from '@/components/ecommerce/format';
import { formatMoney } from '@/lib/i18n/formats';
import { OrderStatusBadge } from '@/components/ecommerce/order-address';
import { TableScroll } from '@/components/data-table/table-scroll';
import { ShopEmpty, ShopPending } from '../components/shop-states';
import { dateTimeFormat } from '@/lib/i18n/formats';

const routeApi = getRouteApi('/_authenticated/apps/ecommerce/orders/');

/** The signed-in user's orders, newest first, a page at a time. */
export function OrdersPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const page = search.page ?? 1;
  const orders = useOrders(search);
  const date = dateTimeFormat(language, { dateStyle: 'medium' });
  let content;
  if (orders.data && orders.data.total === 0) {
    content = (
      <ShopEmpty
        icon={<IconReceiptOff aria-hidden />}
        title={t('ecommerce.orders.emptyTitle')}
        text={t('ecommerce.orders.emptyText')}
      />
    );
  } else if (orders.data) {
    content = (
      <Paper withBorder p="md">
        <TableScroll minWidth={560}>
          <Table verticalSpacing="sm" highlightOnHover aria-label={t('nav.orders')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('ecommerce.orders.number')}</Table.Th>
                <Table.Th>{t('ecommerce.orders.date')}</Table.Th>
                <Table.Th>{t('ecommerce.orders.items')}</Table.Th>
                <Table.Th>{t('ecommerce.cart.total')}</Table.Th>
                <Table.Th>{t('ecommerce.orders.statusLabel')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.data.orders.map((order) => (
                <Table.Tr key={order.id}>
                  <Table.Td>
                    <AnchorLink
                      to="/apps/ecommerce/orders/$orderId"
                      params={{ orderId: order.id }}
                      fw={600}
                    >
                      {order.number}
                    </AnchorLink>
                  </Table.Td>
                  <Table.Td>{date.format(new Date(order.createdAt))}</Table.Td>
                  <Table.Td>{formatNumber(order.count, language)}</Table.Td>
                  <Table.Td>
                    <Text fw={600} fz="sm">
                      {formatMoney(order.total, language)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <OrderStatusBadge status={order.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
        <DataTablePagination
          page={page}
          perPage={ORDERS_PER_PAGE}
          total={orders.data.total}
          count={orders.data.orders.length}
          onPageIntent={orders.preloadPage}
          onPageChange={(next) => void navigate({ search: { page: next > 1 ? next : undefined } })}
        />
      </Paper>
    );
  } else {
    content = <ShopPending query={orders} errorTitle={t('ecommerce.errors.ordersFailed')} />;
  }
  return (
    <Stack gap="lg">
      <PageHeader title={t('nav.orders')} subtitle={t('ecommerce.orders.subtitle')} />
      {content}
    </Stack>
  );
}
