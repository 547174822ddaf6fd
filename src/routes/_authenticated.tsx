import { createFileRoute } from '@tanstack/react-router';
import { appRegistry } from '@/app/app-registry';
import { BookmarkBar } from '@/apps/bookmarks/components/bookmark-bar';
import { AppLayout } from '@/components/layout/app-layout';
import { requireSignedIn } from '@/lib/ability/route-guards';

export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ context, location }) => requireSignedIn(context, location),
  component: () => <AppLayout items={appRegistry} navbarStart={<BookmarkBar />} />,
});
