import { queryOptions } from '@tanstack/react-query';
import { listPages, useListQuery } from '@/lib/list/use-list-query';
import { toSearchParams } from '@/lib/list/list-search';
import { getJson } from '@/lib/http/request';
import type { PermissionsSearch } from '../permissions-search';
import { permissionKeys } from './permission-keys';
import { permissionListSchema, type Permission, type PermissionList } from './permission-schemas';

export async function getPermissions(
  search: PermissionsSearch,
  options: { allData?: boolean; signal?: AbortSignal } = {},
): Promise<PermissionList> {
  // A page needs only its rows; the export asks for every match.
  const searchParams = toSearchParams(search, { allData: String(options.allData ?? false) });
  return getJson('apps/permissions/data', permissionListSchema, {
    searchParams,
    signal: options.signal,
  });
}

export const permissionsQueryOptions = (search: PermissionsSearch) =>
  queryOptions({
    queryKey: permissionKeys.list(search),
    queryFn: ({ signal }) => getPermissions(search, { signal }),
  });

/** One page of permissions (the list idiom: `useListQuery`). */
export function usePermissions(search: PermissionsSearch) {
  return useListQuery(permissionsQueryOptions(search), listPages(permissionsQueryOptions, search));
}

/** Every permission matching the search and filter, in the list's order (the CSV export). */
export async function getAllMatchingPermissions(search: PermissionsSearch): Promise<Permission[]> {
  return (await getPermissions({ ...search, page: 1 }, { allData: true })).allData;
}
