import { createFileRoute } from '@tanstack/react-router';
import { ordersQueryOptions } from '@/apps/ecommerce/api/list-orders';
import { ordersPage } from '@/apps/ecommerce/ecommerce-manifest';
import { ordersSearchSchema } from '@/apps/ecommerce/orders-search';
import { OrdersPage } from '@/apps/ecommerce/pages/orders-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { listLoader } from '@/lib/router/list-route';

export const Route = createFileRoute('/_authenticated/apps/ecommerce/orders/')({
  validateSearch: ordersSearchSchema,
  beforeLoad: ({ context }) => requireAbility(context, ordersPage),
  loader: listLoader(ordersSearchSchema, ordersQueryOptions),
  component: OrdersPage,
});
