import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import {
  notificationPreferencesAnswerSchema,
  type NotificationPreferences,
} from '@/lib/notifications/notification-kinds';
import { accountKeys } from './account-keys';

/** Which kinds of notification the signed-in user wants. */
export async function getNotificationPreferences({
  signal,
}: { signal?: AbortSignal } = {}): Promise<NotificationPreferences> {
  const { preferences } = await getJson(
    'api/account/notification-preferences',
    notificationPreferencesAnswerSchema,
    { signal },
  );
  return preferences;
}

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.notificationPreferences(),
    queryFn: ({ signal }) => getNotificationPreferences({ signal }),
  });

/** Loaded with the Notifications tab (a failed load is said in its section, with Retry). */
export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}
