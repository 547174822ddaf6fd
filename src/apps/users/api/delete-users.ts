import { http } from '@/lib/http/http';
import { resourceKeys } from '@/lib/http/resource-keys';
import { useUndoableWrite } from '@/lib/query/undoable';
import { userKeys } from './user-keys';
import type { UsersPage } from './user-schemas';

export async function deleteUser(id: number): Promise<void> {
  await http.delete('apps/users/delete', { searchParams: { id } });
}

/** All or nothing: one unknown id and none is deleted. */
export async function deleteManyUsers(ids: readonly number[]): Promise<void> {
  await http.post('apps/users/delete-many', { json: { ids } });
}

async function deleteUsers(ids: readonly number[]): Promise<void> {
  const [first] = ids;
  if (ids.length === 1 && first !== undefined) await deleteUser(first);
  else await deleteManyUsers(ids);
}

/** A page of the list without the given users. */
export function withoutUsers(page: UsersPage, ids: readonly number[]): UsersPage {
  const gone = new Set(ids);
  const users = page.users.filter((user) => !gone.has(user.id));
  const removed = page.users.length - users.length;
  return removed === 0 ? page : { ...page, users, total: page.total - removed };
}

/**
 * Deletes one user or several after the undo window: `run(ids, message)`. The rows leave the
 * list at once; a failed call (deleting oneself) brings them back with an error toast.
 */
export function useDeleteUsers() {
  return useUndoableWrite({
    mutationFn: deleteUsers,
    queryKey: userKeys.lists(),
    update: withoutUsers,
    // The role cards count and show their users.
    meta: { invalidates: [userKeys.all, resourceKeys.roles] },
  });
}
