import { useMutation } from '@tanstack/react-query';
import type { PermissionMatrix } from '@/lib/ability/role-matrix';
import { sendJson } from '@/lib/http/request';
import { resourceKeys } from '@/lib/http/resource-keys';
import { roleKeys } from './role-keys';
import { roleSchema, type Role } from './role-schemas';

export type RoleInput = { name: string; permissions: PermissionMatrix };

export async function addRole(input: RoleInput): Promise<Role> {
  return sendJson('post', 'apps/roles/add-role', roleSchema, { json: input, creates: true });
}

/** Names the version the dialog opened with: a role changed meanwhile is refused (412). */
export async function updateRole({
  version,
  ...input
}: RoleInput & { id: number; version?: number }): Promise<Role> {
  return sendJson('post', 'apps/roles/update-role', roleSchema, { json: input, version });
}

/**
 * Adds a role (no id) or updates one. Field errors (a taken name, the admin's grid) are shown by
 * the dialog's fields, so the mutation cache does not toast them.
 */
export function useSaveRole() {
  return useMutation({
    mutationFn: (input: RoleInput & { id?: number; version?: number }) => {
      const { id, version, ...values } = input;
      return id === undefined ? addRole(values) : updateRole({ id, version, ...values });
    },
    meta: {
      successMessage: 'roles.notifications.saved',
      errorToast: false,
      // A rename reaches the users' roles and the permissions' assigned roles too.
      invalidates: [roleKeys.all, resourceKeys.users, resourceKeys.permissions],
    },
  });
}
