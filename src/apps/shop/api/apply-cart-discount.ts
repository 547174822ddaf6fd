import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { cartWriteKey, shopWriteInvalidates } from '@/lib/ecommerce/ecommerce-keys';
import { cartSchema, type Cart } from '@/lib/ecommerce/ecommerce-schemas';

export async function applyCartDiscount(code: string): Promise<Cart> {
  return sendJson('post', 'apps/ecommerce/cart/discount', cartSchema, { json: { code } });
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
