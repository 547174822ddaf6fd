import { Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/i18n/formats';
import type { Order } from '@/lib/ecommerce/order-schemas';
import { TotalsRows } from './totals-rows';
import { AddressText } from './order-address';
import { ShopCard } from './shop-card';
import { TrackingNumber } from './tracking-number';

/** An order's figures, and what was refunded if anything: the buyer's page and the managers'. */
export function OrderSummaryCard({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  return (
    <ShopCard title={t('ecommerce.cart.summary')}>
      <TotalsRows totals={order} />
      {order.refunded > 0 ? (
        <Group justify="space-between">
          <Text fz="sm" fw={600} c="red.8">
            {t('ecommerce.orders.fields.refunded')}
          </Text>
          <Text fz="sm" fw={600} c="red.8">
            {formatMoney(order.refunded, i18n.resolvedLanguage)}
          </Text>
        </Group>
      ) : null}
    </ShopCard>
  );
}

/** How the order was paid: "Card ending in 4242", "Cash on delivery". */
export function PaymentText({ payment }: { payment: Order['payment'] }) {
  const { t } = useTranslation();
  return (
    <Text fz="sm">
      {payment.method === 'card'
        ? t('ecommerce.payment.cardEnding', { last4: payment.last4 ?? '' })
        : t('ecommerce.payment.cod')}
    </Text>
  );
}

/** Where the order goes, how it was paid, and its tracking number once it ships. */
export function OrderDeliveryCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <ShopCard title={t('ecommerce.checkout.address')}>
      <AddressText address={order.address} />
      <Title order={2} fz="h4">
        {t('ecommerce.checkout.payment')}
      </Title>
      <PaymentText payment={order.payment} />
      {order.trackingNumber ? (
        <TrackingNumber trackingNumber={order.trackingNumber} carrier={order.carrier} />
      ) : null}
    </ShopCard>
  );
}
