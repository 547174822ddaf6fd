import { createFileRoute } from '@tanstack/react-router';
import { cartQueryOptions } from '@/apps/shop/api/get-cart';
import { cartPage } from '@/apps/shop/shop-manifest';
import { CartPage } from '@/apps/shop/pages/cart-page';
import { requireAbility } from '@/lib/ability/route-guards';

export const Route = createFileRoute('/_authenticated/apps/ecommerce/cart')({
  beforeLoad: ({ context }) => requireAbility(context, cartPage),
  loader: ({ context }) => context.queryClient.prefetchQuery(cartQueryOptions()),
  component: CartPage,
});
