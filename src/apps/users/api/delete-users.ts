import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { resourceKeys } from '@/lib/http/resource-keys';
import { userKeys } from './user-keys';

export async function deleteUser(id: number): Promise<void> {
  await http.delete('apps/users/delete', { searchParams: { id } });
}

/** All or nothing: one unknown id and none is deleted. */
export async function deleteManyUsers(ids: readonly number[]): Promise<void> {
  await http.post('apps/users/delete-many', { json: { ids } });
}

/**
 * Deletes one user or several. Not optimistic: a row leaves the table only once the server agreed,
 * so a failed delete leaves it in place (the mutation cache toasts the error). The confirmation
 * stays open until the refreshed list no longer has the rows.
 */
export function useDeleteUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly number[]) => {
      const [first] = ids;
      if (ids.length === 1 && first !== undefined) await deleteUser(first);
      else await deleteManyUsers(ids);
    },
    onSuccess: async (_result, ids) => {
      ids.forEach((id) => queryClient.removeQueries({ queryKey: userKeys.detail(id) }));
      void queryClient.invalidateQueries({ queryKey: resourceKeys.roles });
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
    meta: { successMessage: 'users.notifications.deleted' },
  });
}
