import { createFileRoute } from '@tanstack/react-router';
import { productsQueryOptions } from '@/apps/ecommerce/api/get-products';
import { shopPage } from '@/apps/ecommerce/ecommerce-manifest';
import { ShopPage } from '@/apps/ecommerce/pages/shop-page';
import { productsSearchOf, shopSearchSchema } from '@/apps/ecommerce/shop-search';
import { requireAbility } from '@/lib/ability/route-guards';
import { startListQuery } from '@/lib/list/use-list-query';

export const Route = createFileRoute('/_authenticated/apps/ecommerce/shop')({
  validateSearch: shopSearchSchema,
  beforeLoad: ({ context }) => requireAbility(context, shopPage),
  // A prefetch for the URL the user enters with (a failed list is said in the list, with
  // Retry); later filters and pages load in the page, which keeps the previous page meanwhile.
  loader: ({ context, location }) =>
    startListQuery(
      context.queryClient,
      productsQueryOptions(productsSearchOf(shopSearchSchema.parse(location.search))),
    ),
  component: ShopPage,
});
