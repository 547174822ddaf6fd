import { FormButtons } from '@/components/forms/form-buttons';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/forms/form-error';
import { useAppForm } from '@/components/forms/use-app-form';
import { ConflictNotice } from '@/components/forms/conflict-notice';
import { useLastWriter } from '@/lib/events/last-writer';
import {
  invoiceSchema,
  sendInvoiceFormSchema,
  type Invoice,
  type SendInvoiceForm as SendValues,
} from '../api/invoice-schemas';
import { useSendInvoice } from '../api/send-invoice';
import { formatDay, formatMoney } from '@/lib/i18n/formats';

/**
 * The mail that goes with the invoice, filled in from it; the user may change every word. It
 * names the version it was filled from: someone else's change to the invoice while it is open
 * (a new total, another client) shows at once, each mail field as the invoice now makes it beside
 * what the user has, and a send refused for a stale version (412) shows the same.
 */
export function SendInvoiceForm({ invoice, onDone }: { invoice: Invoice; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const send = useSendInvoice();
  const writer = useLastWriter('invoices');
  const mailOf = (record: Invoice): SendValues => ({
    to: record.client.email,
    subject: t('invoices.send.defaultSubject', { id: record.id }),
    message: t('invoices.send.defaultMessage', {
      name: record.client.name,
      id: record.id,
      total: formatMoney(record.total, language, { currency: record.currency }),
      dueDate: formatDay(record.dueDate, language),
    }),
  });
  const form = useAppForm<SendValues, Invoice>(sendInvoiceFormSchema, {
    initialValues: mailOf(invoice),
    versioned: {
      version: invoice.version,
      record: invoiceSchema,
      toValues: mailOf,
      current: invoice,
      writer,
    },
  });
  const labels = new Map([
    ['to', t('invoices.send.to')],
    ['subject', t('invoices.send.subject')],
    ['message', t('invoices.send.message')],
  ]);
  return (
    <form
      noValidate
      onSubmit={form.submitWith(
        send,
        (values) => ({ ...values, id: invoice.id, version: form.version }),
        onDone,
      )}
    >
      <Stack gap="sm">
        <ConflictNotice form={form} label={(field) => labels.get(field) ?? field} />
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
