import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import {
  categoryAnswerSchema,
  type Category,
  type CategoryInput,
} from '@/lib/ecommerce/category-schemas';
import { ecommerceKeys } from '@/lib/ecommerce/ecommerce-keys';

export async function createCategory(input: CategoryInput): Promise<Category> {
  const { category } = await sendJson('post', 'apps/ecommerce/categories', categoryAnswerSchema, {
    json: input,
    creates: true,
  });
  return category;
}

/** Adds a category, last in the order; a taken name is said by the field. */
export function useCreateCategory() {
  return useMutation({
    mutationFn: createCategory,
    meta: {
      successMessage: 'ecommerce.categoryAdmin.notifications.added',
      errorToast: false,
      invalidates: [ecommerceKeys.categories()],
    },
  });
}
