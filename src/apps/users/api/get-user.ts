import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { userKeys } from './user-keys';
import { userAnswerSchema, type User } from './user-schemas';

export async function getUser(id: number, signal?: AbortSignal): Promise<User> {
  const { user } = await getJson('api/users/user', userAnswerSchema, {
    searchParams: { id },
    signal,
  });
  return user;
}

export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => getUser(id, signal) });

export function useUser(id: number) {
  return useSuspenseQuery(userQueryOptions(id));
}
