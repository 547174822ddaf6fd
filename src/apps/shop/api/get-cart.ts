import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { ecommerceKeys } from '@/lib/ecommerce/ecommerce-keys';
import { cartSchema, type Cart } from '@/lib/ecommerce/ecommerce-schemas';

export async function getCart(signal?: AbortSignal): Promise<Cart> {
  return getJson('apps/ecommerce/cart', cartSchema, { signal });
}

export const cartQueryOptions = () =>
  queryOptions({ queryKey: ecommerceKeys.cart(), queryFn: ({ signal }) => getCart(signal) });

/** The signed-in user's cart, every figure computed by the server. */
export const useCart = (enabled = true) => useQuery({ ...cartQueryOptions(), enabled });
