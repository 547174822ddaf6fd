import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import {
  notificationPreferencesAnswerSchema,
  type NotificationKind,
  type NotificationPreferences,
} from '@/lib/notifications/notification-kinds';
import { optimisticUpdate } from '@/lib/query/optimistic';
import { accountKeys } from './account-keys';

export type PreferenceChange = { kind: NotificationKind; on: boolean };

export async function updateNotificationPreferences({
  kind,
  on,
}: PreferenceChange): Promise<NotificationPreferences> {
  const { preferences } = await sendJson(
    'patch',
    'api/account/notification-preferences',
    notificationPreferencesAnswerSchema,
    { json: { [kind]: on } },
  );
  return preferences;
}

/**
 * Turns one kind on or off, optimistic: the switch moves at once and goes back, with an error
 * toast, if the server refuses; only that kind, so another switch flipped meanwhile keeps its own.
 */
export function useUpdateNotificationPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...accountKeys.notificationPreferences(), 'update'],
    mutationFn: updateNotificationPreferences,
    ...optimisticUpdate<PreferenceChange, NotificationPreferences>(queryClient, {
      queryKey: accountKeys.notificationPreferences(),
      update: (preferences, { kind, on }) => ({ ...preferences, [kind]: on }),
      rollback: (current, { kind }, previous) => ({ ...current, [kind]: previous[kind] }),
    }),
    meta: { invalidates: [accountKeys.notificationPreferences()] },
  });
}
