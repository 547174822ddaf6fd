import { FormButtons } from '@/components/forms/form-buttons';
import { NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { refundAmount, refundPerItem } from '@/lib/ecommerce/refund-amount';
import * as z from 'zod/mini';
import { FormError } from '@/components/forms/form-error';
import { useAppForm } from '@/components/forms/use-app-form';
import { Modal } from '@/components/overlays/modal';
import { formatMoney } from '@/lib/i18n/formats';
import { shipOrderSchema, type ManagedOrder, type ShipOrder } from '@/lib/ecommerce/order-schemas';
import { carriers } from '@/lib/ecommerce/carriers';
import { fitsCarrier, TRACKING_CARRIER_ERROR } from '@/lib/ecommerce/carrier-numbers';
import { carrierExample, carrierName } from '@/lib/ecommerce/carrier-pages';
import { useOrderStepForm } from '../api/take-order-step';

type DialogProps = { order: ManagedOrder; opened: boolean; onClose: () => void };

/** The ship step as the API checks it: a number of the chosen carrier's shape, said by the number. */
const shipFormSchema = shipOrderSchema.check(
  z.refine((ship) => fitsCarrier(ship.carrier, ship.trackingNumber), {
    message: TRACKING_CARRIER_ERROR,
    path: ['trackingNumber'],
    // Said once: a number of no carrier's shape, or no carrier, has its own message.
    when: ({ issues }) => issues.length === 0,
  }),
);

function ShipForm({ order, onClose }: Omit<DialogProps, 'opened'>) {
  const { t } = useTranslation();
  const step = useOrderStepForm(order, 'ship');
  // No carrier at first: the form asks for one (the API refuses a ship step without it).
  const form = useAppForm<ShipOrder>(shipFormSchema, {
    initialValues: { carrier: '' as ShipOrder['carrier'], trackingNumber: '' },
  });
  const submit = form.submitWith(
    step,
    (values) => ({
      action: 'ship' as const,
      carrier: values.carrier,
      trackingNumber: values.trackingNumber.trim(),
    }),
    onClose,
  );
  const { carrier } = form.getValues();
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Select
          label={t('ecommerce.orders.fields.carrier')}
          placeholder={t('ecommerce.orders.ship.chooseCarrier')}
          required
          data-autofocus
          allowDeselect={false}
          data={carriers.map((value) => ({ value, label: carrierName(value) }))}
          {...form.getInputProps('carrier')}
        />
        <TextInput
          label={t('ecommerce.orders.fields.trackingNumber')}
          description={
            carriers.includes(carrier)
              ? t('ecommerce.orders.ship.example', {
                  carrier: carrierName(carrier),
                  example: carrierExample(carrier),
                })
              : t('ecommerce.orders.ship.hint')
          }
          required
          autoComplete="off"
          {...form.getInputProps('trackingNumber')}
        />
        <FormError error={form.failure} />
        <FormButtons
          submitLabel={t('ecommerce.orders.actions.ship')}
          loading={step.isPending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}

/** Ship the order: the carrier's tracking number, checked as the API checks it. */
export function ShipOrderDialog({ order, opened, onClose }: DialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('ecommerce.orders.ship.title', { number: order.number })}
      centered
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      <ShipForm order={order} onClose={onClose} />
    </Modal>
  );
}

/** The refund form: how many of each line to give back (0 keeps it). */
const refundFormSchema = z.object({ qty: z.array(z.number().check(z.int(), z.minimum(0))) }).check(
  z.refine((values) => values.qty.some((qty) => qty > 0), {
    message: 'ecommerce.orders.errors.refundNothing',
    path: ['qty'],
  }),
);
type RefundForm = z.infer<typeof refundFormSchema>;

function RefundForm({ order, onClose }: Omit<DialogProps, 'opened'>) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const step = useOrderStepForm(order, 'refund');
  const left = order.lines.map((line) => line.qty - line.refundedQty);
  const form = useAppForm<RefundForm>(refundFormSchema, { initialValues: { qty: left } });
  const values = form.getValues();
  const wholeLeft = left.every((qty, index) => values.qty[index] === qty);
  // What the server will refund: each item its share of what was paid, everything left the rest.
  const total = refundAmount(order, new Map(values.qty.map((qty, index) => [index, qty])));
  const submit = form.submitWith(
    step,
    (current) =>
      wholeLeft
        ? { action: 'refund' as const }
        : {
            action: 'refund' as const,
            lines: current.qty.flatMap((qty, line) => (qty > 0 ? [{ line, qty }] : [])),
          },
    onClose,
  );
  const qtyError = form.errors.qty;
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text fz="sm">{t('ecommerce.orders.refund.text')}</Text>
        {order.lines.map((line, index) =>
          left[index] === 0 ? null : (
            <NumberInput
              // Lines never change order: an index is their identity.
              // oxlint-disable-next-line react/no-array-index-key
              key={index}
              label={line.name}
              description={t('ecommerce.orders.refund.left', {
                count: left[index],
                price: formatMoney(refundPerItem(order, line.price), language),
              })}
              min={0}
              max={left[index]}
              clampBehavior="strict"
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps(`qty.${index}`)}
            />
          ),
        )}
        {typeof qtyError === 'string' ? (
          <Text c="red.8" fz="sm" role="alert">
            {t(qtyError)}
          </Text>
        ) : null}
        <Text fw={700}>
          {t('ecommerce.orders.refund.amount', { amount: formatMoney(total, language) })}
        </Text>
        <FormError error={form.failure} />
        <FormButtons
          submitLabel={t('ecommerce.orders.actions.refund')}
          loading={step.isPending}
          onCancel={onClose}
          color="red"
        />
      </Stack>
    </form>
  );
}

/** Refund the order, whole or by line: the dialog is the confirmation, with the amount. */
export function RefundOrderDialog({ order, opened, onClose }: DialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('ecommerce.orders.refund.title', { number: order.number })}
      centered
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      <RefundForm order={order} onClose={onClose} />
    </Modal>
  );
}
