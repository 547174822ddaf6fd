import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { managedOrdersQueryOptions } from '@/apps/shop-admin/api/list-managed-orders';
import { ordersAdminPage } from '@/apps/shop-admin/shop-admin-manifest';
import { managedOrdersSearchSchema } from '@/apps/shop-admin/managed-orders-search';
import { ManagedOrdersPage } from '@/apps/shop-admin/pages/managed-orders-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { tableSearchDefaults } from '@/lib/list/list-search';
import { listLoader } from '@/lib/router/list-route';

export const Route = createFileRoute('/_authenticated/apps/ecommerce/orders-admin/')({
  validateSearch: managedOrdersSearchSchema,
  search: { middlewares: [stripSearchParams(tableSearchDefaults)] },
  beforeLoad: ({ context }) => requireAbility(context, ordersAdminPage),
  loader: listLoader(managedOrdersSearchSchema, managedOrdersQueryOptions),
  component: ManagedOrdersPage,
});
