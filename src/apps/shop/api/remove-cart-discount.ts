import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { cartWriteKey, shopWriteInvalidates } from '@/lib/ecommerce/ecommerce-keys';
import { cartSchema, type Cart } from '@/lib/ecommerce/ecommerce-schemas';

export async function removeCartDiscount(): Promise<Cart> {
  return sendJson('delete', 'apps/ecommerce/cart/discount', cartSchema);
}

export function useRemoveDiscount() {
  return useMutation({
    mutationKey: cartWriteKey,
    mutationFn: removeCartDiscount,
    meta: { invalidates: shopWriteInvalidates },
  });
}
