import { queryOptions } from '@tanstack/react-query';
import { fetchAllPages } from '@/lib/list/fetch-all-pages';
import { toSearchParams } from '@/lib/list/list-search';
import { listPages, useListQuery } from '@/lib/list/use-list-query';
import { getJson } from '@/lib/http/request';
import type { CatalogSearch } from '../catalog-search';
import { catalogPageSchema, type CatalogPage } from './catalog-schemas';
import type { Product } from '@/lib/ecommerce/ecommerce-schemas';
import { shopAdminKeys } from './shop-admin-keys';

export async function getCatalogProducts(
  search: CatalogSearch,
  options: { allData?: boolean; signal?: AbortSignal } = {},
): Promise<CatalogPage> {
  const searchParams = toSearchParams(search, options.allData ? { allData: 'true' } : {});
  return getJson('apps/ecommerce/catalog/products', catalogPageSchema, {
    searchParams,
    signal: options.signal,
  });
}

export const catalogProductsQueryOptions = (search: CatalogSearch) =>
  queryOptions({
    queryKey: shopAdminKeys.catalogList(search),
    queryFn: ({ signal }) => getCatalogProducts(search, { signal }),
  });

/** One page of the catalogue (the list idiom: `useListQuery`). */
export function useCatalogProducts(search: CatalogSearch) {
  return useListQuery(
    catalogProductsQueryOptions(search),
    listPages(catalogProductsQueryOptions, search),
  );
}

/** Every product matching the search, in the list's order (the CSV export). */
export async function getAllMatchingCatalogProducts(search: CatalogSearch): Promise<Product[]> {
  const answer = await getCatalogProducts({ ...search, page: 1 }, { allData: true });
  if (answer.allData) return answer.allData;
  const perPage = 100;
  return fetchAllPages(async (page) => {
    const { products, total } = await getCatalogProducts({ ...search, page, perPage });
    return { rows: products, total };
  }, perPage);
}
