import { Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BarChart } from '@/components/charts/bar-chart';
import { DonutChart } from '@/components/charts/donut-chart';
import { AnchorLink } from '@/components/navigation/links';
import type { OrderStatus } from '@/lib/ecommerce/ecommerce-values';
import type { ShopDashboard } from '../api/shop-dashboard-schemas';
import { dateTimeFormat, formatMoney, formatNumber, numberFormat } from '@/lib/i18n/formats';
import { OrderStatusBadge } from '@/components/ecommerce/order-address';
import { TableScroll } from '@/components/data-table/table-scroll';
import { SectionCard } from '@/components/layout/section-card';

const statusColors: Record<OrderStatus, string> = {
  pending: 'yellow.7',
  paid: 'blue.6',
  shipped: 'violet.6',
  delivered: 'green.7',
  cancelled: 'gray.5',
  refunded: 'red.6',
};

/** A chart's figures as text, for screen readers (the drawing itself is hidden from them). */
function HiddenTable({
  caption,
  rows,
}: {
  caption: string;
  rows: readonly (readonly [string, string])[];
}) {
  return (
    <table className="visually-hidden">
      <caption>{caption}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A product of the dashboard's lists, by name, linked to its page. */
function ProductLink({ product }: { product: { productId: number; name: string } }) {
  return (
    <AnchorLink
      to="/apps/ecommerce/products/$productId"
      params={{ productId: product.productId }}
      fz="sm"
      truncate
    >
      {product.name}
    </AnchorLink>
  );
}

/** The e-commerce dashboard's charts and lists, loaded after its figures. */
export default function ShopDashboardCharts({ data }: { data: ShopDashboard }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const monthName = dateTimeFormat(language, {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });
  const months = data.byMonth.map((row) => ({
    ...row,
    label: monthName.format(new Date(`${row.month}-01T00:00:00Z`)),
  }));
  const date = dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const totalOrders = data.byStatus.reduce((sum, row) => sum + row.orders, 0);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <SectionCard title={t('ecommerce.dashboard.revenueByMonth')}>
          <BarChart
            data={months.map((row) => ({ label: row.label, value: row.revenue, color: 'green.7' }))}
            format={(value) => formatMoney(Math.round(value), language)}
            formatTick={(value) => formatMoney(value, language, { compact: true })}
          />
          <HiddenTable
            caption={t('ecommerce.dashboard.revenueByMonth')}
            rows={months.map((row) => [row.label, formatMoney(row.revenue, language)])}
          />
        </SectionCard>
        <SectionCard title={t('ecommerce.dashboard.ordersByMonth')}>
          <BarChart
            data={months.map((row) => ({ label: row.label, value: row.orders, color: 'brand.5' }))}
            format={(value) => numberFormat(language, { maximumFractionDigits: 1 }).format(value)}
          />
          <HiddenTable
            caption={t('ecommerce.dashboard.ordersByMonth')}
            rows={months.map((row) => [row.label, formatNumber(row.orders, language)])}
          />
        </SectionCard>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 3 }}>
        <SectionCard title={t('ecommerce.dashboard.topProducts')}>
          <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.topProducts.map((product) => (
              <Group key={product.productId} component="li" justify="space-between" wrap="nowrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <ProductLink product={product} />
                  <Text fz="xs" c="dimmed">
                    {t('ecommerce.dashboard.units', {
                      count: product.units,
                      formatted: formatNumber(product.units, language),
                    })}
                  </Text>
                </Stack>
                <Text fz="sm" fw={600}>
                  {formatMoney(product.revenue, language)}
                </Text>
              </Group>
            ))}
          </Stack>
        </SectionCard>
        <SectionCard title={t('ecommerce.dashboard.lowStock')}>
          {data.lowStock.length === 0 ? (
            <Text fz="sm" c="dimmed">
              {t('ecommerce.dashboard.noLowStock')}
            </Text>
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.lowStock.map((product) => (
                <Group key={product.productId} component="li" justify="space-between" wrap="nowrap">
                  <ProductLink product={product} />
                  <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {t('ecommerce.availability.fewLeft', { count: product.stock })}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </SectionCard>
        <SectionCard title={t('ecommerce.dashboard.byStatus')}>
          <Group justify="center" align="center" gap="xl">
            <DonutChart
              label={formatNumber(totalOrders, language)}
              data={data.byStatus.map((row) => ({
                label: t(`ecommerce.orders.status.${row.status}`),
                value: row.orders,
                color: statusColors[row.status],
              }))}
            />
            <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.byStatus.map((row) => (
                <Text key={row.status} component="li" fz="sm">
                  {t(`ecommerce.orders.status.${row.status}`)}
                  {t('common.labelSeparator')}
                  <b>{formatNumber(row.orders, language)}</b>
                </Text>
              ))}
            </Stack>
          </Group>
        </SectionCard>
      </SimpleGrid>
      <SectionCard title={t('ecommerce.dashboard.recentOrders')}>
        <TableScroll minWidth={520}>
          <Table verticalSpacing="xs" aria-label={t('ecommerce.dashboard.recentOrders')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('ecommerce.orders.number')}</Table.Th>
                <Table.Th>{t('ecommerce.dashboard.customer')}</Table.Th>
                <Table.Th>{t('ecommerce.orders.date')}</Table.Th>
                <Table.Th>{t('ecommerce.cart.total')}</Table.Th>
                <Table.Th>{t('ecommerce.orders.statusLabel')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.recentOrders.map((order) => (
                <Table.Tr key={order.id}>
                  <Table.Td>{order.number}</Table.Td>
                  <Table.Td dir="auto">{order.customer}</Table.Td>
                  <Table.Td>{date.format(new Date(order.createdAt))}</Table.Td>
                  <Table.Td>{formatMoney(order.total, language)}</Table.Td>
                  <Table.Td>
                    <OrderStatusBadge status={order.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </SectionCard>
    </Stack>
  );
}
