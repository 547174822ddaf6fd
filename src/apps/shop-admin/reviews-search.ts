import type * as z from 'zod/mini';
// Relative imports with `.ts`: the mock API reads the same filters (Vite's config loader).
import { createTableSearch, filterParam } from '../../lib/list/list-search.ts';
import {
  reviewRatings,
  reviewSortColumns,
  reviewStatuses,
} from '../../lib/ecommerce/ecommerce-values.ts';
import { builtOnFirstUse } from '../../lib/router/built-on-first-use.ts';

/** The Reviews list's filters, in the route's URL and in the list call: status and stars. */
export const reviewFilters = builtOnFirstUse(() => ({
  status: filterParam(reviewStatuses),
  rating: filterParam(reviewRatings),
}));

/** `/apps/ecommerce/reviews` search params: the table's state and the filters. */
export const reviewsSearchSchema = builtOnFirstUse(() =>
  createTableSearch({
    sortColumns: reviewSortColumns,
    filters: reviewFilters,
  }),
);
export type ReviewsSearch = z.infer<typeof reviewsSearchSchema>;
