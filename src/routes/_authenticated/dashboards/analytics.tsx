import { createFileRoute } from '@tanstack/react-router';
import { overviewQueryOptions } from '@/apps/dashboards/api/get-dashboard-overview';
import { AnalyticsPage } from '@/apps/dashboards/pages/analytics-page';
import { dashboardsManifest } from '@/apps/dashboards/dashboards-manifest';
import { requireAbility } from '@/lib/ability/route-guards';
import { awaitQuery } from '@/lib/router/route-queries';

export const Route = createFileRoute('/_authenticated/dashboards/analytics')({
  beforeLoad: ({ context }) => requireAbility(context, dashboardsManifest),
  loader: ({ context }) => awaitQuery(context.queryClient, overviewQueryOptions()),
  component: AnalyticsPage,
});
