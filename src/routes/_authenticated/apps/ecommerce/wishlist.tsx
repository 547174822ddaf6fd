import { createFileRoute } from '@tanstack/react-router';
import { wishlistQueryOptions } from '@/apps/shop/api/get-wishlist';
import { wishlistPage } from '@/apps/shop/shop-manifest';
import { WishlistPage } from '@/apps/shop/pages/wishlist-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { prefetchQuery } from '@/lib/router/route-queries';

export const Route = createFileRoute('/_authenticated/apps/ecommerce/wishlist')({
  beforeLoad: ({ context }) => requireAbility(context, wishlistPage),
  // Not waited for: the page says its own loading and failure.
  loader: ({ context }) => prefetchQuery(context.queryClient, wishlistQueryOptions()),
  component: WishlistPage,
});
