import { send } from '@/lib/http/request';
import { useUndoableWrite } from '@/lib/query/undoable';
import type { Category } from '@/lib/ecommerce/category-schemas';
import { ecommerceKeys } from '@/lib/ecommerce/ecommerce-keys';

/** With the version shown: a category renamed meanwhile is refused (412) and comes back. */
export async function deleteCategory({ slug, version }: ShownCategory): Promise<void> {
  await send('delete', `apps/ecommerce/categories/${encodeURIComponent(slug)}`, { version });
}

type ShownCategory = Pick<Category, 'slug' | 'version'>;

/**
 * Deletes a category after the undo window: `run(slug, message)`. It leaves the list at once; the
 * API's refusal (products still in it) brings it back with the reason in the error toast.
 */
export function useDeleteCategory() {
  return useUndoableWrite({
    mutationFn: deleteCategory,
    queryKey: ecommerceKeys.categories(),
    update: (categories: Category[], { slug }: ShownCategory) =>
      categories.filter((category) => category.slug !== slug),
    meta: { invalidates: [ecommerceKeys.categories()] },
  });
}
