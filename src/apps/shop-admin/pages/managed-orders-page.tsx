import { Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useListProps } from '@/components/data-table/use-list-props';
import { PageHeader } from '@/components/layout/page-header';
import { useManagedOrders } from '../api/list-managed-orders';
import { ManagedOrdersTable } from '../components/managed-orders-table';

const route = getRouteApi('/_authenticated/apps/ecommerce/orders-admin/');

/** Every buyer's orders, for those who manage them. */
export function ManagedOrdersPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const orders = useManagedOrders(search);
  const list = useListProps(
    { search, navigate: route.useNavigate() },
    orders,
    (answer) => answer.orders,
  );
  return (
    <Stack gap="lg">
      <PageHeader title={t('nav.ordersAdmin')} subtitle={t('ecommerce.orders.admin.subtitle')} />
      <ManagedOrdersTable {...list} />
    </Stack>
  );
}
