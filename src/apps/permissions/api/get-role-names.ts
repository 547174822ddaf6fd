import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { permissionKeys } from './permission-keys';
import { roleNamesSchema } from './permission-schemas';

/** The names of the roles, in the API's order. */
export async function getRoleNames(): Promise<string[]> {
  return roleNamesSchema.parse(await http.get('apps/roles').json()).map((role) => role.name);
}

export const roleNamesQueryOptions = () =>
  queryOptions({ queryKey: permissionKeys.roleNames(), queryFn: getRoleNames });

/** Only asked for when the user may read roles; the list works without it. */
export function useRoleNames(enabled: boolean) {
  return useQuery({ ...roleNamesQueryOptions(), enabled });
}
