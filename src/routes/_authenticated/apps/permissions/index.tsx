import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { permissionsQueryOptions } from '@/apps/permissions/api/list-permissions';
import { PermissionsPage } from '@/apps/permissions/pages/permissions-page';
import { permissionsSearchSchema } from '@/apps/permissions/permissions-search';
import { permissionsManifest } from '@/apps/permissions/permissions-manifest';
import { requireAbility } from '@/lib/ability/route-guards';
import { tableSearchDefaults } from '@/lib/list/list-search';
import { listLoader } from '@/lib/router/list-route';

export const Route = createFileRoute('/_authenticated/apps/permissions/')({
  validateSearch: permissionsSearchSchema,
  // The plain list has a plain link: default values stay out of the URL.
  search: { middlewares: [stripSearchParams(tableSearchDefaults)] },
  beforeLoad: ({ context }) => requireAbility(context, permissionsManifest),
  loader: listLoader(permissionsSearchSchema, permissionsQueryOptions),
  component: PermissionsPage,
});
