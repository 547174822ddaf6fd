import { createFileRoute } from '@tanstack/react-router';
import { categoriesQueryOptions } from '@/apps/ecommerce/api/list-categories';
import { categoriesPage } from '@/apps/ecommerce/ecommerce-manifest';
import { CategoriesPage } from '@/apps/ecommerce/pages/categories-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { prefetchQuery } from '@/lib/router/route-queries';

export const Route = createFileRoute('/_authenticated/apps/ecommerce/categories')({
  beforeLoad: ({ context }) => requireAbility(context, categoriesPage),
  // The whole collection in one answer: asked for, not awaited (a failure is said in the page).
  loader: ({ context }) => prefetchQuery(context.queryClient, categoriesQueryOptions()),
  component: CategoriesPage,
});
