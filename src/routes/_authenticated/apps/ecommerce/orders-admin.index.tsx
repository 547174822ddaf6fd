import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { managedOrdersQueryOptions } from '@/apps/ecommerce/api/list-managed-orders';
import { ordersAdminPage } from '@/apps/ecommerce/ecommerce-manifest';
import { managedOrdersSearchSchema } from '@/apps/ecommerce/managed-orders-search';
import { ManagedOrdersPage } from '@/apps/ecommerce/pages/managed-orders-page';
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
