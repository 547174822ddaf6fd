import { createFileRoute } from '@tanstack/react-router';
import { ordersQueryOptions } from '@/apps/ecommerce/api/orders';
import { ordersPage } from '@/apps/ecommerce/ecommerce-manifest';
import { ordersSearchSchema } from '@/apps/ecommerce/orders-search';
import { OrdersPage } from '@/apps/ecommerce/pages/orders-page';
import { requireAbility } from '@/lib/ability/route-guards';

export const Route = createFileRoute('/_authenticated/apps/ecommerce/orders/')({
  validateSearch: ordersSearchSchema,
  beforeLoad: ({ context }) => requireAbility(context, ordersPage),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(ordersQueryOptions(deps.page)),
  component: OrdersPage,
});
