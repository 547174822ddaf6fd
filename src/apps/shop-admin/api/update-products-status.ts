import { send } from '@/lib/http/request';
import { useUndoableWrite } from '@/lib/query/undoable';
import type { CatalogPage, ProductsStatusInput } from './catalog-schemas';
import { catalogWriteInvalidates, ecommerceKeys } from '@/lib/ecommerce/ecommerce-keys';

export async function updateProductsStatus(input: ProductsStatusInput): Promise<void> {
  await send('post', 'apps/ecommerce/catalog/products/status', { json: input });
}

/** The cached page with the products' new status. */
function withStatus(page: CatalogPage, { ids, status }: ProductsStatusInput): CatalogPage {
  const changed = new Set(ids);
  if (!page.products.some((product) => changed.has(product.id))) return page;
  return {
    ...page,
    products: page.products.map((product) =>
      changed.has(product.id) ? { ...product, status } : product,
    ),
  };
}

/**
 * Publishes, drafts or archives the selected products after the undo window:
 * `run({ ids, status }, message)`. The rows show the new status at once; Undo sends nothing.
 */
export function useUpdateProductsStatus() {
  return useUndoableWrite({
    mutationFn: updateProductsStatus,
    queryKey: ecommerceKeys.catalogLists(),
    update: withStatus,
    meta: { invalidates: catalogWriteInvalidates },
  });
}
