import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { permissionsQueryOptions } from '@/apps/permissions/api/get-permissions';
import { PermissionsPage } from '@/apps/permissions/pages/permissions-page';
import { permissionsSearchSchema } from '@/apps/permissions/permissions-search';
import { tableSearchDefaults } from '@/lib/list/list-search';
import { permissionsManifest } from '@/apps/permissions/permissions-manifest';
import { requireAbility } from '@/lib/ability/route-guards';
import { startListQuery } from '@/lib/list/use-list-query';

export const Route = createFileRoute('/_authenticated/apps/permissions/')({
  validateSearch: permissionsSearchSchema,
  // The plain list has a plain link: default values stay out of the URL.
  search: { middlewares: [stripSearchParams(tableSearchDefaults)] },
  beforeLoad: ({ context }) => requireAbility(context, permissionsManifest),
  // No `loaderDeps` (docs/data-table.md): later pages, sorts and filters load in the page, which
  // keeps the previous rows on screen meanwhile.
  loader: ({ context, location }) =>
    startListQuery(
      context.queryClient,
      permissionsQueryOptions(permissionsSearchSchema.parse(location.search)),
    ),
  component: PermissionsPage,
});
