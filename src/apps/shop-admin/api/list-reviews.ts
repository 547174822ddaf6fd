import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { fetchAllPages } from '@/lib/list/fetch-all-pages';
import { toSearchParams } from '@/lib/list/list-search';
import { listPages, useListQuery } from '@/lib/list/use-list-query';
import type { ReviewsSearch } from '../reviews-search';
import { shopAdminKeys } from './shop-admin-keys';
import { reviewsPageSchema, type Review, type ReviewsPage } from '@/lib/ecommerce/review-schemas';

export async function listReviews(
  search: ReviewsSearch,
  options: { signal?: AbortSignal } = {},
): Promise<ReviewsPage> {
  return getJson('apps/ecommerce/reviews', reviewsPageSchema, {
    searchParams: toSearchParams(search),
    signal: options.signal,
  });
}

export const reviewsQueryOptions = (search: ReviewsSearch) =>
  queryOptions({
    queryKey: shopAdminKeys.reviewList(search),
    queryFn: ({ signal }) => listReviews(search, { signal }),
  });

/** One page of every review, for their moderators (the list idiom: `useListQuery`). */
export function useReviews(search: ReviewsSearch) {
  return useListQuery(reviewsQueryOptions(search), listPages(reviewsQueryOptions, search));
}

/** Every review matching the search, in the list's order (the CSV export), 100 a page. */
export async function getAllMatchingReviews(search: ReviewsSearch): Promise<Review[]> {
  const perPage = 100;
  return fetchAllPages(async (page) => {
    const { reviews, total } = await listReviews({ ...search, page, perPage });
    return { rows: reviews, total };
  }, perPage);
}
