import { createFileRoute } from '@tanstack/react-router';
import { appRegistry } from '@/app/app-registry';
import { BookmarkBar, BookmarkBarRoom } from '@/apps/bookmarks/components/bookmark-bar';
import { NavbarSearch } from '@/apps/bookmarks/components/navbar-search';
import { NavbarCartSlot } from '@/apps/ecommerce/components/navbar-cart-slot';
import { AppLayout } from '@/components/layout/app-layout';
import { requireSignedIn } from '@/lib/ability/route-guards';

export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ context, location }) => requireSignedIn(context, location),
  component: () => (
    <AppLayout
      manifests={appRegistry}
      navbarStart={<BookmarkBar manifests={appRegistry} />}
      navbarStartPlaceholder={<BookmarkBarRoom />}
      navbarEnd={
        <>
          <NavbarSearch manifests={appRegistry} />
          <NavbarCartSlot />
        </>
      }
    />
  ),
});
