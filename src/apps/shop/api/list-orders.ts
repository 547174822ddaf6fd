import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { listPages, useListQuery } from '@/lib/list/use-list-query';
import type { OrdersSearch } from '../orders-search';
import { ORDERS_PER_PAGE } from '@/lib/ecommerce/ecommerce-values';
import { shopKeys } from './shop-keys';
import { ordersPageSchema, type OrdersPage } from '@/lib/ecommerce/order-schemas';

export async function listOrders(search: OrdersSearch, signal?: AbortSignal): Promise<OrdersPage> {
  const page = search.page ?? 1;
  return getJson('apps/ecommerce/orders', ordersPageSchema, { searchParams: { page }, signal });
}

export const ordersQueryOptions = (search: OrdersSearch) =>
  queryOptions({
    queryKey: shopKeys.orderList(search),
    queryFn: ({ signal }) => listOrders(search, signal),
  });

/** One page of the caller's orders (the list idiom: `useListQuery`). */
export function useOrders(search: OrdersSearch) {
  return useListQuery(
    ordersQueryOptions(search),
    listPages(ordersQueryOptions, search, ORDERS_PER_PAGE),
  );
}
