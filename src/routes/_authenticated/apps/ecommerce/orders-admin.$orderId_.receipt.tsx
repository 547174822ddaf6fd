import { createFileRoute } from '@tanstack/react-router';
import { loadManagedOrder } from '@/apps/shop-admin/api/get-managed-order';
import { ManagedOrderNotFound } from '@/apps/shop-admin/components/record-not-found';
import { ordersAdminPage } from '@/apps/shop-admin/shop-admin-manifest';
import { ManagedOrderReceiptPage } from '@/apps/shop-admin/pages/managed-order-receipt-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { idParam } from '@/lib/router/detail-route';

export const Route = createFileRoute(
  '/_authenticated/apps/ecommerce/orders-admin/$orderId_/receipt',
)({
  params: idParam('orderId'),
  beforeLoad: ({ context }) => requireAbility(context, ordersAdminPage),
  loader: loadManagedOrder,
  component: ManagedOrderReceiptPage,
  notFoundComponent: ManagedOrderNotFound,
});
