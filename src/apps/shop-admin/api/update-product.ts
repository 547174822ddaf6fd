import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { catalogProductAnswerSchema, type ProductInput } from './catalog-schemas';
import type { Product } from '@/lib/ecommerce/ecommerce-schemas';
import { catalogWriteInvalidates } from '@/lib/ecommerce/ecommerce-keys';

/** Names the version the form was opened with: a product changed meanwhile is refused (412). */
export async function updateProduct({
  id,
  version,
  ...input
}: ProductInput & { id: number; version?: number }): Promise<Product> {
  const { product } = await sendJson(
    'put',
    `apps/ecommerce/catalog/products/${id}`,
    catalogProductAnswerSchema,
    { json: input, version },
  );
  return product;
}

/** Saves a product's form: the shop shows the new price and stock at its next read. */
export function useUpdateProduct() {
  return useMutation({
    mutationFn: updateProduct,
    meta: {
      successMessage: 'ecommerce.catalog.notifications.saved',
      errorToast: false,
      invalidates: catalogWriteInvalidates,
    },
  });
}
