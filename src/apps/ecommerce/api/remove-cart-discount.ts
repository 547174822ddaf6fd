import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { cartWriteKey, shopWriteInvalidates } from './ecommerce-keys';
import { cartSchema, type Cart } from './ecommerce-schemas';

export async function removeCartDiscount(): Promise<Cart> {
  return cartSchema.parse(await http.delete('apps/ecommerce/cart/discount').json());
}

export function useRemoveDiscount() {
  return useMutation({
    mutationKey: cartWriteKey,
    mutationFn: removeCartDiscount,
    meta: { invalidates: shopWriteInvalidates },
  });
}
