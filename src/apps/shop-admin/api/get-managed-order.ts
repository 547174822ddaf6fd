import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { ensureOrNotFound } from '@/lib/router/detail-route';
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

/**
 * The loader of a managed order's page and of its receipt: the order in the cache, its number
 * the crumb; a failure other than a 404 is shown by the page, with Retry.
 */
export const loadManagedOrder = ({
  context,
  params,
}: {
  context: { queryClient: QueryClient };
  params: { orderId: number };
}) =>
  ensureOrNotFound(context.queryClient, managedOrderQueryOptions(params.orderId), {
    otherErrors: 'page',
    crumb: (order) => order.number,
  });

/** One order as its managers see it; the route's loader has filled the cache. */
export const useManagedOrder = (id: number) => useSuspenseQuery(managedOrderQueryOptions(id));
