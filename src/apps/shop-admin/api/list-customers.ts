import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { fetchAllPages } from '@/lib/list/fetch-all-pages';
import { toSearchParams } from '@/lib/list/list-search';
import { listPages, useListQuery } from '@/lib/list/use-list-query';
import type { CustomersSearch } from '../customers-search';
import { customersPageSchema, type Customer, type CustomersPage } from './customer-schemas';
import { shopAdminKeys } from './shop-admin-keys';

export async function listCustomers(
  search: CustomersSearch,
  options: { allData?: boolean; signal?: AbortSignal } = {},
): Promise<CustomersPage> {
  const searchParams = toSearchParams(search, options.allData ? { allData: 'true' } : {});
  return getJson('apps/ecommerce/customers', customersPageSchema, {
    searchParams,
    signal: options.signal,
  });
}

export const customersQueryOptions = (search: CustomersSearch) =>
  queryOptions({
    queryKey: shopAdminKeys.customerList(search),
    queryFn: ({ signal }) => listCustomers(search, { signal }),
  });

/** One page of customers (the list idiom: `useListQuery`). */
export function useCustomers(search: CustomersSearch) {
  return useListQuery(customersQueryOptions(search), listPages(customersQueryOptions, search));
}

/** Every customer matching the search, in the list's order (the CSV export). */
export async function getAllMatchingCustomers(search: CustomersSearch): Promise<Customer[]> {
  const answer = await listCustomers({ ...search, page: 1 }, { allData: true });
  if (answer.allData) return answer.allData;
  const perPage = 100;
  return fetchAllPages(async (page) => {
    const { customers, total } = await listCustomers({ ...search, page, perPage });
    return { rows: customers, total };
  }, perPage);
}
