import { createFileRoute } from '@tanstack/react-router';
import { overviewQueryOptions } from '@/apps/dashboards/api/get-dashboard-overview';
import { AnalyticsPage } from '@/apps/dashboards/pages/analytics-page';
import { dashboardsManifest } from '@/apps/dashboards/dashboards-manifest';
import { requireAbility } from '@/lib/ability/route-guards';

export const Route = createFileRoute('/_authenticated/dashboards/analytics')({
  beforeLoad: ({ context }) => requireAbility(context, dashboardsManifest),
  loader: ({ context }) => context.queryClient.ensureQueryData(overviewQueryOptions()),
  component: AnalyticsPage,
});
