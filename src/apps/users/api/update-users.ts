import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { sendJson } from '@/lib/http/request';
import { resourceKeys } from '@/lib/http/resource-keys';
import { optimisticUpdate } from '@/lib/query/optimistic';
import type { BulkEdit } from './bulk-edit-schemas';
import type { ShownUser } from './delete-users';
import { userKeys } from './user-keys';
import { userSchema, type User, type UsersPage } from './user-schemas';

export type BulkEditInput = { users: readonly ShownUser[]; changes: BulkEdit };

const answerSchema = z.object({ users: z.array(userSchema) });

/** The changes given (a null is "no change"), as the cache and the API take them. */
function givenChanges({ role, currentPlan, status }: BulkEdit): Partial<User> {
  return {
    ...(role ? { role } : {}),
    ...(currentPlan ? { currentPlan } : {}),
    ...(status ? { status } : {}),
  };
}

/**
 * All or nothing, with the versions the list showed: one user changed meanwhile and none is
 * changed (412 listing them).
 */
export async function updateUsers({ users, changes }: BulkEditInput): Promise<User[]> {
  const answer = await sendJson('post', 'apps/users/update-many', answerSchema, {
    json: {
      ids: users.map((user) => user.id),
      versions: users.map((user) => user.version),
      ...givenChanges(changes),
    },
  });
  return answer.users;
}

function withChanges(page: UsersPage, { users, changes }: BulkEditInput): UsersPage {
  const ids = new Set(users.map((user) => user.id));
  if (!page.users.some((user) => ids.has(user.id))) return page;
  const patch = givenChanges(changes);
  return {
    ...page,
    users: page.users.map((user) => (ids.has(user.id) ? { ...user, ...patch } : user)),
  };
}

/**
 * Sets role, plan or status on the selected users, shown at once in the list; a failure puts the
 * rows back and toasts why (a 412 says how many changed meanwhile, and the list is read again).
 */
export function useUpdateUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUsers,
    ...optimisticUpdate<BulkEditInput, UsersPage>(queryClient, {
      queryKey: userKeys.lists(),
      update: withChanges,
    }),
    meta: {
      successMessage: ({ users }: BulkEditInput) => ({
        key: 'users.notifications.bulkUpdated',
        values: { count: users.length },
      }),
      // The stat cards count the statuses, the role cards the roles' users.
      invalidates: [userKeys.all, resourceKeys.roles],
    },
  });
}
