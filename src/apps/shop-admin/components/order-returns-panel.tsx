import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconCircleX, IconReceiptRefund } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { OrderReturnsList } from '@/components/ecommerce/order-return-details';
import { ShopCard } from '@/components/ecommerce/shop-card';
import { FormButtons } from '@/components/forms/form-buttons';
import { FormError } from '@/components/forms/form-error';
import { useAppForm } from '@/components/forms/use-app-form';
import { Modal } from '@/components/overlays/modal';
import { useAbility } from '@/lib/ability/can';
import { formatMoney } from '@/lib/i18n/formats';
import type { OrderReturn } from '@/lib/ecommerce/order-returns';
import { openReturn } from '@/lib/ecommerce/order-return-rules';
import { canTakeStep } from '@/lib/ecommerce/order-lifecycle';
import { refundAmount } from '@/lib/ecommerce/refund-amount';
import {
  refuseReturnSchema,
  type ManagedOrder,
  type RefuseReturn,
} from '@/lib/ecommerce/order-schemas';
import { useOrderStepForm } from '../api/take-order-step';

type Dialog = 'accept' | 'refuse' | null;

/** Accepting has nothing to fill: the form is the confirmation, and shows why it failed. */
const nothingToFill = z.object({});
type AnswerProps = { order: ManagedOrder; onClose: () => void };

/** Accepting: the amount the returned lines refund (their share of what was paid), confirmed. */
function AcceptForm({ order, request, onClose }: AnswerProps & { request: OrderReturn }) {
  const { t, i18n } = useTranslation();
  const step = useOrderStepForm(order, 'acceptReturn');
  const form = useAppForm<Record<string, never>>(nothingToFill, { initialValues: {} });
  const amount = refundAmount(order, new Map(request.lines.map(({ line, qty }) => [line, qty])));
  const submit = form.submitWith(step, () => ({ action: 'acceptReturn' as const }), onClose);
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text>
          {t('ecommerce.returns.accept.text', {
            amount: formatMoney(amount, i18n.resolvedLanguage ?? 'en'),
          })}
        </Text>
        <FormError error={form.failure} />
        <FormButtons
          submitLabel={t('ecommerce.returns.actions.accept')}
          loading={step.isPending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}

/** Refusing: the reason, which the buyer reads on their order. */
function RefuseForm({ order, onClose }: AnswerProps) {
  const { t } = useTranslation();
  const step = useOrderStepForm(order, 'refuseReturn');
  const form = useAppForm<RefuseReturn>(refuseReturnSchema, { initialValues: { reason: '' } });
  const submit = form.submitWith(
    step,
    (values) => ({ action: 'refuseReturn' as const, reason: values.reason.trim() }),
    onClose,
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Textarea
          label={t('ecommerce.returns.fields.refusal')}
          description={t('ecommerce.returns.fields.refusalHint')}
          required
          data-autofocus
          autosize
          minRows={3}
          maxRows={6}
          {...form.getInputProps('reason')}
        />
        <FormError error={form.failure} />
        <FormButtons
          submitLabel={t('ecommerce.returns.actions.refuse')}
          loading={step.isPending}
          onCancel={onClose}
          color="red"
        />
      </Stack>
    </form>
  );
}

/**
 * The order's return requests, newest first; the open one with Accept (its lines refunded) and
 * Refuse (with a reason) for those who may update orders. Nothing for an order never returned.
 */
export function OrderReturnsPanel({ order }: { order: ManagedOrder }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const [dialog, setDialog] = useState<Dialog>(null);
  if (order.returns.length === 0) return null;
  const open = openReturn(order);
  const answerable = open !== undefined && ability.can('update', 'Order');
  const close = () => setDialog(null);
  return (
    <ShopCard title={t('ecommerce.returns.title')}>
      <OrderReturnsList
        order={order}
        underNewest={
          answerable ? (
            <Group gap="sm" mt="sm">
              {canTakeStep(order.status, 'acceptReturn') ? (
                <Button
                  leftSection={<IconReceiptRefund size={16} aria-hidden />}
                  onClick={() => setDialog('accept')}
                >
                  {t('ecommerce.returns.actions.accept')}
                </Button>
              ) : null}
              <Button
                variant="light"
                color="red"
                leftSection={<IconCircleX size={16} aria-hidden />}
                onClick={() => setDialog('refuse')}
              >
                {t('ecommerce.returns.actions.refuse')}
              </Button>
            </Group>
          ) : null
        }
      />
      {answerable ? (
        <>
          <Modal
            opened={dialog === 'accept'}
            onClose={close}
            title={t('ecommerce.returns.accept.title', { number: order.number })}
            centered
            closeButtonProps={{ 'aria-label': t('common.actions.close') }}
          >
            <AcceptForm order={order} request={open} onClose={close} />
          </Modal>
          <Modal
            opened={dialog === 'refuse'}
            onClose={close}
            title={t('ecommerce.returns.refuse.title', { number: order.number })}
            centered
            closeButtonProps={{ 'aria-label': t('common.actions.close') }}
          >
            <RefuseForm order={order} onClose={close} />
          </Modal>
        </>
      ) : null}
    </ShopCard>
  );
}
