import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { optimisticUpdate } from '@/lib/query/optimistic';
import { cartWriteKey, ecommerceKeys, shopWriteInvalidates } from '@/lib/ecommerce/ecommerce-keys';
import { cartSchema, type Cart } from '@/lib/ecommerce/ecommerce-schemas';

export async function updateCartLine(productId: number, qty: number): Promise<Cart> {
  return sendJson('patch', `apps/ecommerce/cart/${productId}`, cartSchema, { json: { qty } });
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

type QtyVariables = { productId: number; qty: number };

/** A stepper's change: the line shows it at once; the totals follow from the server. */
export function useSetCartQty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartWriteKey,
    mutationFn: ({ productId, qty }: QtyVariables) => updateCartLine(productId, qty),
    ...optimisticUpdate<QtyVariables, Cart>(queryClient, {
      queryKey: ecommerceKeys.cart(),
      update: (cart, { productId, qty }) => cartWithQty(cart, productId, qty),
      rollback: (current, { productId }, previous) => {
        const before = previous.products.find((line) => line.id === productId);
        return before ? cartWithQty(current, productId, before.qty) : current;
      },
    }),
    meta: { invalidates: shopWriteInvalidates },
  });
}
