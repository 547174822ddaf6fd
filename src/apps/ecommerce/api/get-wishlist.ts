import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { ecommerceKeys } from './ecommerce-keys';
import { wishlistSchema, type Wishlist } from './ecommerce-schemas';

export async function getWishlist(signal?: AbortSignal): Promise<Wishlist> {
  return wishlistSchema.parse(await http.get('apps/ecommerce/wishlist', { signal }).json());
}

export const wishlistQueryOptions = () =>
  queryOptions({
    queryKey: ecommerceKeys.wishlist(),
    queryFn: ({ signal }) => getWishlist(signal),
  });

export const useWishlist = () => useQuery(wishlistQueryOptions());
