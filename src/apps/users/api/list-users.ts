import { queryOptions } from '@tanstack/react-query';
import { listPages, useListQuery } from '@/lib/list/use-list-query';
import { fetchAllPages } from '@/lib/list/fetch-all-pages';
import { toSearchParams } from '@/lib/list/list-search';
import { getJson } from '@/lib/http/request';
import type { UsersSearch } from '../users-search';
import { userKeys } from './user-keys';
import { usersPageSchema, type User, type UsersPage } from './user-schemas';

export async function getUsers(
  search: UsersSearch,
  options: { allData?: boolean; signal?: AbortSignal } = {},
): Promise<UsersPage> {
  const searchParams = toSearchParams(search, options.allData ? { allData: 'true' } : {});
  return getJson('api/users/list/data', usersPageSchema, { searchParams, signal: options.signal });
}

export const usersQueryOptions = (search: UsersSearch) =>
  queryOptions({
    queryKey: userKeys.list(search),
    queryFn: ({ signal }) => getUsers(search, { signal }),
  });

/** One page of users (the list idiom: `useListQuery`). */
export function useUsers(search: UsersSearch) {
  return useListQuery(usersQueryOptions(search), listPages(usersQueryOptions, search));
}

/**
 * Every user matching the search and filters, in the list's order (the CSV export). The API sends
 * them all in `allData` when asked; a backend without it is read page by page.
 */
export async function getAllMatchingUsers(search: UsersSearch): Promise<User[]> {
  const answer = await getUsers({ ...search, page: 1 }, { allData: true });
  if (answer.allData) return answer.allData;
  const perPage = 100;
  return fetchAllPages(async (page) => {
    const { users, total } = await getUsers({ ...search, page, perPage });
    return { rows: users, total };
  }, perPage);
}
