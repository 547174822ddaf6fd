import { createFileRoute } from '@tanstack/react-router';
import { rolesQueryOptions } from '@/apps/roles/api/list-roles';
import { RolesPage } from '@/apps/roles/pages/roles-page';
import { rolesManifest } from '@/apps/roles/roles-manifest';
import { requireAbility } from '@/lib/ability/route-guards';
import { awaitQuery } from '@/lib/router/route-queries';

export const Route = createFileRoute('/_authenticated/apps/roles/')({
  beforeLoad: ({ context }) => requireAbility(context, rolesManifest),
  loader: ({ context }) => awaitQuery(context.queryClient, rolesQueryOptions()),
  component: RolesPage,
});
