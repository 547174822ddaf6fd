import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { resourceKeys } from '@/lib/http/resource-keys';
import { userKeys } from './user-keys';
import { optimisticUserPatch } from './user-patch';
import { userAnswerSchema, type User, type UserUpdate } from './user-schemas';

export async function updateUser(user: UserUpdate): Promise<User> {
  const answer = await http.post('apps/users/update-user', { json: user }).json();
  return userAnswerSchema.parse(answer).user;
}

/**
 * The edit form's save: the list and the user's page show the change at once. A refusal (a taken
 * email) puts the old values back and the form shows it by the field, so no error toast.
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
