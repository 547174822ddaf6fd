import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { permissionKeys } from './permission-keys';
import { permissionSchema, type AddPermissionForm, type Permission } from './permission-schemas';

export async function addPermission(permission: AddPermissionForm): Promise<Permission> {
  return permissionSchema.parse(
    await http.post('apps/permissions/add-permission', { json: { permission } }).json(),
  );
}

export async function updatePermission(input: { id: number; name: string }): Promise<Permission> {
  return permissionSchema.parse(
    await http.post('apps/permissions/update-permission', { json: input }).json(),
  );
}

export async function deletePermission(id: number): Promise<void> {
  await http.delete('apps/permissions/delete', { searchParams: { id } });
}

function useInvalidateLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: permissionKeys.lists() });
}

/** Field errors (a taken name) are shown by the dialog's field, so they are not toasted. */
export function useAddPermission() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: addPermission,
    onSuccess: invalidate,
    meta: { successMessage: 'permissions.notifications.added', errorToast: false },
  });
}

export function useUpdatePermission() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: updatePermission,
    onSuccess: invalidate,
    meta: { successMessage: 'permissions.notifications.renamed', errorToast: false },
  });
}

export function useDeletePermission() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: deletePermission,
    onSuccess: invalidate,
    meta: { successMessage: 'permissions.notifications.deleted' },
  });
}
