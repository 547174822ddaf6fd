import type { AppManifest } from '@/components/layout/nav-types';

export const dashboardsManifest: AppManifest = {
  id: 'dashboards',
  path: '/dashboards/analytics',
  titleKey: 'nav.analytics',
  icon: 'IconChartPie',
  group: 'dashboards',
  subject: 'Dashboard',
  feature: 'dashboards',
  operations: ['getDashboardOverview'],
};
