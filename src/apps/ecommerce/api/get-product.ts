import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { ecommerceKeys } from './ecommerce-keys';
import { productAnswerSchema, type ProductAnswer } from './ecommerce-schemas';

export async function getProduct(id: number, signal?: AbortSignal): Promise<ProductAnswer> {
  return productAnswerSchema.parse(
    await http.get(`apps/ecommerce/products/${id}`, { signal }).json(),
  );
}

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ecommerceKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });

/** The product page's data; the route's loader has it (or has said not found). */
export function useProduct(id: number) {
  return useQuery(productQueryOptions(id));
}
