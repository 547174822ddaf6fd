import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveEvent, usePollingFallback } from '@/lib/events/live-events';
import { getJson } from '@/lib/http/request';
import { notificationKeys } from './notification-keys';
import { notificationEventSchema } from './notification-schemas';
import { unreadCountSchema } from './unread-count-schemas';

/**
 * How often the count is read again while the live stream cannot open (it pushes each
 * notification with the new count otherwise): the fallback, at a slow pace.
 */
export const UNREAD_POLL_MS = 60_000;

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
    refetchIntervalInBackground: false,
  });

/**
 * The unread count, one query shared by every consumer (the bell's badge, the page). While the
 * live stream is open it is set by the stream's `notification` events (`useNotificationEvents`);
 * otherwise it is read on focus and every `UNREAD_POLL_MS`.
 */
export function useUnreadNotificationCount() {
  const fallback = usePollingFallback(UNREAD_POLL_MS);
  return useQuery({
    ...unreadCountQueryOptions(),
    refetchInterval: fallback,
    refetchOnWindowFocus: fallback !== false,
  });
}

/**
 * A notification pushed by the live stream: the count is set from it, and the lists (the bell's
 * menu, the page) refetch where they are on screen. Mounted once, by the bell. A read of the
 * count still under way is dropped first: its answer may be older than the event (the bell's
 * first read, sent as it mounts, can land after an event raised meanwhile) and would overwrite
 * the new count until the next event; any later change comes as an event of its own.
 */
export function useNotificationEvents() {
  const queryClient = useQueryClient();
  useLiveEvent('notification', (data) => {
    const parsed = notificationEventSchema.safeParse(data);
    if (!parsed.success) return;
    const queryKey = notificationKeys.unreadCount();
    void queryClient
      .cancelQueries({ queryKey, exact: true })
      .then(() => queryClient.setQueryData(queryKey, parsed.data.unread));
    void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
  });
}
