import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { useUndoableWrite } from '@/lib/query/undoable';
import { ecommerceKeys } from './ecommerce-keys';
import { wishlistSchema, type ProductView, type Wishlist } from './ecommerce-schemas';
import { alsoUpdate, combineOptimistic, markUpdates } from './product-marks';

export async function addToWishlist(productId: number): Promise<Wishlist> {
  return wishlistSchema.parse(
    await http.post('apps/ecommerce/wishlist', { json: { productId } }).json(),
  );
}

export async function removeFromWishlist(productId: number): Promise<Wishlist> {
  return wishlistSchema.parse(await http.delete(`apps/ecommerce/wishlist/${productId}`).json());
}

export type WishlistToggleVariables = { product: ProductView; value: boolean };

const wishlistWriteKey = [...ecommerceKeys.wishlist(), 'write'] as const;

function wishlistWith(data: Wishlist, { product, value }: WishlistToggleVariables): Wishlist {
  const others = data.products.filter((candidate) => candidate.id !== product.id);
  return { products: value ? [{ ...product, isInWishlist: true }, ...others] : others };
}

/**
 * The heart on a card or product page: the mark and the wishlist change at once; a failure puts
 * back only this product's mark, with an error toast.
 */
export function useToggleWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: wishlistWriteKey,
    mutationFn: ({ product, value }: WishlistToggleVariables) =>
      value ? addToWishlist(product.id) : removeFromWishlist(product.id),
    ...combineOptimistic<WishlistToggleVariables>([
      ...markUpdates<WishlistToggleVariables>(queryClient, 'isInWishlist', ({ value }) => value),
      alsoUpdate<WishlistToggleVariables, Wishlist>(queryClient, ecommerceKeys.wishlist(), {
        update: wishlistWith,
        rollback: (current, variables) =>
          wishlistWith(current, { ...variables, value: !variables.value }),
      }),
    ]),
    meta: { invalidates: [ecommerceKeys.all] },
  });
}

/** The wishlist page's Remove, undoable for a few seconds as the cart's: `run(productId, message)`. */
export function useUndoableRemoveFromWishlist() {
  return useUndoableWrite({
    mutationFn: removeFromWishlist,
    queryKey: ecommerceKeys.wishlist(),
    update: (data: Wishlist, productId: number) => ({
      products: data.products.filter((product) => product.id !== productId),
    }),
    meta: { invalidates: [ecommerceKeys.all] },
  });
}
