import { queryOptions } from '@tanstack/react-query';
import { fetchAllPages } from '@/lib/list/fetch-all-pages';
import { toSearchParams } from '@/lib/list/list-search';
import { listPages, useListQuery } from '@/lib/list/use-list-query';
import { getJson } from '@/lib/http/request';
import type { ManagedOrdersSearch } from '../managed-orders-search';
import { shopAdminKeys } from './shop-admin-keys';
import {
  managedOrdersPageSchema,
  type ManagedOrder,
  type ManagedOrdersPage,
} from '@/lib/ecommerce/order-schemas';

export async function listManagedOrders(
  search: ManagedOrdersSearch,
  options: { allData?: boolean; signal?: AbortSignal } = {},
): Promise<ManagedOrdersPage> {
  const searchParams = toSearchParams(search, options.allData ? { allData: 'true' } : {});
  return getJson('apps/ecommerce/admin/orders', managedOrdersPageSchema, {
    searchParams,
    signal: options.signal,
  });
}

export const managedOrdersQueryOptions = (search: ManagedOrdersSearch) =>
  queryOptions({
    queryKey: shopAdminKeys.managedOrderList(search),
    queryFn: ({ signal }) => listManagedOrders(search, { signal }),
  });

/** One page of every buyer's orders (the list idiom: `useListQuery`). */
export function useManagedOrders(search: ManagedOrdersSearch) {
  return useListQuery(
    managedOrdersQueryOptions(search),
    listPages(managedOrdersQueryOptions, search),
  );
}

/** Every order matching the search, in the list's order (the CSV export). */
export async function getAllMatchingManagedOrders(
  search: ManagedOrdersSearch,
): Promise<ManagedOrder[]> {
  const answer = await listManagedOrders({ ...search, page: 1 }, { allData: true });
  if (answer.allData) return answer.allData;
  const perPage = 100;
  return fetchAllPages(async (page) => {
    const { orders, total } = await listManagedOrders({ ...search, page, perPage });
    return { rows: orders, total };
  }, perPage);
}
