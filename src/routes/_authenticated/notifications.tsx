import { createFileRoute } from '@tanstack/react-router';
import { requireFeature } from '@/lib/ability/route-guards';
import { notificationsQueryOptions } from '@/apps/notifications/api/list-notifications';
import { listParamsOf, notificationsSearchSchema } from '@/apps/notifications/notifications-search';
import { NotificationsPage } from '@/apps/notifications/pages/notifications-page';
import { listLoader } from '@/lib/router/list-route';

// Every signed-in user has notifications of their own: the signed-in layout's guard, and the
// backend serving the feature, are all it needs. A list: asked for by the loader, not awaited
// (src/lib/router/list-route.ts).
export const Route = createFileRoute('/_authenticated/notifications')({
  validateSearch: notificationsSearchSchema,
  staticData: { crumb: { titleKey: 'notifications.title', under: 'home' } },
  beforeLoad: () => requireFeature('notifications'),
  loader: listLoader(notificationsSearchSchema, (search) =>
    notificationsQueryOptions(listParamsOf(search)),
  ),
  component: NotificationsPage,
});
