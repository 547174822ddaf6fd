import { lazy, Suspense } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { cartPage, checkoutPage, ordersPage, shopPage, wishlistPage } from '../shop-manifest';

// Loaded on the buyer's pages only: on every other page it would add its code (and a cart call)
// to what each app's budget counts.
const NavbarCart = lazy(() => import('./navbar-cart'));

const buyerPaths = [shopPage, wishlistPage, cartPage, checkoutPage, ordersPage].map(
  (page) => page.path,
);
/** A product's page in the shop (`/apps/ecommerce/products/42`); the list there is the managers'. */
const productPaths = (shopPage.recordPaths ?? []).map((path) => `${path}/`);

/** Where a buyer shops: the shop, a product, the wishlist, the cart, checkout, their orders. */
export function isBuyerPage(pathname: string): boolean {
  return (
    buyerPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`)) ||
    productPaths.some((path) => pathname.startsWith(path) && pathname.length > path.length)
  );
}

/** The navbar's cart badge and dropdown, on the buyer's pages (not the managers' lists). */
export function NavbarCartSlot() {
  const inShop = useRouterState({ select: (state) => isBuyerPage(state.location.pathname) });
  return inShop ? (
    <Suspense fallback={null}>
      <NavbarCart />
    </Suspense>
  ) : null;
}
