import { createFileRoute } from '@tanstack/react-router';
import { ordersQueryOptions } from '@/apps/ecommerce/api/list-orders';
import { ordersPage } from '@/apps/ecommerce/ecommerce-manifest';
import { ordersSearchSchema } from '@/apps/ecommerce/orders-search';
import { OrdersPage } from '@/apps/ecommerce/pages/orders-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { startListQuery } from '@/lib/list/use-list-query';

export const Route = createFileRoute('/_authenticated/apps/ecommerce/orders/')({
  validateSearch: ordersSearchSchema,
  beforeLoad: ({ context }) => requireAbility(context, ordersPage),
  // No `loaderDeps`, as every list: the loader asks for the page the user enters with, later
  // pages load in the page with the previous one on screen.
  loader: ({ context, location }) =>
    startListQuery(
      context.queryClient,
      ordersQueryOptions(ordersSearchSchema.parse(location.search)),
    ),
  component: OrdersPage,
});
