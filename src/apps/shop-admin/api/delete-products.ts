import { send } from '@/lib/http/request';
import { withoutRows } from '@/lib/list/without-rows';
import { useUndoableWrite } from '@/lib/query/undoable';
import type { CatalogPage } from './catalog-schemas';
import { catalogWriteInvalidates, ecommerceKeys } from '@/lib/ecommerce/ecommerce-keys';

/** All or nothing: a product in an order refuses the whole call (409: archive it instead). */
export async function deleteProducts(ids: readonly number[]): Promise<void> {
  await send('post', 'apps/ecommerce/catalog/products/delete', { json: { ids } });
}

/**
 * Deletes products after the undo window: `run(ids, message)`. The rows leave at once; the API's
 * refusal (a product in an order) brings them back with its reason in the error toast.
 */
export function useDeleteProducts() {
  return useUndoableWrite({
    mutationFn: deleteProducts,
    queryKey: ecommerceKeys.catalogLists(),
    update: (page: CatalogPage, ids: readonly number[]) => withoutRows(page, 'products', ids),
    meta: { invalidates: catalogWriteInvalidates },
  });
}
