import { createFileRoute } from '@tanstack/react-router';
import { managedOrderQueryOptions } from '@/apps/shop-admin/api/get-managed-order';
import { ManagedOrderNotFound } from '@/apps/shop-admin/components/record-not-found';
import { ordersAdminPage } from '@/apps/shop-admin/shop-admin-manifest';
import { ManagedOrderPage } from '@/apps/shop-admin/pages/managed-order-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { ensureOrNotFound, idParam } from '@/lib/router/detail-route';

export const Route = createFileRoute('/_authenticated/apps/ecommerce/orders-admin/$orderId')({
  params: idParam('orderId'),
  beforeLoad: ({ context }) => requireAbility(context, ordersAdminPage),
  loader: ({ context, params }) =>
    ensureOrNotFound(context.queryClient, managedOrderQueryOptions(params.orderId), {
      otherErrors: 'page',
      crumb: (order) => order.number,
    }),
  component: ManagedOrderPage,
  // Inside the layout, its menus kept (the root's 404 is a whole screen).
  notFoundComponent: ManagedOrderNotFound,
});
