import { lazy, Suspense } from 'react';
import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { useOverview } from '../api/get-dashboard-overview';
import { formatDay } from '@/lib/i18n/formats';
import { OverviewCards } from '../components/overview-cards';
import { MyWork } from '../components/my-work';

// The figures render first, the charts follow in their own chunk.
const OverviewCharts = lazy(() => import('../components/overview-charts'));

export function AnalyticsPage() {
  const { t, i18n } = useTranslation();
  const { data: overview } = useOverview();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('dashboards.title')}
        subtitle={t('dashboards.subtitle')}
        detail={
          <time dateTime={overview.today}>
            {formatDay(overview.today, i18n.resolvedLanguage ?? 'en', { dateStyle: 'full' })}
          </time>
        }
      />
      <OverviewCards overview={overview} />
      <MyWork overview={overview} />
      <Suspense fallback={<Skeleton h={320} radius="md" aria-hidden="true" />}>
        <OverviewCharts overview={overview} />
      </Suspense>
    </Stack>
  );
}
