import { createFileRoute } from '@tanstack/react-router';
import { loadOrder } from '@/apps/shop/api/get-order';
import { OrderNotFound } from '@/apps/shop/components/product-not-found';
import { ordersPage } from '@/apps/shop/shop-manifest';
import { OrderReceiptPage } from '@/apps/shop/pages/order-receipt-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { idParam } from '@/lib/router/detail-route';

export const Route = createFileRoute('/_authenticated/apps/ecommerce/orders/$orderId_/receipt')({
  params: idParam('orderId'),
  beforeLoad: ({ context }) => requireAbility(context, ordersPage),
  loader: loadOrder,
  component: OrderReceiptPage,
  notFoundComponent: OrderNotFound,
});
