import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { notificationKeys } from './notification-keys';
import { unreadCountSchema } from './unread-count-schemas';

/** How often the count is read again while the tab is open (until events are pushed). */
export const UNREAD_POLL_MS = 30_000;

export async function countUnreadNotifications({
  signal,
}: { signal?: AbortSignal } = {}): Promise<number> {
  const { unread } = await getJson('api/notifications/unread-count', unreadCountSchema, {
    signal,
  });
  return unread;
}

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => countUnreadNotifications({ signal }),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
  });

/** The unread count, one query shared by every consumer (the bell's badge, the page). */
export function useUnreadNotificationCount() {
  return useQuery(unreadCountQueryOptions());
}
