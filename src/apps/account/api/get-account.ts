import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { accountAnswerSchema, type Account } from './account-schemas';
import { accountKeys } from './account-keys';

/** The signed-in user's own account. */
export async function getAccount({ signal }: { signal?: AbortSignal } = {}): Promise<Account> {
  const { account } = await getJson('api/account', accountAnswerSchema, { signal });
  return account;
}

export const accountQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.profile(),
    queryFn: ({ signal }) => getAccount({ signal }),
  });

/** The account, filled by the route's loader. */
export function useAccount() {
  return useSuspenseQuery(accountQueryOptions());
}
