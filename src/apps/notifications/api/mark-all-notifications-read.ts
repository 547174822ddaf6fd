import { useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '@/lib/http/request';
import { combineOptimistic, optimisticUpdate } from '@/lib/query/optimistic';
import { notificationKeys } from './notification-keys';
import type { NotificationsPage } from './notification-schemas';

export async function markAllNotificationsRead(): Promise<void> {
  await send('post', 'api/notifications/read-all');
}

/** Marks every notification read, optimistic (the count drops to 0 at once), rolled back on failure. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...notificationKeys.all, 'mark-read'],
    mutationFn: markAllNotificationsRead,
    ...combineOptimistic<void>([
      optimisticUpdate<void, NotificationsPage>(queryClient, {
        queryKey: notificationKeys.lists(),
        update: (page) => ({
          ...page,
          unread: 0,
          notifications: page.notifications.map((entry) => ({ ...entry, read: true })),
        }),
      }),
      optimisticUpdate<void, number>(queryClient, {
        queryKey: notificationKeys.unreadCount(),
        update: () => 0,
      }),
    ]),
    meta: {
      successMessage: 'notifications.allMarkedRead',
      invalidates: [notificationKeys.all],
    },
  });
}
