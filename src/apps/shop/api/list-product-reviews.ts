import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { ecommerceKeys } from '@/lib/ecommerce/ecommerce-keys';
import {
  PRODUCT_REVIEWS_PER_PAGE,
  productReviewsPageSchema,
  type ProductReviewsPage,
} from '@/lib/ecommerce/review-schemas';

export async function listProductReviews(
  productId: number,
  page: number,
  options: { signal?: AbortSignal } = {},
): Promise<ProductReviewsPage> {
  return getJson(`apps/ecommerce/products/${productId}/reviews`, productReviewsPageSchema, {
    searchParams: { page, perPage: PRODUCT_REVIEWS_PER_PAGE },
    signal: options.signal,
  });
}

export const productReviewsQueryOptions = (productId: number, page: number) =>
  queryOptions({
    queryKey: ecommerceKeys.productReviews(productId, page),
    queryFn: ({ signal }) => listProductReviews(productId, page, { signal }),
  });

/** A page of the product's approved reviews; the previous page stays on screen while the next loads. */
export function useProductReviews(productId: number, page: number) {
  return useQuery({
    ...productReviewsQueryOptions(productId, page),
    placeholderData: keepPreviousData,
  });
}
