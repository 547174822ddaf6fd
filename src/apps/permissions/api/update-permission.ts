import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { permissionKeys } from './permission-keys';
import { permissionSchema, type EditPermissionForm, type Permission } from './permission-schemas';

export async function updatePermission(
  input: EditPermissionForm & { id: number },
): Promise<Permission> {
  return sendJson('post', 'apps/permissions/update-permission', permissionSchema, { json: input });
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
