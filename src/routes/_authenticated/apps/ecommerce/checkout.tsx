import { createFileRoute } from '@tanstack/react-router';
import { cartQueryOptions } from '@/apps/shop/api/get-cart';
import { addressesQueryOptions } from '@/apps/shop/api/list-addresses';
import { cartPage, checkoutPage } from '@/apps/shop/shop-manifest';
import { CheckoutPage } from '@/apps/shop/pages/checkout-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { prefetchQuery } from '@/lib/router/route-queries';

export const Route = createFileRoute('/_authenticated/apps/ecommerce/checkout')({
  // After the cart, outside the menu: Apps › E-commerce › Cart › Checkout.
  staticData: { crumb: { titleKey: checkoutPage.titleKey, under: cartPage.path } },
  beforeLoad: ({ context }) => requireAbility(context, checkoutPage),
  // Not waited for: the page says its own loading and failure.
  loader: ({ context }) => {
    prefetchQuery(context.queryClient, cartQueryOptions());
    prefetchQuery(context.queryClient, addressesQueryOptions());
  },
  component: CheckoutPage,
});
