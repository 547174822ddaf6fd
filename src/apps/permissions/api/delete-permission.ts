import { withoutRows } from '@/lib/list/without-rows';
import { useUndoableWrite } from '@/lib/query/undoable';
import { send } from '@/lib/http/request';
import { permissionKeys } from './permission-keys';
import type { PermissionList } from './permission-schemas';

export async function deletePermission(id: number): Promise<void> {
  await send('delete', 'apps/permissions/delete', { searchParams: { id } });
}

/** Deletes a permission after the undo window: `run(id, message)`. */
export function useDeletePermission() {
  return useUndoableWrite({
    mutationFn: deletePermission,
    queryKey: permissionKeys.lists(),
    update: (page: PermissionList, id: number) => withoutRows(page, 'permissions', [id]),
    meta: { invalidates: [permissionKeys.lists()] },
  });
}
