import { createFileRoute } from '@tanstack/react-router';
import { appRegistry } from '@/app/app-registry';
import { LiveUpdates } from '@/app/live-updates';
import { SignedInProviders } from '@/app/signed-in-app';
import { BookmarkBar, BookmarkBarRoom } from '@/apps/bookmarks/components/bookmark-bar';
import { NavbarSearch, SearchShortcuts } from '@/apps/bookmarks/components/navbar-search';
import { NavbarCartSlot } from '@/apps/shop/components/navbar-cart-slot';
import { NotificationBellSlot } from '@/apps/notifications/components/notification-bell-slot';
import { AppLayout } from '@/components/layout/app-layout';
import { requireSignedIn } from '@/lib/ability/route-guards';
import { featureServed } from '@/lib/features/feature-served';

export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ context, location }) => {
    requireSignedIn(context, location);
    // The query cache and the ability, for every signed-in page's guards, loaders and components.
    return context.signedIn.current() ?? context.signedIn.load();
  },
  component: SignedInLayout,
});

// The navbar shows, and the tab opens, only what the backend serves (config.json's `features`):
// the search stays, offering the menu's pages, and finds records where `search` is served.
function SignedInLayout() {
  const { queryClient } = Route.useRouteContext();
  const bookmarks = featureServed('bookmarks');
  return (
    <SignedInProviders queryClient={queryClient}>
      {featureServed('live-events') ? <LiveUpdates queryClient={queryClient} /> : null}
      {/* The search's keys work from the layout's first paint, before the navbar's button. */}
      <SearchShortcuts manifests={appRegistry}>
        {(openSearch) => (
          <AppLayout
            manifests={appRegistry}
            navbarStart={bookmarks ? <BookmarkBar manifests={appRegistry} /> : undefined}
            navbarStartPlaceholder={bookmarks ? <BookmarkBarRoom /> : undefined}
            navbarEnd={
              <>
                <NavbarSearch onOpen={openSearch} />
                {featureServed('cart') ? <NavbarCartSlot /> : null}
                {featureServed('notifications') ? <NotificationBellSlot /> : null}
              </>
            }
          />
        )}
      </SearchShortcuts>
    </SignedInProviders>
  );
}
