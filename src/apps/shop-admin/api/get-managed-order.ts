import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { recordLoader } from '@/lib/router/detail-route';
import { getJson } from '@/lib/http/request';
import { ecommerceKeys } from '@/lib/ecommerce/ecommerce-keys';
import { managedOrderSchema, type ManagedOrder } from '@/lib/ecommerce/order-schemas';

export async function getManagedOrder(id: number, signal?: AbortSignal): Promise<ManagedOrder> {
  return getJson(`apps/ecommerce/admin/orders/${id}`, managedOrderSchema, { signal });
}

export const managedOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ecommerceKeys.managedOrder(id),
    queryFn: ({ signal }) => getManagedOrder(id, signal),
  });

/** A managed order's page and its receipt: its number the crumb; other failures said by the page. */
export const loadManagedOrder = recordLoader('orderId', managedOrderQueryOptions, {
  otherErrors: 'page',
  crumb: (order) => order.number,
});

/** One order as its managers see it; the route's loader has filled the cache. */
export const useManagedOrder = (id: number) => useSuspenseQuery(managedOrderQueryOptions(id));
