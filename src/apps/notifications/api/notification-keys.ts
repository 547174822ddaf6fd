import type { NotificationListParams } from './list-notifications';

/**
 * The notifications' queries. The unread count is one query every consumer shares (the bell,
 * the page's header); the lists are under one prefix. A pushed stream can later set the count
 * (`setQueryData(notificationKeys.unreadCount(), …)`) and refetch the lists
 * (`notificationKeys.lists()`) from an event without knowing which pages are on screen.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (params: NotificationListParams) => [...notificationKeys.lists(), params] as const,
};
