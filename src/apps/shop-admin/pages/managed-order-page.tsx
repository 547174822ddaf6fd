import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { AnchorLink } from '@/components/navigation/links';
import { dateTimeFormat } from '@/lib/i18n/formats';
import { useManagedOrder } from '../api/get-managed-order';
import { OrderDeliveryCard, OrderSummaryCard } from '@/components/ecommerce/order-cards';
import { OrderLinesCard } from '@/components/ecommerce/order-lines-card';
import { OrderStepActions } from '../components/order-step-actions';
import { OrderTimeline } from '@/components/ecommerce/order-timeline';
import classes from '@/components/ecommerce/cart.module.css';
import { ShopCard } from '@/components/ecommerce/shop-card';
import { ReceiptLink } from '@/components/ecommerce/receipt-link';
import { useAbility } from '@/lib/ability/can';
import { featureServed } from '@/lib/features/feature-served';
import { customersPage } from '../shop-admin-manifest';
import { OrderReturnsPanel } from '../components/order-returns-panel';

const routeApi = getRouteApi('/_authenticated/apps/ecommerce/orders-admin/$orderId');

/** One order as its managers see it: buyer, lines, totals, address, payment, timeline, steps. */
export function ManagedOrderPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { orderId } = routeApi.useParams();
  const { data: order } = useManagedOrder(orderId);
  const date = dateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' });
  // The buyer opens their customer page for those who may read the customers; text otherwise.
  const canReadCustomers =
    useAbility().can('read', customersPage.subject) && featureServed(customersPage.feature);
  const buyer = <bdi>{order.customer.fullName}</bdi>;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('ecommerce.orders.title', { number: order.number })}
        subtitle={date.format(new Date(order.createdAt))}
      />
      <Group justify="space-between">
        <AnchorLink to="/apps/ecommerce/orders-admin" fz="sm">
          {t('ecommerce.orders.admin.back')}
        </AnchorLink>
        <Group gap="sm">
          <ReceiptLink to="/apps/ecommerce/orders-admin/$orderId/receipt" id={order.id} />
          <OrderStepActions order={order} />
        </Group>
      </Group>
      <div className={classes.layout}>
        <Stack gap="lg">
          <OrderLinesCard order={order} />
          <OrderReturnsPanel order={order} />
          <ShopCard title={t('ecommerce.orders.timelineTitle')}>
            <OrderTimeline entries={order.timeline} />
          </ShopCard>
        </Stack>
        <Stack gap="lg">
          <Paper withBorder p="md" component="section" aria-labelledby="order-customer-title">
            <Stack gap="xs">
              <Title order={2} fz="h4" id="order-customer-title">
                {t('ecommerce.orders.fields.customer')}
              </Title>
              {canReadCustomers ? (
                <AnchorLink
                  to="/apps/ecommerce/customers/$customerId"
                  params={{ customerId: order.customer.id }}
                  fw={600}
                >
                  {buyer}
                </AnchorLink>
              ) : (
                <Text fw={600}>{buyer}</Text>
              )}
              <Text fz="sm" c="dimmed">
                <bdi>{order.customer.email}</bdi>
              </Text>
            </Stack>
          </Paper>
          <OrderSummaryCard order={order} />
          <OrderDeliveryCard order={order} />
        </Stack>
      </div>
    </Stack>
  );
}
