import type * as z from 'zod/mini';
import { createTableSearch, filterParam } from '@/lib/list/list-search';
import { reviewRatings, reviewSortColumns, reviewStatuses } from '@/lib/ecommerce/ecommerce-values';
import { builtOnFirstUse } from '@/lib/router/built-on-first-use';

/** The Reviews list's filters, in the route's URL and in the list call: status and stars. */
export const reviewFilters = builtOnFirstUse(() => ({
  status: filterParam(reviewStatuses),
  rating: filterParam(reviewRatings),
}));

/** `/apps/ecommerce/reviews` search params: the table's state and the filters. */
export const reviewsSearchSchema = createTableSearch(reviewSortColumns, reviewFilters);
export type ReviewsSearch = z.infer<typeof reviewsSearchSchema>;
