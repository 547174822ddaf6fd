import { createFileRoute } from '@tanstack/react-router';
import { userQueryOptions } from '@/apps/users/api/get-user';
import { UserNotFound } from '@/apps/users/components/user-not-found';
import { UserViewPage } from '@/apps/users/pages/user-view-page';
import { usersManifest } from '@/apps/users/users-manifest';
import { requireAbility } from '@/lib/ability/route-guards';
import { ensureOrNotFound, idParam } from '@/lib/router/detail-route';

export const Route = createFileRoute('/_authenticated/apps/users/$userId')({
  params: idParam('userId'),
  beforeLoad: ({ context }) => requireAbility(context, usersManifest),
  loader: ({ context, params }) =>
    ensureOrNotFound(context.queryClient, userQueryOptions(params.userId), {
      crumb: (user) => user.fullName,
    }),
  component: UserViewPage,
  notFoundComponent: UserNotFound,
});
