import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { useUndoableWrite } from '@/lib/query/undoable';
import { ecommerceKeys } from './ecommerce-keys';
import {
  cartSchema,
  type Cart,
  type CartAdd,
  type CartLine,
  type ProductView,
} from './ecommerce-schemas';
import { alsoUpdate, combineOptimistic, markUpdates } from './product-marks';

export async function addToCart(input: CartAdd): Promise<Cart> {
  return cartSchema.parse(await http.post('apps/ecommerce/cart', { json: input }).json());
}

export async function setCartQty(productId: number, qty: number): Promise<Cart> {
  return cartSchema.parse(
    await http.patch(`apps/ecommerce/cart/${productId}`, { json: { qty } }).json(),
  );
}

export async function removeFromCart(productId: number): Promise<Cart> {
  return cartSchema.parse(await http.delete(`apps/ecommerce/cart/${productId}`).json());
}

export async function applyDiscount(code: string): Promise<Cart> {
  return cartSchema.parse(
    await http.post('apps/ecommerce/cart/discount', { json: { code } }).json(),
  );
}

export async function removeDiscount(): Promise<Cart> {
  return cartSchema.parse(await http.delete('apps/ecommerce/cart/discount').json());
}

/** Every cart write shares one key: the cart and the marks refetch once, after the last. */
const cartWriteKey = [...ecommerceKeys.cart(), 'write'] as const;

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

/** A cart with one line's quantity changed. */
export function cartWithQty(cart: Cart, productId: number, qty: number): Cart {
  const line = cart.products.find((candidate) => candidate.id === productId);
  if (!line) return cart;
  return {
    ...cart,
    products: cart.products.map((candidate) =>
      candidate.id === productId
        ? { ...candidate, qty, lineTotal: candidate.price * qty }
        : candidate,
    ),
    count: cart.count - line.qty + qty,
  };
}

const invalidates = [ecommerceKeys.all];

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
      alsoUpdate<AddToCartVariables, Cart>(queryClient, ecommerceKeys.cart(), {
        update: cartWithAdded,
        rollback: (current, variables) =>
          cartWithAdded(current, { ...variables, qty: -(variables.qty ?? 1) }),
      }),
    ]),
    meta: { successMessage: 'ecommerce.notifications.addedToCart', invalidates },
  });
}

type LineVariables = { product: ProductView };

/** Removes a line at once (and the product's mark); a failure puts it back. */
export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartWriteKey,
    mutationFn: ({ product }: LineVariables) => removeFromCart(product.id),
    ...combineOptimistic<LineVariables>([
      ...markUpdates<LineVariables>(queryClient, 'isInCart', () => false),
      alsoUpdate<LineVariables, Cart>(queryClient, ecommerceKeys.cart(), {
        update: (cart, { product }) => cartWithout(cart, product.id),
      }),
    ]),
    meta: { successMessage: 'ecommerce.notifications.removedFromCart', invalidates },
  });
}

type QtyVariables = { productId: number; qty: number };

/** A stepper's change: the line shows it at once; the totals follow from the server. */
export function useSetCartQty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartWriteKey,
    mutationFn: ({ productId, qty }: QtyVariables) => setCartQty(productId, qty),
    ...combineOptimistic<QtyVariables>([
      alsoUpdate<QtyVariables, Cart>(queryClient, ecommerceKeys.cart(), {
        update: (cart, { productId, qty }) => cartWithQty(cart, productId, qty),
        rollback: (current, { productId }, previous) => {
          const before = previous.products.find((line) => line.id === productId);
          return before ? cartWithQty(current, productId, before.qty) : current;
        },
      }),
    ]),
    meta: { invalidates },
  });
}

/** The discount form shows a wrong code by its field: no error toast. */
export function useApplyDiscount() {
  return useMutation({
    mutationKey: cartWriteKey,
    mutationFn: applyDiscount,
    meta: { successMessage: 'ecommerce.notifications.codeApplied', errorToast: false, invalidates },
  });
}

export function useRemoveDiscount() {
  return useMutation({
    mutationKey: cartWriteKey,
    mutationFn: removeDiscount,
    meta: { invalidates },
  });
}

/**
 * The cart page's Remove: the line leaves the cart (and the badge) at once and a toast offers
 * Undo; the call is made when the toast is gone. Undo puts the line back and nothing reaches the
 * server; a failed call puts it back with an error toast. `run(productId, message)`.
 */
export function useUndoableRemoveFromCart() {
  return useUndoableWrite({
    mutationFn: removeFromCart,
    queryKey: ecommerceKeys.cart(),
    update: (cart: Cart, productId: number) => cartWithout(cart, productId),
    meta: { invalidates },
  });
}
