import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { catalogProductsQueryOptions } from '@/apps/shop-admin/api/list-catalog-products';
import { categoriesQueryOptions } from '@/lib/ecommerce/list-categories';
import { catalogSearchSchema } from '@/apps/shop-admin/catalog-search';
import { catalogPage } from '@/apps/shop-admin/shop-admin-manifest';
import { CatalogPage } from '@/apps/shop-admin/pages/catalog-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { tableSearchDefaults } from '@/lib/list/list-search';
import { listLoader } from '@/lib/router/list-route';
import { prefetchQuery } from '@/lib/router/route-queries';

export const Route = createFileRoute('/_authenticated/apps/ecommerce/products/')({
  validateSearch: catalogSearchSchema,
  search: { middlewares: [stripSearchParams(tableSearchDefaults)] },
  beforeLoad: ({ context }) => requireAbility(context, catalogPage),
  loader: (args) => {
    // The category names (column, filter, form) come with the list.
    prefetchQuery(args.context.queryClient, categoriesQueryOptions());
    listLoader(catalogSearchSchema, catalogProductsQueryOptions)(args);
  },
  component: CatalogPage,
});
