import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { resourceKeys } from '@/lib/http/resource-keys';
import { roleKeys } from './role-keys';

export async function deleteRole(id: number): Promise<void> {
  await http.delete('apps/roles/delete', { searchParams: { id } });
}

/**
 * Deletes a role after a confirmation, not undoably: its rules could not be put back. A refusal
 * (users still hold the role) is shown in the dialog, so the mutation cache does not toast it.
 */
export function useDeleteRole() {
  return useMutation({
    mutationFn: deleteRole,
    meta: {
      successMessage: 'roles.notifications.deleted',
      errorToast: false,
      // The role leaves the permissions' assigned roles and the users' role filter.
      invalidates: [roleKeys.all, resourceKeys.permissions, resourceKeys.users],
    },
  });
}
