import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import {
  categoryAnswerSchema,
  type Category,
  type CategoryInput,
} from '@/lib/ecommerce/category-schemas';
import { ecommerceKeys } from '@/lib/ecommerce/ecommerce-keys';

/** With the version the form opened: a category renamed meanwhile is refused (412). */
export type CategoryRename = CategoryInput & { slug: string; version?: number };

export async function renameCategory({
  slug,
  version,
  ...input
}: CategoryRename): Promise<Category> {
  const { category } = await sendJson(
    'put',
    `apps/ecommerce/categories/${encodeURIComponent(slug)}`,
    categoryAnswerSchema,
    { json: input, version },
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
