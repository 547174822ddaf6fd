import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { roleKeys } from './role-keys';
import { rolesResponseSchema, type Role } from './role-schemas';

export async function getRoles(): Promise<Role[]> {
  return getJson('apps/roles', rolesResponseSchema);
}

export const rolesQueryOptions = () =>
  queryOptions({ queryKey: roleKeys.list(), queryFn: getRoles });

export function useRoles() {
  return useSuspenseQuery(rolesQueryOptions());
}
