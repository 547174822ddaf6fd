import { createFileRoute } from '@tanstack/react-router';
import { appRegistry } from '@/app/app-registry';
import { LiveUpdates } from '@/app/live-updates';
import { SignedInProviders } from '@/app/signed-in-app';
import { BookmarkBar, BookmarkBarRoom } from '@/apps/bookmarks/components/bookmark-bar';
import { NavbarSearch } from '@/apps/bookmarks/components/navbar-search';
import { NavbarCartSlot } from '@/apps/ecommerce/components/navbar-cart-slot';
import { NotificationBellSlot } from '@/apps/notifications/components/notification-bell-slot';
import { AppLayout } from '@/components/layout/app-layout';
import { requireSignedIn } from '@/lib/ability/route-guards';

export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ context, location }) => {
    requireSignedIn(context, location);
    // The query cache and the ability, for every signed-in page's guards, loaders and components.
    return context.signedIn.current() ?? context.signedIn.load();
  },
  component: SignedInLayout,
});

function SignedInLayout() {
  const { queryClient } = Route.useRouteContext();
  return (
    <SignedInProviders queryClient={queryClient}>
      <LiveUpdates queryClient={queryClient} />
      <AppLayout
        manifests={appRegistry}
        navbarStart={<BookmarkBar manifests={appRegistry} />}
        navbarStartPlaceholder={<BookmarkBarRoom />}
        navbarEnd={
          <>
            <NavbarSearch manifests={appRegistry} />
            <NavbarCartSlot />
            <NotificationBellSlot />
          </>
        }
      />
    </SignedInProviders>
  );
}
