import { createFileRoute } from '@tanstack/react-router';
import { categoriesQueryOptions } from '@/apps/ecommerce/api/list-categories';
import { productsQueryOptions } from '@/apps/ecommerce/api/list-products';
import { shopPage } from '@/apps/ecommerce/ecommerce-manifest';
import { ShopPage } from '@/apps/ecommerce/pages/shop-page';
import { productsSearchOf, shopSearchSchema } from '@/apps/ecommerce/shop-search';
import { requireAbility } from '@/lib/ability/route-guards';
import { listLoader } from '@/lib/router/list-route';

export const Route = createFileRoute('/_authenticated/apps/ecommerce/shop')({
  validateSearch: shopSearchSchema,
  beforeLoad: ({ context }) => requireAbility(context, shopPage),
  loader: (args) => {
    // The filter's categories come with the products (a prefetch: it never throws).
    void args.context.queryClient.prefetchQuery(categoriesQueryOptions());
    listLoader(shopSearchSchema, (search) => productsQueryOptions(productsSearchOf(search)))(args);
  },
  component: ShopPage,
});
