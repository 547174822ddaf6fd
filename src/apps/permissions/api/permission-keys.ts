import { resourceKeys } from '@/lib/http/resource-keys';
import type { PermissionsSearch } from '../permissions-search';

export const permissionKeys = {
  all: resourceKeys.permissions,
  lists: () => [...permissionKeys.all, 'list'] as const,
  list: (search: PermissionsSearch) => [...permissionKeys.lists(), search] as const,
};
