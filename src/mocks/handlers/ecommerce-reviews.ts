import { http, HttpResponse } from 'msw';
import type { Product } from '@/lib/ecommerce/ecommerce-schemas';
import {
  PRODUCT_REVIEWS_PER_PAGE,
  type ProductReviewsPage,
  type Review,
  type ReviewsPage,
} from '@/lib/ecommerce/review-schemas';
import { mockPath } from '@/contract/endpoint';
import {
  createReviewBody,
  productReviewsQuery,
  reviewsApi,
  reviewsListParams,
  reviewsStatusBody,
  REVIEW_SEARCH_FIELDS,
} from '@/contract/endpoints/ecommerce-reviews';
import { fromSearchParams } from '@/lib/list/list-search';
import { nextId } from '@/mocks/db/database';
import type { Database } from '@/mocks/db/tables';
import { canDo, withAbility, type AuthContext } from '@/mocks/lib/auth-guard';
import { clockIso } from '@/mocks/lib/clock';
import { throwHttpError, throwNotFound } from '@/mocks/lib/http-errors';
import { idempotent } from '@/mocks/lib/idempotency';
import { listPage, newestFirst, paginate, searchRecords } from '@/mocks/lib/list-operations';
import { refreshProductFigures } from '@/mocks/lib/review-figures';
import { parseBody, pathId } from '@/mocks/lib/validation';
import { assertCurrentVersions, bumpVersion } from '@/mocks/lib/versions';
import { FIRST_VERSION } from '@/lib/versions/versions';

export const reviewErrorKeys = {
  notBuyer: 'ecommerce.reviews.errors.notBuyer',
  alreadyReviewed: 'ecommerce.reviews.errors.alreadyReviewed',
} as const;

/** A product the shop shows the caller (a draft or archived one only to the catalogue's managers), or 404. */
function shownProduct(ctx: AuthContext, id: number): Product {
  const product = ctx.session.db.products.find((candidate) => candidate.id === id);
  if (!product || (product.status !== 'published' && !canDo(ctx, 'read', 'Product'))) {
    throwNotFound();
  }
  return product;
}

const hasOrdered = (db: Database, userId: number, productId: number) =>
  db.orders.some(
    (order) => order.userId === userId && order.lines.some((line) => line.productId === productId),
  );

const ownReview = (db: Database, userId: number, productId: number) =>
  db.reviews.find((review) => review.authorId === userId && review.productId === productId);

export const reviewHandlers = [
  http.get(
    mockPath(reviewsApi.listProductReviews),
    withAbility('read', 'Ecommerce', async ({ request, params, ctx }) => {
      const id = pathId(params);
      const product = shownProduct(ctx, id);
      const query = productReviewsQuery.parse(fromSearchParams(new URL(request.url).searchParams));
      const page = query.page ?? 1;
      const perPage = query.perPage ?? PRODUCT_REVIEWS_PER_PAGE;
      const { db } = ctx.session;
      const approved = db.reviews
        .filter((review) => review.productId === product.id && review.status === 'approved')
        .toSorted(newestFirst);
      const { items, total } = paginate(approved, page, perPage);
      const own = ownReview(db, ctx.user.id, product.id) ?? null;
      const body: ProductReviewsPage = {
        reviews: items,
        total,
        own,
        canReview: own === null && hasOrdered(db, ctx.user.id, product.id),
      };
      return HttpResponse.json(body);
    }),
  ),

  http.post(
    mockPath(reviewsApi.createReview),
    withAbility(
      'create',
      'Ecommerce',
      idempotent(async ({ request, ctx }) => {
        const input = await parseBody(request, createReviewBody);
        const { db } = ctx.session;
        const product = shownProduct(ctx, input.productId);
        if (!hasOrdered(db, ctx.user.id, product.id)) throwHttpError(403, reviewErrorKeys.notBuyer);
        if (ownReview(db, ctx.user.id, product.id)) {
          throwHttpError(409, reviewErrorKeys.alreadyReviewed, {
            rating: [reviewErrorKeys.alreadyReviewed],
          });
        }
        const review: Review = {
          id: nextId(db.reviews),
          productId: product.id,
          productName: product.name,
          authorId: ctx.user.id,
          authorName: ctx.user.fullName,
          rating: input.rating,
          title: input.title,
          text: input.text,
          createdAt: clockIso(ctx.session.clock),
          // Counts in nothing until a moderator approves it.
          status: 'pending',
          version: FIRST_VERSION,
        };
        db.reviews.push(review);
        return HttpResponse.json(review, { status: 201 });
      }),
    ),
  ),

  http.get(
    mockPath(reviewsApi.listReviews),
    withAbility('read', 'Review', async ({ request, ctx }) => {
      const params = reviewsListParams.parse(fromSearchParams(new URL(request.url).searchParams));
      const { status, rating } = params;
      const stars = rating === undefined ? undefined : Number(rating);
      const filtered = searchRecords(ctx.session.db.reviews, params.q, REVIEW_SEARCH_FIELDS).filter(
        (review) =>
          (status === undefined || review.status === status) &&
          (stars === undefined || review.rating === stars),
      );
      const { items, total } = listPage(filtered, params, (rows) => rows.toSorted(newestFirst));
      const body: ReviewsPage = { reviews: items, total };
      return HttpResponse.json(body);
    }),
  ),

  http.post(
    mockPath(reviewsApi.moderateReviews),
    withAbility('update', 'Review', async ({ request, ctx }) => {
      const { ids, status, versions } = await parseBody(request, reviewsStatusBody);
      const { db } = ctx.session;
      const byId = new Map(db.reviews.map((review) => [review.id, review]));
      // All or nothing: every id and version is checked before anything changes.
      const named = ids.map((id) => byId.get(id) ?? throwNotFound());
      assertCurrentVersions(ctx.session, {
        table: 'reviews',
        rows: named,
        versions,
        current: (review) => review,
      });
      const targets = [...new Set(named)];
      for (const review of targets) {
        if (review.status !== status) bumpVersion(review);
        review.status = status;
      }
      refreshProductFigures(
        db,
        targets.map((review) => review.productId),
      );
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
