import type { QueryClient } from '@tanstack/react-query';
import { combineOptimistic, optimisticUpdate } from '@/lib/query/optimistic';
import { userKeys } from './user-keys';
import type { User, UsersPage } from './user-schemas';

type UserPatch = Partial<User> & { id: number };

/** A cached page of the list with one user's fields changed; pages without them are kept. */
function withUserPatch(page: UsersPage, patch: UserPatch): UsersPage {
  if (!page.users.some((user) => user.id === patch.id)) return page;
  return {
    ...page,
    users: page.users.map((user) => (user.id === patch.id ? { ...user, ...patch } : user)),
  };
}

/**
 * Shows a user's change at once in every cached list page and on the user's page (the edit
 * form's save and the status switch); a failure puts back what this write changed. The mutation
 * cache refetches `meta.invalidates` after.
 */
export function optimisticUserPatch<Variables extends UserPatch>(queryClient: QueryClient) {
  return combineOptimistic<Variables>([
    optimisticUpdate<Variables, UsersPage>(queryClient, {
      queryKey: userKeys.lists(),
      update: withUserPatch,
    }),
    optimisticUpdate<Variables, User>(queryClient, {
      queryKey: userKeys.details(),
      update: (user, patch) => (user.id === patch.id ? { ...user, ...patch } : user),
    }),
  ]);
}
