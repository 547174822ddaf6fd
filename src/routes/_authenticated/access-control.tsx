import { createFileRoute } from '@tanstack/react-router';
import { AccessControlPage } from '@/apps/access-control/pages/access-control-page';
import { accessControlManifest } from '@/apps/access-control/access-control-manifest';
import { requireAbility } from '@/lib/ability/route-guards';

export const Route = createFileRoute('/_authenticated/access-control')({
  beforeLoad: ({ context }) => requireAbility(context, accessControlManifest),
  component: AccessControlPage,
});
