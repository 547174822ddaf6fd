import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { categoriesSchema, type Category } from './category-schemas';
import { ecommerceKeys } from './ecommerce-keys';

export async function listCategories(signal?: AbortSignal): Promise<Category[]> {
  const { categories } = await getJson('apps/ecommerce/categories', categoriesSchema, { signal });
  return categories;
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ecommerceKeys.categories(),
    queryFn: ({ signal }) => listCategories(signal),
  });

/** Every category, in the shop's order (the routes that show them start the load). */
export const useCategories = () => useQuery(categoriesQueryOptions());

/**
 * A product's category name by its slug, looked up in a Map (a slug is data, never a key of an
 * object); the slug itself until the categories arrive.
 */
export function useCategoryName(): (slug: string) => string {
  const { data } = useCategories();
  return useMemo(() => {
    const names = new Map((data ?? []).map((category) => [category.slug, category.name]));
    return (slug: string) => names.get(slug) ?? slug;
  }, [data]);
}
