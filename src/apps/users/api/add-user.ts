import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from '@/lib/http/http';
import { resourceKeys } from '@/lib/http/resource-keys';
import { userKeys } from './user-keys';
import { userSchema, type NewUser, type User } from './user-schemas';

const addUserAnswerSchema = z.object({ user: userSchema });

export async function addUser(user: NewUser): Promise<User> {
  const answer = await http.post('apps/users/add-user', { json: user }).json();
  return addUserAnswerSchema.parse(answer).user;
}

/**
 * Adds a user. The lists and the stat cards refresh behind the closed drawer (not awaited: the
 * drawer closes as soon as the server said yes).
 */
export function useAddUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addUser,
    // The role cards count and show their users.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      void queryClient.invalidateQueries({ queryKey: resourceKeys.roles });
    },
    // The form shows the API's errors by its fields (or above them), so no toast.
    meta: { successMessage: 'users.notifications.added', errorToast: false },
  });
}
