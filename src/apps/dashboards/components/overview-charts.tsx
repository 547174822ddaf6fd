import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BarChart } from '@/components/charts/bar-chart';
import { DonutChart } from '@/components/charts/donut-chart';
import type { Overview } from '../api/dashboard-schemas';
import { formatMoney, formatNumber } from '@/lib/i18n/formats';
import { SectionCard } from '@/components/layout/section-card';

// A Map: the statuses come from the API, and a status added there gets the neutral colour.
const statusColors = new Map([
  ['Paid', 'green.7'],
  ['Draft', 'gray.6'],
  ['Partial Payment', 'yellow.6'],
  ['Downloaded', 'cyan.6'],
  ['Sent', 'brand.5'],
  ['Past Due', 'red.7'],
]);

const userColors = { active: 'green.6', pending: 'yellow.5', inactive: 'gray.5' } as const;

/**
 * The dashboard's charts, loaded after the figures are on screen so the route's first paint does
 * not wait for them (docs/performance.md).
 */
export default function OverviewCharts({ overview }: { overview: Overview }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { users, invoices } = overview;
  if (!users && !invoices) return null;

  return (
    <SimpleGrid cols={{ base: 1, lg: users && invoices ? 2 : 1 }}>
      {invoices ? (
        <SectionCard title={t('dashboards.charts.invoicesByStatus')}>
          <BarChart
            data={invoices.byStatus.map((row) => ({
              label: t(`dashboards.invoiceStatus.${row.status}`),
              value: row.amount,
              color: statusColors.get(row.status) ?? 'gray.6',
            }))}
            format={(value) => formatMoney(value, language, { fractionDigits: 0 })}
            formatTick={(value) => formatMoney(value, language, { compact: true })}
          />
          {/* The same figures as text, for screen readers and for anyone who prefers a table. */}
          <table className="visually-hidden">
            <caption>{t('dashboards.charts.invoicesByStatus')}</caption>
            <tbody>
              {invoices.byStatus.map((row) => (
                <tr key={row.status}>
                  <th scope="row">{t(`dashboards.invoiceStatus.${row.status}`)}</th>
                  <td>{row.count}</td>
                  <td>{formatMoney(row.amount, language, { fractionDigits: 0 })}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Group gap="md" mt="sm">
            {invoices.byStatus.map((row) => (
              <Text key={row.status} fz="xs" c="dimmed">
                {t(`dashboards.invoiceStatus.${row.status}`)}
                {t('common.labelSeparator')}
                {row.count}
              </Text>
            ))}
          </Group>
        </SectionCard>
      ) : null}
      {users ? (
        <SectionCard title={t('dashboards.charts.usersByStatus')}>
          <Group justify="center" align="center" gap="xl">
            <DonutChart
              label={formatNumber(users.total, language)}
              data={(['active', 'pending', 'inactive'] as const).map((status) => ({
                label: t(`dashboards.userStatus.${status}`),
                value: users.byStatus[status],
                color: userColors[status],
              }))}
            />
            <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {(['active', 'pending', 'inactive'] as const).map((status) => (
                <Text key={status} component="li" fz="sm">
                  {t(`dashboards.userStatus.${status}`)}
                  {t('common.labelSeparator')}
                  <b>{formatNumber(users.byStatus[status], language)}</b>
                </Text>
              ))}
            </Stack>
          </Group>
        </SectionCard>
      ) : null}
    </SimpleGrid>
  );
}
