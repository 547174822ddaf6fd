import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { ecommerceKeys } from './ecommerce-keys';
import { cartSchema, wishlistSchema, type Cart, type Wishlist } from './ecommerce-schemas';

export async function getCart(signal?: AbortSignal): Promise<Cart> {
  return cartSchema.parse(await http.get('apps/ecommerce/cart', { signal }).json());
}

export async function getWishlist(signal?: AbortSignal): Promise<Wishlist> {
  return wishlistSchema.parse(await http.get('apps/ecommerce/wishlist', { signal }).json());
}

export const cartQueryOptions = () =>
  queryOptions({ queryKey: ecommerceKeys.cart(), queryFn: ({ signal }) => getCart(signal) });

export const wishlistQueryOptions = () =>
  queryOptions({
    queryKey: ecommerceKeys.wishlist(),
    queryFn: ({ signal }) => getWishlist(signal),
  });

/** The signed-in user's cart, every figure computed by the server. */
export const useCart = (enabled = true) => useQuery({ ...cartQueryOptions(), enabled });

export const useWishlist = () => useQuery(wishlistQueryOptions());
