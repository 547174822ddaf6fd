import { Group, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/lib/ecommerce/order-schemas';
import { OrderStatusBadge } from './order-address';
import { OrderLines } from './order-lines';

/** An order's lines under its item count and status: the buyer's order page and the managers'. */
export function OrderLinesCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="order-lines-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4" id="order-lines-title">
          {t('ecommerce.cart.items', { count: order.count })}
        </Title>
        <OrderStatusBadge status={order.status} />
      </Group>
      <OrderLines lines={order.lines} />
    </Paper>
  );
}
