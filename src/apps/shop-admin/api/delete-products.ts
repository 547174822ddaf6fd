import { send } from '@/lib/http/request';
import { withoutRows } from '@/lib/list/without-rows';
import { useUndoableWrite } from '@/lib/query/undoable';
import type { CatalogPage } from './catalog-schemas';
import type { Product } from '@/lib/ecommerce/ecommerce-schemas';
import { catalogWriteInvalidates, ecommerceKeys } from '@/lib/ecommerce/ecommerce-keys';

/** All or nothing: a product in an order refuses the whole call (409: archive it instead). */
export async function deleteProducts(products: readonly ShownProduct[]): Promise<void> {
  await send('post', 'apps/ecommerce/catalog/products/delete', {
    json: { ids: products.map((row) => row.id), versions: products.map((row) => row.version) },
  });
}

/** A product as the list shows it: a delete names the version it was decided on. */
export type ShownProduct = Pick<Product, 'id' | 'version'>;

/**
 * Deletes products after the undo window: `run(ids, message)`. The rows leave at once; the API's
 * refusal (a product in an order) brings them back with its reason in the error toast.
 */
export function useDeleteProducts() {
  return useUndoableWrite({
    mutationFn: deleteProducts,
    queryKey: ecommerceKeys.catalogLists(),
    update: (page: CatalogPage, products: readonly ShownProduct[]) =>
      withoutRows(
        page,
        'products',
        products.map((product) => product.id),
      ),
    meta: { invalidates: catalogWriteInvalidates },
  });
}
