import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@/lib/ecommerce/ecommerce-values';
import type { Address } from '@/lib/ecommerce/order-schemas';

/** A delivery address as lines of text (user-written: its own direction). */
export function AddressText({ address }: { address: Address }) {
  const { i18n } = useTranslation();
  const country = new Intl.DisplayNames([i18n.resolvedLanguage ?? 'en'], { type: 'region' });
  return (
    <Stack gap={0} dir="auto">
      <Text fw={600}>{address.fullName}</Text>
      <Text fz="sm">{address.line1}</Text>
      <Text fz="sm">
        {address.postalCode} {address.city}, {country.of(address.country) ?? address.country}
      </Text>
      <Text fz="sm" c="dimmed" dir="ltr">
        {address.phone}
      </Text>
    </Stack>
  );
}

export const orderStatusColors: Record<OrderStatus, string> = {
  pending: 'yellow',
  paid: 'blue',
  shipped: 'violet',
  delivered: 'green',
  cancelled: 'gray',
  refunded: 'red',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={orderStatusColors[status]} variant="light">
      {t(`ecommerce.orders.status.${status}`)}
    </Badge>
  );
}
