import { Suspense, useState } from 'react';
import { Button, Text } from '@mantine/core';
import { IconTruckReturn } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OrderReturnsList } from '@/components/ecommerce/order-return-details';
import { ShopCard } from '@/components/ecommerce/shop-card';
import { useServerNow } from '@/lib/clock/get-server-clock';
import { dateTimeFormat } from '@/lib/i18n/formats';
import { mayRequestReturn, returnDeadline } from '@/lib/ecommerce/order-return-rules';
import type { Order } from '@/lib/ecommerce/order-schemas';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { usePreloadIntent } from '@/components/lazy/use-preload-intent';

// The form (number inputs, radios, a text area, its checks) loads when the buyer means to ask:
// most visits to an order never do.
const RequestReturnDialog = lazyWithPreload(
  () => import('./request-return-dialog'),
  (module) => module.RequestReturnDialog,
);
const preloadDialog = () => RequestReturnDialog.preload();

/**
 * The buyer's returns of a delivered order: each request and its answer, newest first, until
 * when one may be asked (by the server's clock, as the API decides), and the button that asks.
 * Nothing before the order is delivered.
 */
export function OrderReturnsCard({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const serverNow = useServerNow();
  const [opened, setOpened] = useState(false);
  const intent = usePreloadIntent(preloadDialog);
  const deadline = returnDeadline(order);
  if (deadline === null && order.returns.length === 0) return null;
  const now = serverNow === undefined ? undefined : Date.parse(serverNow);
  const may = now !== undefined && mayRequestReturn(order, now);
  const until = dateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'long' }).format(
    deadline ?? 0,
  );
  return (
    <ShopCard title={t('ecommerce.returns.title')}>
      <OrderReturnsList order={order} />
      {deadline !== null && order.status === 'delivered' && now !== undefined ? (
        <Text fz="sm" c="dimmed">
          {t(
            now <= deadline ? 'ecommerce.returns.window.open' : 'ecommerce.returns.window.closed',
            {
              date: until,
            },
          )}
        </Text>
      ) : null}
      {may ? (
        <>
          <Button
            variant="light"
            leftSection={<IconTruckReturn size={16} aria-hidden />}
            {...intent(undefined)}
            onClick={() => setOpened(true)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('ecommerce.returns.actions.request')}
          </Button>
          {opened ? (
            <Suspense fallback={null}>
              <RequestReturnDialog order={order} opened onClose={() => setOpened(false)} />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </ShopCard>
  );
}
