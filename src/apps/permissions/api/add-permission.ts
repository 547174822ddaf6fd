import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { permissionKeys } from './permission-keys';
import { permissionSchema, type AddPermissionForm, type Permission } from './permission-schemas';

export async function addPermission(permission: AddPermissionForm): Promise<Permission> {
  return sendJson('post', 'apps/permissions/add-permission', permissionSchema, {
    json: { permission },
    creates: true,
  });
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
