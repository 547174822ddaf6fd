import { resourceKeys } from '@/lib/http/resource-keys';
import type { UsersSearch } from '../users-search';

export const userKeys = {
  all: resourceKeys.users,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (search: UsersSearch) => [...userKeys.lists(), search] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (id: number) => [...userKeys.details(), id] as const,
  /** A user's two-step sign-in and sessions (the Security tab): refetched with their detail. */
  security: (id: number) => [...userKeys.detail(id), 'security'] as const,
};
