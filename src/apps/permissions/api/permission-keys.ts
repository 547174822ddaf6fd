import type { PermissionsSearch } from '../permissions-search';

export const permissionKeys = {
  all: ['permissions'] as const,
  lists: () => [...permissionKeys.all, 'list'] as const,
  list: (search: PermissionsSearch) => [...permissionKeys.lists(), search] as const,
  roleNames: () => [...permissionKeys.all, 'role-names'] as const,
};
