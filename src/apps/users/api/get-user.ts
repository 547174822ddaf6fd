import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { userKeys } from './user-keys';
import { userAnswerSchema, type User } from './user-schemas';

export async function getUser(id: number, signal?: AbortSignal): Promise<User> {
  const answer = await http.get('api/users/user', { searchParams: { id }, signal }).json();
  return userAnswerSchema.parse(answer).user;
}

export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => getUser(id, signal) });

export function useUser(id: number) {
  return useSuspenseQuery(userQueryOptions(id));
}
