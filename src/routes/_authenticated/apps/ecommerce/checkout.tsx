import { createFileRoute } from '@tanstack/react-router';
import { cartQueryOptions } from '@/apps/ecommerce/api/get-cart';
import { addressesQueryOptions } from '@/apps/ecommerce/api/list-addresses';
import { checkoutPage } from '@/apps/ecommerce/ecommerce-manifest';
import { CheckoutPage } from '@/apps/ecommerce/pages/checkout-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { prefetchQuery } from '@/lib/router/route-queries';

export const Route = createFileRoute('/_authenticated/apps/ecommerce/checkout')({
  beforeLoad: ({ context }) => requireAbility(context, checkoutPage),
  // Not waited for: the page says its own loading and failure.
  loader: ({ context }) => {
    prefetchQuery(context.queryClient, cartQueryOptions());
    prefetchQuery(context.queryClient, addressesQueryOptions());
  },
  component: CheckoutPage,
});
