import { createFileRoute, notFound } from '@tanstack/react-router';
import { userQueryOptions } from '@/apps/users/api/get-user';
import { UserNotFound } from '@/apps/users/components/user-not-found';
import { UserViewPage } from '@/apps/users/pages/user-view-page';
import { usersManifest } from '@/apps/users/users-manifest';
import { requireAbility } from '@/lib/ability/route-guards';
import { httpStatus } from '@/lib/http/api-error';

export const Route = createFileRoute('/_authenticated/apps/users/$userId')({
  params: {
    parse: ({ userId }) => {
      const id = Number(userId);
      // `/apps/users/abc` is a user that does not exist, not an application error.
      if (!/^\d{1,9}$/.test(userId) || id < 1) throw notFound();
      return { userId: id };
    },
    stringify: ({ userId }) => ({ userId: String(userId) }),
  },
  beforeLoad: ({ context }) => requireAbility(context, usersManifest),
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(userQueryOptions(params.userId));
    } catch (error) {
      if (httpStatus(error) === 404) throw notFound();
      throw error;
    }
  },
  component: UserViewPage,
  notFoundComponent: UserNotFound,
});
