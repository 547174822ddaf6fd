import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { combineOptimistic, optimisticUpdate } from '@/lib/query/optimistic';
import { ecommerceKeys, shopWriteInvalidates } from '@/lib/ecommerce/ecommerce-keys';
import { wishlistSchema, type ProductView, type Wishlist } from '@/lib/ecommerce/ecommerce-schemas';
import { markUpdates } from './product-marks';
import { removeFromWishlist } from './remove-from-wishlist';

export async function addToWishlist(productId: number): Promise<Wishlist> {
  return sendJson('post', 'apps/ecommerce/wishlist', wishlistSchema, {
    json: { productId },
    creates: true,
  });
}

export type WishlistToggleVariables = { product: ProductView; value: boolean };

const wishlistWriteKey = [...ecommerceKeys.wishlist(), 'write'] as const;

function wishlistWith(data: Wishlist, { product, value }: WishlistToggleVariables): Wishlist {
  const others = data.products.filter((candidate) => candidate.id !== product.id);
  return { products: value ? [{ ...product, isInWishlist: true }, ...others] : others };
}

/**
 * The heart on a card or product page (adds, or with `value: false` removes): the mark and the
 * wishlist change at once; a failure puts back only this product's mark, with an error toast.
 */
export function useToggleWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: wishlistWriteKey,
    mutationFn: ({ product, value }: WishlistToggleVariables) =>
      value ? addToWishlist(product.id) : removeFromWishlist(product.id),
    ...combineOptimistic<WishlistToggleVariables>([
      ...markUpdates<WishlistToggleVariables>(queryClient, 'isInWishlist', ({ value }) => value),
      optimisticUpdate<WishlistToggleVariables, Wishlist>(queryClient, {
        queryKey: ecommerceKeys.wishlist(),
        update: wishlistWith,
        rollback: (current, variables) =>
          wishlistWith(current, { ...variables, value: !variables.value }),
      }),
    ]),
    meta: { invalidates: shopWriteInvalidates },
  });
}
