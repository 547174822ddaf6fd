import { FormButtons } from '@/components/forms/form-buttons';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/forms/form-error';
import { useAppForm } from '@/components/forms/use-app-form';
import {
  sendInvoiceFormSchema,
  type Invoice,
  type SendInvoiceForm as SendValues,
} from '../api/invoice-schemas';
import { useSendInvoice } from '../api/send-invoice';
import { formatDay, formatMoney } from '@/lib/i18n/formats';

/** The mail that goes with the invoice, filled in from it; the user may change every word. */
export function SendInvoiceForm({ invoice, onDone }: { invoice: Invoice; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const send = useSendInvoice();
  const form = useAppForm<SendValues>(sendInvoiceFormSchema, {
    initialValues: {
      to: invoice.client.email,
      subject: t('invoices.send.defaultSubject', { id: invoice.id }),
      message: t('invoices.send.defaultMessage', {
        name: invoice.client.name,
        id: invoice.id,
        total: formatMoney(invoice.total, language, { currency: invoice.currency }),
        dueDate: formatDay(invoice.dueDate, language),
      }),
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.submitWith(send, (values) => ({ ...values, id: invoice.id }), onDone)}
    >
      <Stack gap="sm">
        <TextInput
          label={t('invoices.send.to')}
          type="email"
          required
          data-autofocus
          {...form.getInputProps('to')}
        />
        <TextInput label={t('invoices.send.subject')} required {...form.getInputProps('subject')} />
        <Textarea
          label={t('invoices.send.message')}
          required
          autosize
          minRows={6}
          dir="auto"
          {...form.getInputProps('message')}
        />
        <FormError error={form.failure} />
        <FormButtons
          submitLabel={t('invoices.actions.send')}
          loading={send.isPending}
          onCancel={onDone}
          mt="sm"
        />
      </Stack>
    </form>
  );
}
