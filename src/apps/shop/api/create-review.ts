import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { ecommerceKeys } from '@/lib/ecommerce/ecommerce-keys';
import { reviewSchema, type Review, type ReviewInput } from '@/lib/ecommerce/review-schemas';

export async function createReview(input: ReviewInput & { productId: number }): Promise<Review> {
  return sendJson('post', 'apps/ecommerce/reviews', reviewSchema, { json: input, creates: true });
}

/** Writes the buyer's review (pending until moderated); a refusal is said by the form's fields. */
export function useCreateReview(productId: number) {
  return useMutation({
    mutationFn: (input: ReviewInput) => createReview({ ...input, productId }),
    meta: {
      successMessage: 'ecommerce.reviews.notifications.sent',
      errorToast: false,
      invalidates: [ecommerceKeys.productReviewsOf(productId), ecommerceKeys.reviewLists()],
    },
  });
}
