import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import {
  IconCash,
  IconCircleCheck,
  IconCircleX,
  IconReceiptRefund,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { useAbility } from '@/lib/ability/can';
import { canTakeStep } from '@/lib/ecommerce/order-lifecycle';
import type { ManagedOrder } from '@/lib/ecommerce/order-schemas';
import { useQuickOrderStep } from '../api/take-order-step';
import { RefundOrderDialog, ShipOrderDialog } from './order-step-dialogs';

type Dialog = 'ship' | 'refund' | 'cancel' | null;

/**
 * The steps the order's status allows, for those who may update orders (nothing otherwise):
 * pay and deliver at once, ship with its tracking number, cancel after a confirmation, refund
 * in a dialog by line.
 */
export function OrderStepActions({ order }: { order: ManagedOrder }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const pay = useQuickOrderStep(order.id, 'pay');
  const deliver = useQuickOrderStep(order.id, 'deliver');
  const cancel = useQuickOrderStep(order.id, 'cancel');
  const [dialog, setDialog] = useState<Dialog>(null);
  if (!ability.can('update', 'Order')) return null;
  const can = (action: Parameters<typeof canTakeStep>[1]) => canTakeStep(order.status, action);
  const close = () => setDialog(null);
  return (
    <>
      <Group gap="sm">
        {can('pay') ? (
          <Button
            leftSection={<IconCash size={16} aria-hidden />}
            onClick={() => pay.mutate(order.version)}
          >
            {t('ecommerce.orders.actions.pay')}
          </Button>
        ) : null}
        {can('ship') ? (
          <Button
            leftSection={<IconTruckDelivery size={16} aria-hidden />}
            onClick={() => setDialog('ship')}
          >
            {t('ecommerce.orders.actions.ship')}
          </Button>
        ) : null}
        {can('deliver') ? (
          <Button
            leftSection={<IconCircleCheck size={16} aria-hidden />}
            onClick={() => deliver.mutate(order.version)}
          >
            {t('ecommerce.orders.actions.deliver')}
          </Button>
        ) : null}
        {can('refund') ? (
          <Button
            variant="light"
            color="red"
            leftSection={<IconReceiptRefund size={16} aria-hidden />}
            onClick={() => setDialog('refund')}
          >
            {t('ecommerce.orders.actions.refund')}
          </Button>
        ) : null}
        {can('cancel') ? (
          <Button
            variant="light"
            color="red"
            leftSection={<IconCircleX size={16} aria-hidden />}
            onClick={() => setDialog('cancel')}
          >
            {t('ecommerce.orders.actions.cancel')}
          </Button>
        ) : null}
      </Group>
      <ShipOrderDialog order={order} opened={dialog === 'ship'} onClose={close} />
      <RefundOrderDialog order={order} opened={dialog === 'refund'} onClose={close} />
      <ConfirmDialog
        opened={dialog === 'cancel'}
        title={t('ecommerce.orders.cancel.title', { number: order.number })}
        confirmLabel={t('ecommerce.orders.actions.cancel')}
        onConfirm={() => {
          cancel.mutate(order.version);
          close();
        }}
        onCancel={close}
      >
        {t('ecommerce.orders.cancel.text')}
      </ConfirmDialog>
    </>
  );
}
