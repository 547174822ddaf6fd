import { createFileRoute } from '@tanstack/react-router';
import { orderQueryOptions } from '@/apps/ecommerce/api/get-order';
import { OrderNotFound } from '@/apps/ecommerce/components/product-not-found';
import { ordersPage } from '@/apps/ecommerce/ecommerce-manifest';
import { OrderPage } from '@/apps/ecommerce/pages/order-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { ensureOrNotFound, idParam } from '@/lib/router/detail-route';

export const Route = createFileRoute('/_authenticated/apps/ecommerce/orders/$orderId')({
  params: idParam('orderId'),
  beforeLoad: ({ context }) => requireAbility(context, ordersPage),
  loader: ({ context, params }) =>
    ensureOrNotFound(context.queryClient, orderQueryOptions(params.orderId), {
      otherErrors: 'page',
      crumb: (order) => order.number,
    }),
  component: OrderPage,
  notFoundComponent: OrderNotFound,
});
