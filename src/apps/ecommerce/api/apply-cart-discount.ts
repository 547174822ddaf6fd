import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { cartWriteKey, shopWriteInvalidates } from './ecommerce-keys';
import { cartSchema, type Cart } from './ecommerce-schemas';

export async function applyCartDiscount(code: string): Promise<Cart> {
  return cartSchema.parse(
    await http.post('apps/ecommerce/cart/discount', { json: { code } }).json(),
  );
}

/** The discount form shows a wrong code by its field: no error toast. */
export function useApplyDiscount() {
  return useMutation({
    mutationKey: cartWriteKey,
    mutationFn: applyCartDiscount,
    meta: {
      successMessage: 'ecommerce.notifications.codeApplied',
      errorToast: false,
      invalidates: shopWriteInvalidates,
    },
  });
}
