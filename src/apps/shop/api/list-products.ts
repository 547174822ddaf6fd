import { queryOptions } from '@tanstack/react-query';
import { listPages, useListQuery } from '@/lib/list/use-list-query';
import { getJson } from '@/lib/http/request';
import type { ProductsSearch } from '../shop-search';
import { SHOP_DEFAULT_PER_PAGE } from '@/lib/ecommerce/ecommerce-values';
import { shopKeys } from './shop-keys';
import { productsPageSchema, type ProductsPage } from '@/lib/ecommerce/ecommerce-schemas';

/** The search as the API's query string: lists as repeated names, unset values left out. */
export function productsParams(search: ProductsSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  return params;
}

export async function getProducts(
  search: ProductsSearch,
  signal?: AbortSignal,
): Promise<ProductsPage> {
  return getJson('apps/ecommerce/products', productsPageSchema, {
    searchParams: productsParams(search),
    signal,
  });
}

export const productsQueryOptions = (search: ProductsSearch) =>
  queryOptions({
    queryKey: shopKeys.productList(search),
    queryFn: ({ signal }) => getProducts(search, signal),
  });

/** One page of the shop (the list idiom: the previous page stays, dimmed, while the next loads). */
export function useProducts(search: ProductsSearch) {
  return useListQuery(
    productsQueryOptions(search),
    listPages(productsQueryOptions, search, SHOP_DEFAULT_PER_PAGE),
  );
}
