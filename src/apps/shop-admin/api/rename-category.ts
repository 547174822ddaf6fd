import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import {
  categoryAnswerSchema,
  type Category,
  type CategoryInput,
} from '@/lib/ecommerce/category-schemas';
import { ecommerceKeys } from '@/lib/ecommerce/ecommerce-keys';

export type CategoryRename = CategoryInput & { slug: string };

export async function renameCategory({ slug, ...input }: CategoryRename): Promise<Category> {
  const { category } = await sendJson(
    'put',
    `apps/ecommerce/categories/${encodeURIComponent(slug)}`,
    categoryAnswerSchema,
    { json: input },
  );
  return category;
}

/**
 * Renames a category: every screen reads the name from the categories query, so the shop's
 * filter, the product form and the Products list show the new name once it refetches.
 */
export function useRenameCategory() {
  return useMutation({
    mutationFn: renameCategory,
    meta: {
      successMessage: 'ecommerce.categoryAdmin.notifications.renamed',
      errorToast: false,
      invalidates: [ecommerceKeys.categories()],
    },
  });
}
