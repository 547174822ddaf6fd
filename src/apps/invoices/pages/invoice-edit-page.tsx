import { Group, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { ButtonLink } from '@/components/navigation/links';
import { Presence } from '@/components/presence/presence';
import { useInvoice } from '../api/get-invoice';
import { useUpdateInvoice } from '../api/update-invoice';
import { InvoiceForm } from '../components/invoice-form';

const route = getRouteApi('/_authenticated/apps/invoices/edit/$invoiceId');

/** An invoice's edit page; Save keeps the user here, Preview shows the document. */
export function InvoiceEditPage() {
  const { t } = useTranslation();
  const { invoiceId } = route.useParams();
  const invoice = useInvoice(invoiceId);
  const updateInvoice = useUpdateInvoice();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <PageHeader
          title={t('invoices.edit.title', { id: invoice.id })}
          subtitle={t('invoices.edit.subtitle')}
        />
        <Presence resource="invoice" id={invoice.id} />
      </Group>
      <Presence resource="invoice" id={invoice.id} editing />
      <InvoiceForm
        // The saved invoice comes back from the cache: the form keeps what the user sees.
        key={invoice.id}
        title={t('invoices.preview.number', { id: invoice.id })}
        from={{ invoice }}
        currency={invoice.currency}
        mutation={{
          isPending: updateInvoice.isPending,
          mutateAsync: (input) => updateInvoice.mutateAsync({ ...input, id: invoice.id }),
        }}
        onSaved={() => undefined}
        cancel={
          <ButtonLink
            to="/apps/invoices/preview/$invoiceId"
            params={{ invoiceId: invoice.id }}
            variant="default"
            fullWidth
          >
            {t('invoices.actions.preview')}
          </ButtonLink>
        }
      />
    </Stack>
  );
}
