import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { combineOptimistic, optimisticUpdate } from '@/lib/query/optimistic';
import { notificationKeys } from './notification-keys';
import {
  notificationAnswerSchema,
  type Notification,
  type NotificationsPage,
} from './notification-schemas';

export async function markNotificationRead(notification: Notification): Promise<Notification> {
  const answer = await sendJson(
    'post',
    `api/notifications/${notification.id}/read`,
    notificationAnswerSchema,
  );
  return answer.notification;
}

const markedRead = (page: NotificationsPage, id: number): NotificationsPage => {
  const unreadHere = page.notifications.some((entry) => entry.id === id && !entry.read);
  return {
    ...page,
    unread: unreadHere ? Math.max(0, page.unread - 1) : page.unread,
    notifications: page.notifications.map((entry) =>
      entry.id === id ? { ...entry, read: true } : entry,
    ),
  };
};

/**
 * Marks one read, optimistic: the lists and the bell's count change at once and come back with
 * an error toast if the server refuses. Marks share one key: the lists refetch once, after the last.
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...notificationKeys.all, 'mark-read'],
    mutationFn: markNotificationRead,
    ...combineOptimistic<Notification>([
      optimisticUpdate<Notification, NotificationsPage>(queryClient, {
        queryKey: notificationKeys.lists(),
        update: (page, notification) => markedRead(page, notification.id),
      }),
      optimisticUpdate<Notification, number>(queryClient, {
        queryKey: notificationKeys.unreadCount(),
        update: (count, notification) => (notification.read ? count : Math.max(0, count - 1)),
      }),
    ]),
    meta: { invalidates: [notificationKeys.all] },
  });
}
