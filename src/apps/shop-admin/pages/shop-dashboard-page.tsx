import { lazy, Suspense } from 'react';
import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCash, IconReceipt, IconShoppingBag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { useShopDashboard } from '../api/get-shop-dashboard';
import { formatDay, formatMoney, formatNumber, numberFormat } from '@/lib/i18n/formats';
import { StatCard } from '@/components/layout/stat-card';

// The figures render first, the charts and lists follow in their own chunk (as the analytics one).
const ShopDashboardCharts = lazy(() => import('../components/shop-dashboard-charts'));

/** Change against the 30 days before, as a signed percentage ("+12 %"), or nothing to compare. */
function change(now: number, before: number, language: string): string | null {
  if (before === 0) return null;
  return numberFormat(language, {
    style: 'percent',
    signDisplay: 'exceptZero',
    maximumFractionDigits: 0,
  }).format((now - before) / before);
}

/** The shop's dashboard: revenue and orders over time, best sellers, low stock, recent orders. */
export function ShopDashboardPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { data } = useShopDashboard();
  const revenueChange = change(data.revenue, data.previousRevenue, language);
  const ordersChange = change(data.orders, data.previousOrders, language);
  /** A figure's hint: its change against the 30 days before, or the period when there is none. */
  const sinceHint = (figureChange: string | null) =>
    figureChange
      ? t('ecommerce.dashboard.vsBefore', { change: figureChange })
      : t('ecommerce.dashboard.last30');
  // The figures leave cancelled and refunded orders out while the donut by status counts them: the
  // card says how many it left out, so its figure and the donut's add up where the reader sees it.
  const cancelled = data.byStatus.find((row) => row.status === 'cancelled')?.orders ?? 0;
  const refunded = data.byStatus.find((row) => row.status === 'refunded')?.orders ?? 0;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('ecommerce.dashboard.title')}
        subtitle={t('ecommerce.dashboard.subtitle')}
        detail={
          <time dateTime={data.today}>
            {formatDay(data.today, language, { dateStyle: 'full' })}
          </time>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }}>
        <StatCard
          look="dashboard"
          title={t('ecommerce.dashboard.revenue')}
          value={formatMoney(data.revenue, language)}
          hint={sinceHint(revenueChange)}
          icon={IconCash}
          color="green"
        />
        <StatCard
          look="dashboard"
          title={t('ecommerce.dashboard.orders')}
          value={formatNumber(data.orders, language)}
          hint={sinceHint(ordersChange)}
          icon={IconReceipt}
          color="brand"
        >
          <Text fz="sm" c="dimmed">
            {t('ecommerce.dashboard.cancelledLeftOut', {
              count: cancelled,
              formatted: formatNumber(cancelled, language),
            })}
          </Text>
          {refunded > 0 ? (
            <Text fz="sm" c="dimmed">
              {t('ecommerce.dashboard.refundedLeftOut', {
                count: refunded,
                formatted: formatNumber(refunded, language),
              })}
            </Text>
          ) : null}
        </StatCard>
        <StatCard
          look="dashboard"
          title={t('ecommerce.dashboard.averageOrder')}
          value={formatMoney(data.averageOrder, language)}
          hint={t('ecommerce.dashboard.last30')}
          icon={IconShoppingBag}
          color="violet"
        />
        <StatCard
          look="dashboard"
          title={t('ecommerce.dashboard.lowStock')}
          value={formatNumber(data.lowStock.length, language)}
          hint={t('ecommerce.dashboard.lowStockNote')}
          icon={IconAlertTriangle}
          color="orange"
        />
      </SimpleGrid>
      <Suspense fallback={<Skeleton h={320} radius="md" aria-hidden="true" />}>
        <ShopDashboardCharts data={data} />
      </Suspense>
    </Stack>
  );
}
