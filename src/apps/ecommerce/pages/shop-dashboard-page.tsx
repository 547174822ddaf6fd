import { lazy, Suspense } from 'react';
import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCash,
  IconReceipt,
  IconShoppingBag,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { useShopDashboard } from '../api/get-shop-dashboard';
import { formatNumber } from '../components/format';
import { formatMoney } from '@/lib/i18n/formats';
import { dateTimeFormat, numberFormat } from '@/lib/i18n/formats';

// The figures render first, the charts and lists follow in their own chunk (as the analytics one).
const ShopDashboardCharts = lazy(() => import('../components/shop-dashboard-charts'));

function Figure({
  title,
  value,
  note,
  icon: FigureIcon,
  color,
}: {
  title: string;
  value: string;
  note: string;
  icon: Icon;
  color: string;
}) {
  return (
    <Paper p="lg" shadow="xs" component="section" aria-label={title}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text fz="sm" c="dimmed" fw={500}>
            {title}
          </Text>
          <Title order={2} fz="h2" mt={4}>
            {value}
          </Title>
          <Text fz="xs" c="dimmed" mt={4}>
            {note}
          </Text>
        </div>
        <ThemeIcon variant="light" color={color} size={44} radius="md" aria-hidden="true">
          <FigureIcon size={24} />
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

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
  const day = dateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' });
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('ecommerce.dashboard.title')}
        subtitle={t('ecommerce.dashboard.subtitle', { date: day.format(new Date(data.today)) })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }}>
        <Figure
          title={t('ecommerce.dashboard.revenue')}
          value={formatMoney(data.revenue, language)}
          note={
            revenueChange
              ? t('ecommerce.dashboard.vsBefore', { change: revenueChange })
              : t('ecommerce.dashboard.last30')
          }
          icon={IconCash}
          color="green"
        />
        <Figure
          title={t('ecommerce.dashboard.orders')}
          value={formatNumber(data.orders, language)}
          note={
            ordersChange
              ? t('ecommerce.dashboard.vsBefore', { change: ordersChange })
              : t('ecommerce.dashboard.last30')
          }
          icon={IconReceipt}
          color="brand"
        />
        <Figure
          title={t('ecommerce.dashboard.averageOrder')}
          value={formatMoney(data.averageOrder, language)}
          note={t('ecommerce.dashboard.last30')}
          icon={IconShoppingBag}
          color="violet"
        />
        <Figure
          title={t('ecommerce.dashboard.lowStock')}
          value={formatNumber(data.lowStock.length, language)}
          note={t('ecommerce.dashboard.lowStockNote')}
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
