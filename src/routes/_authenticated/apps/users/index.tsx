import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { usersQueryOptions } from '@/apps/users/api/list-users';
import { UsersPage } from '@/apps/users/pages/users-page';
import { usersSearchSchema } from '@/apps/users/users-search';
import { usersManifest } from '@/apps/users/users-manifest';
import { requireAbility } from '@/lib/ability/route-guards';
import { tableSearchDefaults } from '@/lib/list/list-search';
import { listLoader } from '@/lib/router/list-route';

export const Route = createFileRoute('/_authenticated/apps/users/')({
  validateSearch: usersSearchSchema,
  // The plain list has a plain link: default values stay out of the URL.
  search: { middlewares: [stripSearchParams(tableSearchDefaults)] },
  beforeLoad: ({ context }) => requireAbility(context, usersManifest),
  loader: listLoader(usersSearchSchema, usersQueryOptions),
  component: UsersPage,
});
