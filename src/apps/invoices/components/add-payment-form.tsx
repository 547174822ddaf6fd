import { FormButtons } from '@/components/forms/form-buttons';
import { NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/forms/form-error';
import { useAppForm } from '@/components/forms/use-app-form';
import { useServerToday } from '@/lib/clock/get-server-clock';
import {
  invoiceSchema,
  paymentFormSchema,
  type Invoice,
  type PaymentForm,
} from '../api/invoice-schemas';
import { ConflictNotice } from '@/components/forms/conflict-notice';
import { useLastWriter } from '@/lib/events/last-writer';
import { paymentMethods } from '../api/invoice-values';
import { useAddPayment } from '../api/add-invoice-payment';
import { formatMoney } from '@/lib/i18n/formats';
import { DayField } from '@/components/forms/day-field';

type PaymentValues = Omit<PaymentForm, 'amount' | 'method'> & {
  amount: number | string;
  method: PaymentForm['method'] | null;
};

/**
 * A payment received. The amount starts at the balance; more than the balance is refused by the
 * API and said under the amount, the input kept. It names the version of the invoice it was
 * opened on: a payment or an edit someone makes meanwhile shows at once (the amount beside the
 * new balance, the other fields as the user left them), and a payment refused for a stale
 * version (412) shows the same.
 */
export function AddPaymentForm({ invoice, onDone }: { invoice: Invoice; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const addPayment = useAddPayment();
  const writer = useLastWriter('invoices');
  // Received today, as the server's clock has it (the machine's may be days away).
  const today = useServerToday();
  const form = useAppForm<PaymentValues, Invoice>(paymentFormSchema, {
    initialValues: { amount: invoice.balance, date: today, method: null, note: '' },
    // Only the amount comes from the invoice (its balance); the rest is the user's alone.
    versioned: {
      version: invoice.version,
      record: invoiceSchema,
      toValues: (record): PaymentValues => ({ ...form.getValues(), amount: record.balance }),
      current: invoice,
      writer,
    },
  });
  const money = (amount: unknown) =>
    formatMoney(Number(amount), language, { currency: invoice.currency });
  const balance = money(invoice.balance);
  return (
    <form
      noValidate
      onSubmit={form.submitWith(
        addPayment,
        (values) => ({ ...paymentFormSchema.parse(values), id: invoice.id, version: form.version }),
        onDone,
      )}
    >
      <Stack gap="sm">
        <ConflictNotice
          form={form}
          label={() => t('invoices.payment.amount')}
          describe={(_field, value) => money(value)}
        />
        <Text fz="sm">
          {t('invoices.fields.balance')}
          {t('common.labelSeparator')}
          <Text span fw={600} fz="sm">
            {balance}
          </Text>
        </Text>
        <NumberInput
          label={t('invoices.payment.amount')}
          required
          min={0}
          decimalScale={2}
          data-autofocus
          {...form.getInputProps('amount')}
        />
        <DayField
          label={t('invoices.payment.date')}
          required
          inputProps={form.getInputProps('date')}
        />
        <Select
          label={t('invoices.payment.method')}
          placeholder={t('invoices.payment.chooseMethod')}
          required
          data={paymentMethods.map((value) => ({
            value,
            label: t(`invoices.paymentMethods.${value}`),
          }))}
          {...form.getInputProps('method')}
        />
        <Textarea
          label={t('invoices.payment.note')}
          autosize
          minRows={2}
          dir="auto"
          {...form.getInputProps('note')}
        />
        <FormError error={form.failure} />
        <FormButtons
          submitLabel={t('invoices.actions.addPayment')}
          loading={addPayment.isPending}
          onCancel={onDone}
          mt="sm"
        />
      </Stack>
    </form>
  );
}
