import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { getJson } from '@/lib/http/request';
import { resourceKeys } from '@/lib/http/resource-keys';

/** `GET /apps/roles`, names only: what a field or a filter that picks roles offers. */
const roleNamesSchema = z.array(z.object({ id: z.number(), name: z.string() }));

/** The names of the roles, in the API's order, those added in the roles app too. */
export async function getRoleNames(): Promise<string[]> {
  return (await getJson('apps/roles', roleNamesSchema)).map((role) => role.name);
}

export const roleNamesQueryOptions = () =>
  queryOptions({
    // Under the roles resource, so a role saved in the roles app refreshes the names everywhere.
    queryKey: [...resourceKeys.roles, 'names'] as const,
    queryFn: getRoleNames,
  });

/** Only asked for when the user may read roles: a screen offers the seeded names without it. */
export function useRoleNames(enabled: boolean) {
  return useQuery({ ...roleNamesQueryOptions(), enabled });
}
