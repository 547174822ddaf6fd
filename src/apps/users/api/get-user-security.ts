import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { userKeys } from './user-keys';
import { userSecuritySchema, type UserSecurity } from './user-security-schemas';

/** A user's two-step sign-in and the sessions they have not ended. */
export async function getUserSecurity(id: number, signal?: AbortSignal): Promise<UserSecurity> {
  return getJson(`api/users/${id}/security`, userSecuritySchema, { signal });
}

export const userSecurityQueryOptions = (id: number) =>
  queryOptions({
    queryKey: userKeys.security(id),
    queryFn: ({ signal }) => getUserSecurity(id, signal),
  });

/** Loaded with the Security tab (a failed load is said in its cards, with Retry). */
export function useUserSecurity(id: number) {
  return useQuery(userSecurityQueryOptions(id));
}
