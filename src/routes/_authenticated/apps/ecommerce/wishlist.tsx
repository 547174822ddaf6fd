import { createFileRoute } from '@tanstack/react-router';
import { wishlistQueryOptions } from '@/apps/shop/api/get-wishlist';
import { wishlistPage } from '@/apps/shop/shop-manifest';
import { WishlistPage } from '@/apps/shop/pages/wishlist-page';
import { requireAbility } from '@/lib/ability/route-guards';

export const Route = createFileRoute('/_authenticated/apps/ecommerce/wishlist')({
  beforeLoad: ({ context }) => requireAbility(context, wishlistPage),
  loader: ({ context }) => context.queryClient.prefetchQuery(wishlistQueryOptions()),
  component: WishlistPage,
});
