import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { reviewsQueryOptions } from '@/apps/shop-admin/api/list-reviews';
import { reviewsPage } from '@/apps/shop-admin/shop-admin-manifest';
import { ReviewsPage } from '@/apps/shop-admin/pages/reviews-page';
import { reviewsSearchSchema } from '@/apps/shop-admin/reviews-search';
import { requireAbility } from '@/lib/ability/route-guards';
import { tableSearchDefaults } from '@/lib/list/list-search';
import { listLoader } from '@/lib/router/list-route';

export const Route = createFileRoute('/_authenticated/apps/ecommerce/reviews')({
  validateSearch: reviewsSearchSchema,
  search: { middlewares: [stripSearchParams(tableSearchDefaults)] },
  beforeLoad: ({ context }) => requireAbility(context, reviewsPage),
  loader: listLoader(reviewsSearchSchema, reviewsQueryOptions),
  component: ReviewsPage,
});
