import { createFileRoute } from '@tanstack/react-router';
import { ordersQueryOptions } from '@/apps/shop/api/list-orders';
import { ordersPage } from '@/apps/shop/shop-manifest';
import { ordersSearchSchema } from '@/apps/shop/orders-search';
import { OrdersPage } from '@/apps/shop/pages/orders-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { listLoader } from '@/lib/router/list-route';

export const Route = createFileRoute('/_authenticated/apps/ecommerce/orders/')({
  validateSearch: ordersSearchSchema,
  beforeLoad: ({ context }) => requireAbility(context, ordersPage),
  loader: listLoader(ordersSearchSchema, ordersQueryOptions),
  component: OrdersPage,
});
