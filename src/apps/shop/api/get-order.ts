import { queryOptions, useQuery } from '@tanstack/react-query';
import { recordLoader } from '@/lib/router/detail-route';
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

/** An order's page and its receipt: its number the crumb; other failures said by the page. */
export const loadOrder = recordLoader('orderId', orderQueryOptions, {
  otherErrors: 'page',
  crumb: (order) => order.number,
});

export const useOrder = (id: number) => useQuery(orderQueryOptions(id));
