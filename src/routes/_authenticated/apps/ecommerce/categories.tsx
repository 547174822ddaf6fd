import { createFileRoute } from '@tanstack/react-router';
import { categoriesQueryOptions } from '@/lib/ecommerce/list-categories';
import { categoriesPage } from '@/apps/shop-admin/shop-admin-manifest';
import { CategoriesPage } from '@/apps/shop-admin/pages/categories-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { prefetchQuery } from '@/lib/router/route-queries';

export const Route = createFileRoute('/_authenticated/apps/ecommerce/categories')({
  beforeLoad: ({ context }) => requireAbility(context, categoriesPage),
  // The whole collection in one answer: asked for, not awaited (a failure is said in the page).
  loader: ({ context }) => prefetchQuery(context.queryClient, categoriesQueryOptions()),
  component: CategoriesPage,
});
