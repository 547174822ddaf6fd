import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { catalogProductAnswerSchema, type ProductInput } from './catalog-schemas';
import type { Product } from '@/lib/ecommerce/ecommerce-schemas';
import { catalogWriteInvalidates } from '@/lib/ecommerce/ecommerce-keys';

export async function createProduct(input: ProductInput): Promise<Product> {
  const { product } = await sendJson(
    'post',
    'apps/ecommerce/catalog/products',
    catalogProductAnswerSchema,
    { json: input, creates: true },
  );
  return product;
}

/** Adds a product; the drawer closes once the lists show it. */
export function useCreateProduct() {
  return useMutation({
    mutationFn: createProduct,
    meta: {
      successMessage: 'ecommerce.catalog.notifications.added',
      // The form shows the API's errors by its fields (a taken SKU) or above them.
      errorToast: false,
      invalidates: catalogWriteInvalidates,
    },
  });
}
