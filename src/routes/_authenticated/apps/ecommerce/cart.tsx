import { createFileRoute } from '@tanstack/react-router';
import { cartQueryOptions } from '@/apps/shop/api/get-cart';
import { cartPage } from '@/apps/shop/shop-manifest';
import { CartPage } from '@/apps/shop/pages/cart-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { prefetchQuery } from '@/lib/router/route-queries';

export const Route = createFileRoute('/_authenticated/apps/ecommerce/cart')({
  beforeLoad: ({ context }) => requireAbility(context, cartPage),
  // Not waited for: the page says its own loading and failure.
  loader: ({ context }) => prefetchQuery(context.queryClient, cartQueryOptions()),
  component: CartPage,
});
