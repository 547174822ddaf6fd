import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { combineOptimistic, optimisticUpdate } from '@/lib/query/optimistic';
import { useUndoableWrite } from '@/lib/query/undoable';
import { cartWriteKey, ecommerceKeys, shopWriteInvalidates } from '@/lib/ecommerce/ecommerce-keys';
import { cartSchema, type Cart, type ProductView } from '@/lib/ecommerce/ecommerce-schemas';
import { markUpdates } from './product-marks';

export async function removeCartLine(productId: number): Promise<Cart> {
  return sendJson('delete', `apps/ecommerce/cart/${productId}`, cartSchema);
}

/** A cart without the product's line. */
export function cartWithout(cart: Cart, productId: number): Cart {
  const line = cart.products.find((candidate) => candidate.id === productId);
  if (!line) return cart;
  return {
    ...cart,
    products: cart.products.filter((candidate) => candidate.id !== productId),
    count: cart.count - line.qty,
  };
}

type LineVariables = { product: ProductView };

/** Removes a line at once (and the product's mark); a failure puts it back. */
export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartWriteKey,
    mutationFn: ({ product }: LineVariables) => removeCartLine(product.id),
    ...combineOptimistic<LineVariables>([
      ...markUpdates<LineVariables>(queryClient, 'isInCart', () => false),
      optimisticUpdate<LineVariables, Cart>(queryClient, {
        queryKey: ecommerceKeys.cart(),
        update: (cart, { product }) => cartWithout(cart, product.id),
      }),
    ]),
    meta: {
      successMessage: 'ecommerce.notifications.removedFromCart',
      invalidates: shopWriteInvalidates,
    },
  });
}

/**
 * The cart page's Remove: the line leaves the cart (and the badge) at once and a toast offers
 * Undo; the call is made when the toast is gone. Undo puts the line back and nothing reaches the
 * server; a failed call puts it back with an error toast. `run(productId, message)`.
 */
export function useUndoableRemoveFromCart() {
  return useUndoableWrite({
    mutationFn: removeCartLine,
    queryKey: ecommerceKeys.cart(),
    update: (cart: Cart, productId: number) => cartWithout(cart, productId),
    meta: { invalidates: shopWriteInvalidates },
  });
}
