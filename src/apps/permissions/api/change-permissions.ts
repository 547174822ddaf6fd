import { useMutation } from '@tanstack/react-query';
import { withoutRows } from '@/lib/list/without-rows';
import { useUndoableWrite } from '@/lib/query/undoable';
import { http } from '@/lib/http/http';
import { permissionKeys } from './permission-keys';
import {
  permissionSchema,
  type AddPermissionForm,
  type EditPermissionForm,
  type Permission,
  type PermissionList,
} from './permission-schemas';

export async function addPermission(permission: AddPermissionForm): Promise<Permission> {
  return permissionSchema.parse(
    await http.post('apps/permissions/add-permission', { json: { permission } }).json(),
  );
}

export async function updatePermission(
  input: EditPermissionForm & { id: number },
): Promise<Permission> {
  return permissionSchema.parse(
    await http.post('apps/permissions/update-permission', { json: input }).json(),
  );
}

export async function deletePermission(id: number): Promise<void> {
  await http.delete('apps/permissions/delete', { searchParams: { id } });
}

/** Field errors (a taken name) are shown by the dialog's field, so they are not toasted. */
export function useAddPermission() {
  return useMutation({
    mutationFn: addPermission,
    meta: {
      successMessage: 'permissions.notifications.added',
      errorToast: false,
      invalidates: [permissionKeys.lists()],
    },
  });
}

export function useUpdatePermission() {
  return useMutation({
    mutationFn: updatePermission,
    meta: {
      successMessage: 'permissions.notifications.saved',
      errorToast: false,
      invalidates: [permissionKeys.lists()],
    },
  });
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
