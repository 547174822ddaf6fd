import * as z from 'zod/mini';
import { versionSchema } from '@/lib/versions/versions';
import { reviewStatuses } from './ecommerce-values';

// Here rather than in ecommerce-values.ts, which the route tree (the entry chunk) loads.
/** Reviews a page of a product's approved reviews holds. */
export const PRODUCT_REVIEWS_PER_PAGE = 5;
/** The longest review title and text. */
export const REVIEW_TITLE_MAX = 100;
export const REVIEW_TEXT_MAX = 2000;

const id = z.number().check(z.int(), z.positive());
const count = z.number().check(z.int(), z.minimum(0));
const stars = z.number().check(z.int(), z.minimum(1), z.maximum(5));

/**
 * A product review as the mock stores it. Only an `approved` one is in the shop and counts in the
 * product's `rating` and `reviews`; a new one is `pending` until a Review manager approves it.
 */
export const reviewSchema = z.object({
  id,
  productId: id,
  /** The product's name when the review was written, for the managers' list. */
  productName: z.string(),
  authorId: id,
  authorName: z.string(),
  rating: stars,
  title: z.string(),
  /** Plain text: rendered as text, never as markup. */
  text: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  status: z.enum(reviewStatuses),
  version: versionSchema,
});
export type Review = z.infer<typeof reviewSchema>;

/** `GET /apps/ecommerce/products/{id}/reviews`: a page of approved reviews, and the caller's own. */
export const productReviewsPageSchema = z.object({
  reviews: z.array(reviewSchema),
  total: count,
  /** The caller's review of the product, whatever its status; null when they wrote none. */
  own: z.nullable(reviewSchema),
  /** Whether the caller may write one: they bought the product and have not reviewed it. */
  canReview: z.boolean(),
});
export type ProductReviewsPage = z.infer<typeof productReviewsPageSchema>;

/** `GET /apps/ecommerce/reviews`: one page of every review, for their moderators. */
export const reviewsPageSchema = z.object({
  reviews: z.array(reviewSchema),
  total: count,
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

const trimmed = (max: number) =>
  z
    .string('validation.required')
    .check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(max, 'validation.tooLong'));

/** The review form, and the body of `POST /apps/ecommerce/products/{id}/reviews`. */
export const reviewInputSchema = z.object({
  rating: z
    .number('ecommerce.reviews.errors.ratingRequired')
    .check(
      z.int('ecommerce.reviews.errors.ratingRequired'),
      z.minimum(1, 'ecommerce.reviews.errors.ratingRequired'),
      z.maximum(5, 'ecommerce.reviews.errors.ratingRequired'),
    ),
  title: trimmed(REVIEW_TITLE_MAX),
  text: trimmed(REVIEW_TEXT_MAX),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** `POST /apps/ecommerce/reviews/status`: approve or hide reviews (a row's action or the bulk one). */
export const reviewsStatusInputSchema = z.object({
  status: z.enum(['approved', 'hidden']),
});
/** The body: the reviews' ids, and the versions the list showed, paired with them (docs/api.md). */
export type ReviewsStatusInput = z.infer<typeof reviewsStatusInputSchema> & {
  ids: number[];
  versions?: number[];
};
