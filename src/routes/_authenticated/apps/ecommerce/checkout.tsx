import { createFileRoute } from '@tanstack/react-router';
import { cartQueryOptions } from '@/apps/ecommerce/api/get-cart';
import { addressesQueryOptions } from '@/apps/ecommerce/api/list-addresses';
import { checkoutPage } from '@/apps/ecommerce/ecommerce-manifest';
import { CheckoutPage } from '@/apps/ecommerce/pages/checkout-page';
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
