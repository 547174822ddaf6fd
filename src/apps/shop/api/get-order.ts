import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ensureOrNotFound } from '@/lib/router/detail-route';
import { getJson } from '@/lib/http/request';
import { ecommerceKeys } from '@/lib/ecommerce/ecommerce-keys';
import { orderSchema, type Order } from '@/lib/ecommerce/order-schemas';

export async function getOrder(id: number, signal?: AbortSignal): Promise<Order> {
  return getJson(`apps/ecommerce/orders/${id}`, orderSchema, { signal });
}

export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ecommerceKeys.order(id),
    queryFn: ({ signal }) => getOrder(id, signal),
  });

/**
 * The loader of an order's page and of its receipt: the order in the cache, its number the
 * crumb; a failure other than a 404 is shown by the page, with Retry.
 */
export const loadOrder = ({
  context,
  params,
}: {
  context: { queryClient: QueryClient };
  params: { orderId: number };
}) =>
  ensureOrNotFound(context.queryClient, orderQueryOptions(params.orderId), {
    otherErrors: 'page',
    crumb: (order) => order.number,
  });

export const useOrder = (id: number) => useQuery(orderQueryOptions(id));
