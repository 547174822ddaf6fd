import { sendJson } from '@/lib/http/request';
import { useUndoableWrite } from '@/lib/query/undoable';
import { ecommerceKeys, shopWriteInvalidates } from '@/lib/ecommerce/ecommerce-keys';
import { wishlistSchema, type Wishlist } from '@/lib/ecommerce/ecommerce-schemas';

export async function removeFromWishlist(productId: number): Promise<Wishlist> {
  return sendJson('delete', `apps/ecommerce/wishlist/${productId}`, wishlistSchema);
}

/** The wishlist page's Remove, undoable for a few seconds as the cart's: `run(productId, message)`. */
export function useUndoableRemoveFromWishlist() {
  return useUndoableWrite({
    mutationFn: removeFromWishlist,
    queryKey: ecommerceKeys.wishlist(),
    update: (data: Wishlist, productId: number) => ({
      products: data.products.filter((product) => product.id !== productId),
    }),
    meta: { invalidates: shopWriteInvalidates },
  });
}
