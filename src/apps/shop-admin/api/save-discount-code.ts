import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { ecommerceKeys } from '@/lib/ecommerce/ecommerce-keys';
import {
  discountCodeAnswerSchema,
  type DiscountCodeInput,
  type DiscountCodeRecord,
} from './discount-schemas';

/** A code's write changes its list and what the carts holding it take off: all refetch. */
const discountWriteInvalidates = [ecommerceKeys.all];

export async function createDiscountCode(input: DiscountCodeInput): Promise<DiscountCodeRecord> {
  const { code } = await sendJson('post', 'apps/ecommerce/discounts', discountCodeAnswerSchema, {
    json: input,
    creates: true,
  });
  return code;
}

/** Names the version the form was opened with: a code changed meanwhile is refused (412). */
export async function updateDiscountCode({
  id,
  version,
  ...input
}: DiscountCodeInput & { id: number; version?: number }): Promise<DiscountCodeRecord> {
  const { code } = await sendJson(
    'put',
    `apps/ecommerce/discounts/${id}`,
    discountCodeAnswerSchema,
    { json: input, version },
  );
  return code;
}

/** Adds a code; the drawer closes once the list shows it. */
export function useCreateDiscountCode() {
  return useMutation({
    mutationFn: createDiscountCode,
    meta: {
      successMessage: 'ecommerce.discounts.notifications.added',
      // The form shows the API's errors by its fields (a taken code) or above them.
      errorToast: false,
      invalidates: discountWriteInvalidates,
    },
  });
}

/** Saves a code's form. */
export function useUpdateDiscountCode() {
  return useMutation({
    mutationFn: updateDiscountCode,
    meta: {
      successMessage: 'ecommerce.discounts.notifications.saved',
      errorToast: false,
      invalidates: discountWriteInvalidates,
    },
  });
}
