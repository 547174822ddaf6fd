import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { combineOptimistic, optimisticUpdate } from '@/lib/query/optimistic';
import { cartWriteKey, ecommerceKeys, shopWriteInvalidates } from '@/lib/ecommerce/ecommerce-keys';
import {
  cartSchema,
  type Cart,
  type CartAdd,
  type CartLine,
  type ProductView,
} from '@/lib/ecommerce/ecommerce-schemas';
import { markUpdates } from './product-marks';

export async function addToCart(input: CartAdd): Promise<Cart> {
  return sendJson('post', 'apps/ecommerce/cart', cartSchema, { json: input, creates: true });
}

export type AddToCartVariables = { product: ProductView; qty?: number; color?: string | null };

/** A cart with the product's line added to (or grown), and the badge's count with it. */
export function cartWithAdded(
  cart: Cart,
  { product, qty = 1, color = null }: AddToCartVariables,
): Cart {
  const existing = cart.products.find((line) => line.id === product.id);
  const products: CartLine[] = existing
    ? cart.products.map((line) =>
        line.id === product.id ? { ...line, qty: line.qty + qty } : line,
      )
    : [
        ...cart.products,
        { ...product, isInCart: true, qty, color, lineTotal: product.price * qty },
      ];
  return { ...cart, products, count: cart.count + qty };
}

/**
 * Add to cart: the button, the badge and the product's mark change at once; a failure puts them
 * back with an error toast; the cart, the wishlist and the marks refetch when the last write ends.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartWriteKey,
    mutationFn: ({ product, qty, color }: AddToCartVariables) =>
      addToCart({ productId: product.id, qty, color }),
    ...combineOptimistic<AddToCartVariables>([
      ...markUpdates<AddToCartVariables>(queryClient, 'isInCart', () => true),
      optimisticUpdate<AddToCartVariables, Cart>(queryClient, {
        queryKey: ecommerceKeys.cart(),
        update: cartWithAdded,
        rollback: (current, variables) =>
          cartWithAdded(current, { ...variables, qty: -(variables.qty ?? 1) }),
      }),
    ]),
    meta: {
      successMessage: 'ecommerce.notifications.addedToCart',
      invalidates: shopWriteInvalidates,
    },
  });
}
