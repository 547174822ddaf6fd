import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { accountKeys } from './account-keys';
import type { SignInSession } from '@/lib/session/session-schemas';
import { accountSessionsSchema } from './account-schemas';

/** Where the signed-in user is signed in: the current session first. */
export async function listAccountSessions({ signal }: { signal?: AbortSignal } = {}): Promise<
  SignInSession[]
> {
  const { sessions } = await getJson('api/account/sessions', accountSessionsSchema, { signal });
  return sessions;
}

export const accountSessionsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.sessions(),
    queryFn: ({ signal }) => listAccountSessions({ signal }),
  });

/** The sessions, loaded with the Security tab (a failed load is said in the list, with Retry). */
export function useAccountSessions() {
  return useQuery(accountSessionsQueryOptions());
}
