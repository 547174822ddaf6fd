import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { resourceKeys } from '@/lib/http/resource-keys';
import { userKeys } from './user-keys';
import { optimisticUserPatch } from './user-patch';
import { userAnswerSchema, type User, type UserUpdate } from './user-schemas';

/** The edit form's save, naming the version it was made from (refused with 412 if stale). */
export async function updateUser({ version, ...input }: UserUpdate): Promise<User> {
  const { user } = await sendJson('post', 'apps/users/update-user', userAnswerSchema, {
    json: input,
    version,
  });
  return user;
}

/**
 * The edit form's save: the list and the user's page show the change at once. A refusal (a taken
 * email, a change someone made meanwhile) puts the old values back and the form shows it, by the
 * field or as a conflict to resolve, so no error toast.
 */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    ...optimisticUserPatch<UserUpdate>(queryClient),
    meta: {
      successMessage: 'users.notifications.updated',
      errorToast: false,
      // The role cards count and show their users.
      invalidates: [userKeys.all, resourceKeys.roles],
    },
  });
}
