import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { userKeys } from './user-keys';
import { optimisticUserPatch } from './user-patch';
import { userAnswerSchema, type User, type UserStatusUpdate } from './user-schemas';
import type { UserStatus } from './user-values';

/** Names the version the screen showed: a user changed meanwhile is refused (412), not overwritten. */
export async function updateUserStatus({
  version,
  ...update
}: UserStatusUpdate & { version?: number }): Promise<User> {
  const { user } = await sendJson('post', 'apps/users/update-status', userAnswerSchema, {
    json: update,
    version,
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
    ...optimisticUserPatch<UserStatusUpdate & { version?: number }>(queryClient),
    meta: {
      successMessage:
        status === 'inactive' ? 'users.notifications.suspended' : 'users.notifications.activated',
      // The stat cards count the statuses.
      invalidates: [userKeys.all],
    },
  });
}
