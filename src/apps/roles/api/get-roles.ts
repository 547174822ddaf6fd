import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { roleKeys } from './role-keys';
import { rolesResponseSchema, type Role } from './role-schemas';

export async function getRoles(): Promise<Role[]> {
  return rolesResponseSchema.parse(await http.get('apps/roles').json());
}

export const rolesQueryOptions = () =>
  queryOptions({ queryKey: roleKeys.list(), queryFn: getRoles });

export function useRoles() {
  return useSuspenseQuery(rolesQueryOptions());
}
