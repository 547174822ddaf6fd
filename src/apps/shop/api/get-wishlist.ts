import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { ecommerceKeys } from '@/lib/ecommerce/ecommerce-keys';
import { wishlistSchema, type Wishlist } from '@/lib/ecommerce/ecommerce-schemas';

export async function getWishlist(signal?: AbortSignal): Promise<Wishlist> {
  return getJson('apps/ecommerce/wishlist', wishlistSchema, { signal });
}

export const wishlistQueryOptions = () =>
  queryOptions({
    queryKey: ecommerceKeys.wishlist(),
    queryFn: ({ signal }) => getWishlist(signal),
  });

export const useWishlist = () => useQuery(wishlistQueryOptions());
