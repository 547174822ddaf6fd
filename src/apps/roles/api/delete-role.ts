import { send } from '@/lib/http/request';
import { resourceKeys } from '@/lib/http/resource-keys';
import { useUndoableWrite } from '@/lib/query/undoable';
import { roleKeys } from './role-keys';
import type { Role } from './role-schemas';

/** Names the version the card showed: a role changed meanwhile is not deleted unseen (412). */
export async function deleteRole({ id, version }: Pick<Role, 'id' | 'version'>): Promise<void> {
  await send('delete', 'apps/roles/delete', { searchParams: { id }, version });
}

/**
 * Deletes a role after the undo window: `run({ id, version }, message)`. Its card leaves at once; Undo puts it
 * back and sends nothing, so its rules are never lost to a slip. A refusal (users still hold the
 * role) brings the card back with the API's reason in an error toast.
 */
export function useDeleteRole() {
  return useUndoableWrite({
    mutationFn: deleteRole,
    queryKey: roleKeys.list(),
    update: (roles: Role[], { id }: Pick<Role, 'id' | 'version'>) =>
      roles.filter((role) => role.id !== id),
    // The role leaves the permissions' assigned roles and the users' role filter.
    meta: { invalidates: [roleKeys.all, resourceKeys.permissions, resourceKeys.users] },
  });
}
