import { FormButtons } from '@/components/forms/form-buttons';
import { NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/forms/form-error';
import { useAppForm } from '@/components/forms/use-app-form';
import { useServerToday } from '@/lib/clock/get-server-clock';
import { paymentFormSchema, type Invoice, type PaymentForm } from '../api/invoice-schemas';
import { paymentMethods } from '../api/invoice-values';
import { useAddPayment } from '../api/add-invoice-payment';
import { formatMoney } from '@/lib/i18n/formats';
import { useId } from 'react';
import { DatePickerInput } from '@mantine/dates';
import { dayFieldProps, dayPickerProps } from '@/components/forms/date-picker-props';
import { DatesLocale } from '@/components/forms/dates-locale';

type PaymentValues = Omit<PaymentForm, 'amount' | 'method'> & {
  amount: number | string;
  method: PaymentForm['method'] | null;
};

/**
 * A payment received. The amount starts at the balance; more than the balance is refused by the
 * API and said under the amount, the input kept.
 */
export function AddPaymentForm({ invoice, onDone }: { invoice: Invoice; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const addPayment = useAddPayment();
  // Received today, as the server's clock has it (the machine's may be days away).
  const today = useServerToday();
  const form = useAppForm<PaymentValues>(paymentFormSchema, {
    initialValues: { amount: invoice.balance, date: today, method: null, note: '' },
  });
  const balance = formatMoney(invoice.balance, i18n.resolvedLanguage, {
    currency: invoice.currency,
  });
  const dateId = useId();
  return (
    <form
      noValidate
      onSubmit={form.submitWith(
        addPayment,
        (values) => ({ ...paymentFormSchema.parse(values), id: invoice.id }),
        onDone,
      )}
    >
      <Stack gap="sm">
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
        <DatesLocale>
          <DatePickerInput
            label={t('invoices.payment.date')}
            required
            {...dayPickerProps(dateId, t)}
            {...dayFieldProps(form.getInputProps('date'))}
          />
        </DatesLocale>
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
