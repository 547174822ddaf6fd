import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { toSearchParams } from '@/lib/list/list-search';
import { listPages, useListQuery } from '@/lib/list/use-list-query';
import type { NotificationFilter } from '../notifications-search';
import { NOTIFICATIONS_PER_PAGE } from '../notifications-search';
import { notificationKeys } from './notification-keys';
import { notificationsPageSchema, type NotificationsPage } from './notification-schemas';

export type NotificationListParams = {
  page?: number | undefined;
  perPage?: number | undefined;
  status?: NotificationFilter | undefined;
};

/** A page of the caller's notifications, newest first. */
export async function listNotifications(
  params: NotificationListParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<NotificationsPage> {
  return getJson('api/notifications', notificationsPageSchema, {
    searchParams: toSearchParams(params),
    signal,
  });
}

export const notificationsQueryOptions = (params: NotificationListParams) =>
  queryOptions({
    queryKey: notificationKeys.list(params),
    queryFn: ({ signal }) => listNotifications(params, { signal }),
    // New ones arrive by themselves: read again on focus, as the count is.
    staleTime: 0,
  });

/** The /notifications page's list: paged, the previous page kept on screen while the next loads. */
export function useNotifications(params: NotificationListParams) {
  return useListQuery(
    notificationsQueryOptions(params),
    listPages(notificationsQueryOptions, params, NOTIFICATIONS_PER_PAGE),
  );
}

/** The latest few, for the bell's dropdown: read each time it opens. */
export function useLatestNotifications(perPage: number) {
  return useQuery(notificationsQueryOptions({ perPage }));
}
