import { useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '@/lib/http/request';
import { optimisticUpdate } from '@/lib/query/optimistic';
import { ecommerceKeys } from '@/lib/ecommerce/ecommerce-keys';
import type { ReviewsPage, ReviewsStatusInput } from '@/lib/ecommerce/review-schemas';

export async function moderateReviews(input: ReviewsStatusInput): Promise<void> {
  await send('post', 'apps/ecommerce/reviews/status', { json: input });
}

/** The cached page with the reviews' new status. */
function withStatus(page: ReviewsPage, { ids, status }: ReviewsStatusInput): ReviewsPage {
  const changed = new Set(ids);
  if (!page.reviews.some((review) => changed.has(review.id))) return page;
  return {
    ...page,
    reviews: page.reviews.map((review) =>
      changed.has(review.id) ? { ...review, status } : review,
    ),
  };
}

// Moderation changes the reviews' lists, the product's rating and count in the shop: all refetch.
const invalidates = [ecommerceKeys.all];

/**
 * Approves or hides reviews (a row's action or the bulk one): the rows show the new status at
 * once and go back, with the API's reason in a toast, when the server refuses.
 */
export function useModerateReviews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateReviews,
    ...optimisticUpdate<ReviewsStatusInput, ReviewsPage>(queryClient, {
      queryKey: ecommerceKeys.reviewLists(),
      update: withStatus,
    }),
    meta: { successMessage: 'ecommerce.reviews.notifications.moderated', invalidates },
  });
}
