import { createFileRoute } from '@tanstack/react-router';
import { cartQueryOptions } from '@/apps/shop/api/get-cart';
import { addressesQueryOptions } from '@/apps/shop/api/list-addresses';
import { checkoutPage } from '@/apps/shop/shop-manifest';
import { CheckoutPage } from '@/apps/shop/pages/checkout-page';
import { requireAbility } from '@/lib/ability/route-guards';

export const Route = createFileRoute('/_authenticated/apps/ecommerce/checkout')({
  beforeLoad: ({ context }) => requireAbility(context, checkoutPage),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.prefetchQuery(cartQueryOptions()),
      context.queryClient.prefetchQuery(addressesQueryOptions()),
    ]),
  component: CheckoutPage,
});
