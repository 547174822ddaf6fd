import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { permissionKeys } from './permission-keys';
import { permissionSchema, type EditPermissionForm, type Permission } from './permission-schemas';

/** Names the version the dialog opened with: a permission changed meanwhile is refused (412). */
export async function updatePermission({
  version,
  ...input
}: EditPermissionForm & { id: number; version?: number }): Promise<Permission> {
  return sendJson('post', 'apps/permissions/update-permission', permissionSchema, {
    json: input,
    version,
  });
}

/** Field errors (a taken name) are shown by the dialog's field, so they are not toasted. */
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
