import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { ecommerceKeys } from './ecommerce-keys';
import { orderSchema, type Order } from './order-schemas';

export async function getOrder(id: number, signal?: AbortSignal): Promise<Order> {
  return orderSchema.parse(await http.get(`apps/ecommerce/orders/${id}`, { signal }).json());
}

export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ecommerceKeys.order(id),
    queryFn: ({ signal }) => getOrder(id, signal),
  });

export const useOrder = (id: number) => useQuery(orderQueryOptions(id));
