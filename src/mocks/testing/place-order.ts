import { callApi, type CallResult } from './mock-api-client';

/** A delivery address the checkout accepts: the mock's tests place their orders with it. */
export const testAddress = {
  fullName: 'Ada Client',
  line1: '12 Main Street',
  city: 'Springfield',
  postalCode: '62704',
  country: 'US',
  phone: '+1 555 123 4567',
} as const;

/**
 * A buyer's order, as the checkout places it: one line in their cart (`qty` 1 unless said, the
 * product's `color` when it has colours), then `POST /apps/ecommerce/orders`, cash on delivery.
 * Returns that answer (201 with the order's id and number); a cart that refuses the line throws.
 */
export async function placeOrder(
  auth: { token: string; session?: string },
  line: { productId: number; qty?: number; color?: string | null },
): Promise<CallResult<{ id: number; number: string }>> {
  const cart = await callApi('/apps/ecommerce/cart', {
    ...auth,
    body: { productId: line.productId, qty: line.qty ?? 1, color: line.color },
  });
  if (cart.status !== 200) throw new Error(`the cart refused the line: ${cart.status}`);
  return callApi('/apps/ecommerce/orders', {
    ...auth,
    body: { address: testAddress, payment: { method: 'cod' } },
  });
}
