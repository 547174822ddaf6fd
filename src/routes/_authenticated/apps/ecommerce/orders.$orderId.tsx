import { createFileRoute } from '@tanstack/react-router';
import { loadOrder } from '@/apps/shop/api/get-order';
import { OrderNotFound } from '@/apps/shop/components/product-not-found';
import { ordersPage } from '@/apps/shop/shop-manifest';
import { OrderPage } from '@/apps/shop/pages/order-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { idParam } from '@/lib/router/detail-route';

export const Route = createFileRoute('/_authenticated/apps/ecommerce/orders/$orderId')({
  params: idParam('orderId'),
  beforeLoad: ({ context }) => requireAbility(context, ordersPage),
  loader: loadOrder,
  component: OrderPage,
  notFoundComponent: OrderNotFound,
});
