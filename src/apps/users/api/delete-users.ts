import { send } from '@/lib/http/request';
import { resourceKeys } from '@/lib/http/resource-keys';
import { withoutRows } from '@/lib/list/without-rows';
import { useUndoableWrite } from '@/lib/query/undoable';
import { userKeys } from './user-keys';
import type { User, UsersPage } from './user-schemas';

/** A user as the screen shows it: the version names what the delete was decided on. */
export type ShownUser = Pick<User, 'id' | 'version'>;

export async function deleteUser(id: number, version?: number): Promise<void> {
  await send('delete', 'apps/users/delete', { searchParams: { id }, version });
}

/**
 * All or nothing: one unknown id and none is deleted; with the versions shown, one user changed
 * meanwhile and none is (412 listing them).
 */
export async function deleteManyUsers(users: readonly ShownUser[]): Promise<void> {
  await send('post', 'apps/users/delete-many', {
    json: { ids: users.map((row) => row.id), versions: users.map((row) => row.version) },
  });
}

async function deleteUsers(users: readonly ShownUser[]): Promise<void> {
  const [first] = users;
  if (users.length === 1 && first !== undefined) await deleteUser(first.id, first.version);
  else await deleteManyUsers(users);
}

/**
 * Deletes one user or several after the undo window: `run(ids, message)`. The rows leave the
 * list at once; a failed call (deleting oneself) brings them back with an error toast.
 */
export function useDeleteUsers() {
  return useUndoableWrite({
    mutationFn: deleteUsers,
    queryKey: userKeys.lists(),
    update: (page: UsersPage, users: readonly ShownUser[]) =>
      withoutRows(
        page,
        'users',
        users.map((user) => user.id),
      ),
    // The role cards count and show their users.
    meta: { invalidates: [userKeys.all, resourceKeys.roles] },
  });
}
