import { createFileRoute } from '@tanstack/react-router';
import { productsQueryOptions } from '@/apps/shop/api/list-products';
import { shopPage } from '@/apps/shop/shop-manifest';
import { preloadShopFilters, ShopPage } from '@/apps/shop/pages/shop-page';
import { productsSearchOf, shopSearchSchema } from '@/apps/shop/shop-search';
import { sidebarInDrawer } from '@/components/layout/side-column';
import { requireAbility } from '@/lib/ability/route-guards';
import { listLoader } from '@/lib/router/list-route';

export const Route = createFileRoute('/_authenticated/apps/ecommerce/shop')({
  validateSearch: shopSearchSchema,
  beforeLoad: ({ context }) => requireAbility(context, shopPage),
  loader: (args) => {
    // Filters beside the products come with them; in a phone's drawer, on first use.
    if (!sidebarInDrawer()) preloadShopFilters(args.context.queryClient);
    listLoader(shopSearchSchema, (search) => productsQueryOptions(productsSearchOf(search)))(args);
  },
  component: ShopPage,
});
