import { createFileRoute } from '@tanstack/react-router';
import { rolesQueryOptions } from '@/apps/roles/api/list-roles';
import { RolesPage } from '@/apps/roles/pages/roles-page';
import { rolesManifest } from '@/apps/roles/roles-manifest';
import { requireAbility } from '@/lib/ability/route-guards';

export const Route = createFileRoute('/_authenticated/apps/roles/')({
  beforeLoad: ({ context }) => requireAbility(context, rolesManifest),
  loader: ({ context }) => context.queryClient.ensureQueryData(rolesQueryOptions()),
  component: RolesPage,
});
