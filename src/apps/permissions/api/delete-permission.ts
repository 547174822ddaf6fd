import { withoutRows } from '@/lib/list/without-rows';
import { useUndoableWrite } from '@/lib/query/undoable';
import { send } from '@/lib/http/request';
import { permissionKeys } from './permission-keys';
import type { Permission, PermissionList } from './permission-schemas';

/** Names the version the row showed: a permission changed meanwhile is not deleted unseen (412). */
export async function deletePermission({
  id,
  version,
}: Pick<Permission, 'id' | 'version'>): Promise<void> {
  await send('delete', 'apps/permissions/delete', { searchParams: { id }, version });
}

/** Deletes a permission after the undo window: `run({ id, version }, message)`. */
export function useDeletePermission() {
  return useUndoableWrite({
    mutationFn: deletePermission,
    queryKey: permissionKeys.lists(),
    update: (page: PermissionList, { id }: Pick<Permission, 'id' | 'version'>) =>
      withoutRows(page, 'permissions', [id]),
    meta: { invalidates: [permissionKeys.lists()] },
  });
}
