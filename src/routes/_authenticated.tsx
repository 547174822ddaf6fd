import { lazy, Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { appRegistry } from '@/app/app-registry';
import { BookmarkBar } from '@/apps/bookmarks/components/bookmark-bar';
import { NavbarSearch } from '@/apps/bookmarks/components/navbar-search';
import { AppLayout } from '@/components/layout/app-layout';
import { requireSignedIn } from '@/lib/ability/route-guards';

// The shop's cart badge, loaded apart so that the shop's code stays out of the entry chunk.
const NavbarCart = lazy(() => import('@/apps/ecommerce/components/navbar-cart'));

export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ context, location }) => requireSignedIn(context, location),
  component: () => (
    <AppLayout
      manifests={appRegistry}
      navbarStart={<BookmarkBar manifests={appRegistry} />}
      navbarEnd={
        <>
          <NavbarSearch manifests={appRegistry} />
          <Suspense fallback={null}>
            <NavbarCart />
          </Suspense>
        </>
      }
    />
  ),
});
