import { send } from '@/lib/http/request';
import { resourceKeys } from '@/lib/http/resource-keys';
import { withoutRows } from '@/lib/list/without-rows';
import { useUndoableWrite } from '@/lib/query/undoable';
import { userKeys } from './user-keys';
import type { UsersPage } from './user-schemas';

export async function deleteUser(id: number): Promise<void> {
  await send('delete', 'apps/users/delete', { searchParams: { id } });
}

/** All or nothing: one unknown id and none is deleted. */
export async function deleteManyUsers(ids: readonly number[]): Promise<void> {
  await send('post', 'apps/users/delete-many', { json: { ids } });
}

async function deleteUsers(ids: readonly number[]): Promise<void> {
  const [first] = ids;
  if (ids.length === 1 && first !== undefined) await deleteUser(first);
  else await deleteManyUsers(ids);
}

/**
 * Deletes one user or several after the undo window: `run(ids, message)`. The rows leave the
 * list at once; a failed call (deleting oneself) brings them back with an error toast.
 */
export function useDeleteUsers() {
  return useUndoableWrite({
    mutationFn: deleteUsers,
    queryKey: userKeys.lists(),
    update: (page: UsersPage, ids: readonly number[]) => withoutRows(page, 'users', ids),
    // The role cards count and show their users.
    meta: { invalidates: [userKeys.all, resourceKeys.roles] },
  });
}
