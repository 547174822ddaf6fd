import { Group, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '@/components/feedback/query-content';
import { PageHeader } from '@/components/layout/page-header';
import { AnchorLink } from '@/components/navigation/links';
import { useOrder } from '../api/get-order';
import { OrderDeliveryCard, OrderSummaryCard } from '@/components/ecommerce/order-cards';
import { OrderLinesCard } from '@/components/ecommerce/order-lines-card';
import { OrderTimeline } from '@/components/ecommerce/order-timeline';
import classes from '@/components/ecommerce/cart.module.css';
import { dateTimeFormat } from '@/lib/i18n/formats';
import { ShopCard } from '@/components/ecommerce/shop-card';
import { OrderReturnsCard } from '../components/order-returns-card';
import { ReceiptLink } from '@/components/ecommerce/receipt-link';

const routeApi = getRouteApi('/_authenticated/apps/ecommerce/orders/$orderId');

/** One of the user's orders: lines, address, payment, totals, status and its timeline. */
export function OrderPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { orderId } = routeApi.useParams();
  const order = useOrder(orderId);
  const date = dateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' });
  const content = (
    <QueryContent
      query={order}
      errorTitle={t('ecommerce.errors.orderFailed')}
      loadingLabel={t('ecommerce.loading')}
    >
      {(data) => (
        <div className={classes.layout}>
          <Stack gap="lg">
            <OrderLinesCard order={data} />
            <OrderReturnsCard order={data} />
          </Stack>
          <Stack gap="lg">
            <OrderSummaryCard order={data} />
            <OrderDeliveryCard order={data} />
            <ShopCard title={t('ecommerce.orders.timelineTitle')}>
              <OrderTimeline entries={data.timeline} />
            </ShopCard>
          </Stack>
        </div>
      )}
    </QueryContent>
  );
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('ecommerce.orders.title', { number: order.data?.number ?? '' })}
        subtitle={order.data ? date.format(new Date(order.data.createdAt)) : ''}
      />
      <Group justify="space-between">
        <AnchorLink to="/apps/ecommerce/orders" fz="sm">
          {t('ecommerce.orders.back')}
        </AnchorLink>
        {order.data ? (
          <ReceiptLink to="/apps/ecommerce/orders/$orderId/receipt" id={orderId} />
        ) : null}
      </Group>
      {content}
    </Stack>
  );
}
