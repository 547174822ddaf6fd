import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { ecommerceKeys } from '@/lib/ecommerce/ecommerce-keys';
import { productAnswerSchema, type ProductAnswer } from '@/lib/ecommerce/ecommerce-schemas';

export async function getProduct(id: number, signal?: AbortSignal): Promise<ProductAnswer> {
  return getJson(`apps/ecommerce/products/${id}`, productAnswerSchema, { signal });
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
