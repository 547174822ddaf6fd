import { lazy, Suspense } from 'react';
import { useRouterState } from '@tanstack/react-router';

// Loaded on the shop's pages only: on every other page it would add its code (and a cart call)
// to what each app's budget counts.
const NavbarCart = lazy(() => import('./navbar-cart'));

/** The navbar's cart badge and dropdown, on the shop's pages. */
export function NavbarCartSlot() {
  const inShop = useRouterState({
    select: (state) => state.location.pathname.startsWith('/apps/ecommerce/'),
  });
  return inShop ? (
    <Suspense fallback={null}>
      <NavbarCart />
    </Suspense>
  ) : null;
}
