import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { ecommerceKeys } from '@/lib/ecommerce/ecommerce-keys';
import { orderSchema, type Order, type PlaceOrder } from '@/lib/ecommerce/order-schemas';

export async function placeOrder(input: PlaceOrder): Promise<Order> {
  return sendJson('post', 'apps/ecommerce/orders', orderSchema, { json: input, creates: true });
}

/**
 * Places the order: the cart becomes an order on the server. The cart, the products' marks,
 * the orders and the saved addresses refetch. Field errors are shown by the checkout's steps.
 */
export function usePlaceOrder() {
  return useMutation({
    mutationFn: placeOrder,
    meta: {
      successMessage: 'ecommerce.notifications.orderPlaced',
      errorToast: false,
      invalidates: [ecommerceKeys.all],
    },
  });
}
