import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { resourceKeys } from '@/lib/http/resource-keys';
import { optimisticUpdate, type OptimisticSnapshots } from '@/lib/query/optimistic';
import { userKeys } from './user-keys';
import {
  userAnswerSchema,
  type User,
  type UserStatusUpdate,
  type UsersPage,
  type UserUpdate,
} from './user-schemas';
import type { UserStatus } from './user-values';

export async function updateUser(user: UserUpdate): Promise<User> {
  const answer = await http.post('apps/users/update-user', { json: user }).json();
  return userAnswerSchema.parse(answer).user;
}

export async function updateUserStatus(update: UserStatusUpdate): Promise<User> {
  const answer = await http.post('apps/users/update-status', { json: update }).json();
  return userAnswerSchema.parse(answer).user;
}

type UserPatch = Partial<User> & { id: number };

/** A cached page of the list with one user's fields changed; pages without them are kept. */
function withUserPatch(page: UsersPage, patch: UserPatch): UsersPage {
  if (!page.users.some((user) => user.id === patch.id)) return page;
  return {
    ...page,
    users: page.users.map((user) => (user.id === patch.id ? { ...user, ...patch } : user)),
  };
}

type UserSnapshots = {
  lists: OptimisticSnapshots<UsersPage>;
  details: OptimisticSnapshots<User>;
};

/**
 * Shows a user's change at once in every cached list page and on the user's page; a failure
 * puts back what this write changed. The mutation cache refetches `meta.invalidates` after.
 */
function optimisticUserPatch<Variables extends UserPatch>(queryClient: QueryClient) {
  const lists = optimisticUpdate(queryClient, {
    queryKey: userKeys.lists(),
    update: (page: UsersPage, patch: Variables) => withUserPatch(page, patch),
  });
  const details = optimisticUpdate(queryClient, {
    queryKey: userKeys.details(),
    update: (user: User, patch: Variables) => (user.id === patch.id ? { ...user, ...patch } : user),
  });
  return {
    onMutate: async (patch: Variables): Promise<UserSnapshots> => ({
      lists: await lists.onMutate(patch),
      details: await details.onMutate(patch),
    }),
    onError: (error: Error, patch: Variables, snapshots: UserSnapshots | undefined) => {
      lists.onError(error, patch, snapshots?.lists);
      details.onError(error, patch, snapshots?.details);
    },
  };
}

/**
 * The edit form's save: the list and the user's page show the change at once. A refusal (a taken
 * email) puts the old values back and the form shows it by the field, so no error toast.
 */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    ...optimisticUserPatch<UserUpdate>(queryClient),
    meta: {
      successMessage: 'users.notifications.updated',
      errorToast: false,
      // The role cards count and show their users.
      invalidates: [userKeys.all, resourceKeys.roles],
    },
  });
}

/**
 * Suspends (`inactive`) or activates (`active`) a user, shown at once: send `status` as given
 * here, which picks the toast (one hook per status: a meta read from the screen's state would
 * change with the optimistic update).
 */
export function useUpdateUserStatus(status: UserStatus) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    mutationKey: [...userKeys.all, 'status'],
    ...optimisticUserPatch<UserStatusUpdate>(queryClient),
    meta: {
      successMessage:
        status === 'inactive' ? 'users.notifications.suspended' : 'users.notifications.activated',
      // The stat cards count the statuses.
      invalidates: [userKeys.all],
    },
  });
}
