import * as z from 'zod/mini';
import { bulkVersionsSchema } from '@/lib/versions/bulk-versions';
import {
  productReviewsPageSchema,
  reviewInputSchema,
  reviewSchema,
  reviewsPageSchema,
  reviewsStatusInputSchema,
} from '@/lib/ecommerce/review-schemas';
import { reviewSortColumns } from '@/lib/ecommerce/ecommerce-values';
import { reviewFilters } from '@/apps/shop-admin/reviews-search';
import { createListParams } from '@/lib/list/list-search';
import { idNumberOrText, idPath } from '@/lib/api-fields/api-fields';
import {
  ability,
  type Endpoint,
  endpointGroup,
  pagedListRead,
  type WriteFacts,
} from '@/contract/endpoint';
import { fieldErrorKeys } from '@/contract/error-keys';

/** `GET /apps/ecommerce/reviews`: the route's list fields and filters. */
/** What `q` finds a review by. */
export const REVIEW_SEARCH_FIELDS = ['productName', 'authorName', 'title', 'text'] as const;

export const reviewsListParams = createListParams({
  sortColumns: reviewSortColumns,
  filters: reviewFilters,
});

/**
 * `GET /apps/ecommerce/products/{id}/reviews`: the page (from 1) and its size (at most 20); a
 * missing or bad value is the default (the first page, PRODUCT_REVIEWS_PER_PAGE).
 */
export const productReviewsQuery = z.object({
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1))), undefined),
  perPage: z.catch(
    z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(20))),
    undefined,
  ),
});

export const createReviewBody = z.extend(reviewInputSchema, { productId: idNumberOrText });

export const reviewsStatusBody = z.extend(reviewsStatusInputSchema, {
  ids: z.array(idNumberOrText).check(z.minLength(1), z.maxLength(100)),
  versions: bulkVersionsSchema,
});

const FIGURES =
  'A product’s `rating` (the mean of its approved reviews’ stars, one decimal; 0 with none) and `reviews` (their count) follow at once.';

/** A review changes its product's figures (rating, count) too. */
const reviewWrites = {
  changes: { resources: ['ecommerce'], readers: 'Ecommerce' },
  audit: { app: 'ecommerce', tables: ['reviews', 'products'] },
} as const satisfies WriteFacts;

export const reviewsApi = {
  listProductReviews: {
    id: 'listProductReviews',
    method: 'get',
    path: '/apps/ecommerce/products/{id}/reviews',
    summary: 'A page of a product’s approved reviews, newest first, and the caller’s own',
    description: [
      'Only `approved` reviews are listed (`total` counts them). `own` is the caller’s review of',
      'the product whatever its status (a pending one is shown to its author as awaiting',
      'moderation); `canReview` says whether they may write one: they have ordered the product',
      'and not reviewed it yet. 404 for a product the shop does not show to the caller.',
    ].join(' '),
    access: ability('read', 'Ecommerce'),
    pathParams: idPath,
    query: productReviewsQuery,
    errors: [404],
    answers: { 200: { description: 'The page', schema: productReviewsPageSchema } },
    example: { path: { id: '2' } },
  },
  createReview: {
    id: 'createReview',
    method: 'post',
    path: '/apps/ecommerce/reviews',
    creates: true,
    summary: 'Review a product the caller has ordered',
    description: [
      'The review is `pending` until a Review manager approves it, so it counts in nothing yet.',
      'Only a buyer of the product (an order of theirs holds it, whatever its status) may review',
      'it: 403 `ecommerce.reviews.errors.notBuyer` otherwise; one review per buyer and product:',
      '409 `ecommerce.reviews.errors.alreadyReviewed` on `rating`. Title and text are trimmed',
      'plain text (400 with field errors). 404 for a product the shop does not show.',
    ].join(' '),
    access: ability('create', 'Ecommerce'),
    ...reviewWrites,
    body: createReviewBody,
    errors: [400, 403, 404, 409],
    errorKeys: {
      400: { fields: { rating: ['ecommerce.reviews.errors.ratingRequired'] } },
      403: { messages: ['ecommerce.reviews.errors.notBuyer'] },
      409: fieldErrorKeys('rating', 'ecommerce.reviews.errors.alreadyReviewed'),
    },
    answers: { 201: { description: 'The new review', schema: reviewSchema } },
    // The admin's seeded orders hold product 112.
    example: {
      body: { productId: 112, rating: 5, title: 'Works well', text: 'Does what it says.' },
    },
  },
  listReviews: {
    id: 'listReviews',
    path: '/apps/ecommerce/reviews',
    summary: 'One page of every review, for their moderators',
    description: [
      '`q` matches the product, the author, the title and the text (case-insensitive); `status`',
      '(`approved`, `pending`, `hidden`) and `rating` (1 to 5 stars) filter; unknown values mean no',
      'filter. Without `sortColumn` the newest review comes first.',
    ].join(' '),
    example: { query: { status: 'pending', sortColumn: 'rating', sort: 'desc' } },
    ...pagedListRead('Review', reviewsListParams, reviewsPageSchema, {
      items: 'reviews',
      search: REVIEW_SEARCH_FIELDS,
      filters: [
        { param: 'status', field: 'status', match: 'any-case' },
        { param: 'rating', field: 'rating', match: 'equals' },
      ],
      sortColumns: reviewSortColumns,
    }),
  },
  moderateReviews: {
    id: 'moderateReviews',
    method: 'post',
    path: '/apps/ecommerce/reviews/status',
    summary: 'Approve or hide reviews (a row’s action or the bulk one)',
    description: `All or nothing: 404 when one id is unknown. An approved review is in the shop, a hidden one is not. ${FIGURES}`,
    access: ability('update', 'Review'),
    ...reviewWrites,
    bulkVersioned: { current: reviewSchema },
    body: reviewsStatusBody,
    errors: [400, 404],
    answers: { 204: { description: 'Changed' } },
    example: { body: { ids: [1, 2], status: 'approved' } },
  },
} as const satisfies Record<string, Endpoint>;

export const reviewsGroup = endpointGroup(
  'E-commerce reviews',
  reviewsApi,
  'What buyers say about the products: written by those who ordered them, shown once a Review manager approves them.',
);
