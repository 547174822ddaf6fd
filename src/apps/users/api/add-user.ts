import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { resourceKeys } from '@/lib/http/resource-keys';
import { userKeys } from './user-keys';
import { userAnswerSchema, type NewUser, type User } from './user-schemas';

export async function addUser(input: NewUser): Promise<User> {
  const { user } = await sendJson('post', 'apps/users/add-user', userAnswerSchema, {
    json: input,
    creates: true,
  });
  return user;
}

/** Adds a user; the drawer closes once the lists and stat cards show them. */
export function useAddUser() {
  return useMutation({
    mutationFn: addUser,
    meta: {
      successMessage: 'users.notifications.added',
      // The form shows the API's errors by its fields (or above them), so no toast.
      errorToast: false,
      // The role cards count and show their users.
      invalidates: [userKeys.all, resourceKeys.roles],
    },
  });
}
