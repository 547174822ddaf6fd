import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { ecommerceKeys } from './ecommerce-keys';
import {
  addressesSchema,
  orderSchema,
  ordersPageSchema,
  type Addresses,
  type Order,
  type OrdersPage,
  type PlaceOrder,
} from './order-schemas';

export async function getOrders(page: number, signal?: AbortSignal): Promise<OrdersPage> {
  return ordersPageSchema.parse(
    await http.get('apps/ecommerce/orders', { searchParams: { page }, signal }).json(),
  );
}

export async function getOrder(id: number, signal?: AbortSignal): Promise<Order> {
  return orderSchema.parse(await http.get(`apps/ecommerce/orders/${id}`, { signal }).json());
}

export async function getAddresses(signal?: AbortSignal): Promise<Addresses> {
  return addressesSchema.parse(await http.get('apps/ecommerce/addresses', { signal }).json());
}

export async function placeOrder(input: PlaceOrder): Promise<Order> {
  return orderSchema.parse(await http.post('apps/ecommerce/orders', { json: input }).json());
}

export const ordersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ecommerceKeys.orderList(page),
    queryFn: ({ signal }) => getOrders(page, signal),
    placeholderData: keepPreviousData,
  });

export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ecommerceKeys.order(id),
    queryFn: ({ signal }) => getOrder(id, signal),
  });

export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: ecommerceKeys.addresses(),
    queryFn: ({ signal }) => getAddresses(signal),
  });

export const useOrders = (page: number) => useQuery(ordersQueryOptions(page));
export const useOrder = (id: number) => useQuery(orderQueryOptions(id));
export const useAddresses = () => useQuery(addressesQueryOptions());

/**
 * Places the order: the cart becomes an order on the server. The cart, the products' marks,
 * the orders and the saved addresses refetch. Field errors are shown by the checkout's steps.
 */
export function usePlaceOrder() {
  return useMutation({
    mutationFn: placeOrder,
    meta: {
      successMessage: 'ecommerce.notifications.orderPlaced',
      errorToast: false,
      invalidates: [ecommerceKeys.all],
    },
  });
}
