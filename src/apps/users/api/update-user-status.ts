import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { userKeys } from './user-keys';
import { optimisticUserPatch } from './user-patch';
import { userAnswerSchema, type User, type UserStatusUpdate } from './user-schemas';
import type { UserStatus } from './user-values';

export async function updateUserStatus(update: UserStatusUpdate): Promise<User> {
  const { user } = await sendJson('post', 'apps/users/update-status', userAnswerSchema, {
    json: update,
  });
  return user;
}

/**
 * Suspends (`inactive`) or activates (`active`) a user, shown at once: send `status` as given
 * here, which picks the toast (one hook per status: a meta read from the screen's state would
 * change with the optimistic update).
 */
export function useUpdateUserStatus(status: UserStatus) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    mutationKey: [...userKeys.all, 'status'],
    ...optimisticUserPatch<UserStatusUpdate>(queryClient),
    meta: {
      successMessage:
        status === 'inactive' ? 'users.notifications.suspended' : 'users.notifications.activated',
      // The stat cards count the statuses.
      invalidates: [userKeys.all],
    },
  });
}
