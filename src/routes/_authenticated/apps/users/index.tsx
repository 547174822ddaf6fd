import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { usersQueryOptions } from '@/apps/users/api/get-users';
import { UsersPage } from '@/apps/users/pages/users-page';
import { usersSearchSchema } from '@/apps/users/users-search';
import { tableSearchDefaults } from '@/lib/list/list-search';
import { usersManifest } from '@/apps/users/users-manifest';
import { requireAbility } from '@/lib/ability/route-guards';
import { startListQuery } from '@/lib/list/use-list-query';

export const Route = createFileRoute('/_authenticated/apps/users/')({
  validateSearch: usersSearchSchema,
  // The plain list has a plain link: default values stay out of the URL.
  search: { middlewares: [stripSearchParams(tableSearchDefaults)] },
  beforeLoad: ({ context }) => requireAbility(context, usersManifest),
  // No `loaderDeps`: each search would be a new match, and a slow page would swap the table for
  // the pending screen. The loader fills the cache for the URL the user enters with (a prefetch:
  // a failed list is said in the table, with Retry); later pages, sorts and filters load in the
  // page, which keeps the previous rows on screen meanwhile.
  loader: ({ context, location }) =>
    startListQuery(
      context.queryClient,
      usersQueryOptions(usersSearchSchema.parse(location.search)),
    ),
  component: UsersPage,
});
