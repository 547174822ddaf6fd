import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useServerToday } from '@/lib/clock/get-server-clock';
import { PageHeader } from '@/components/layout/page-header';
import { ButtonLink } from '@/components/navigation/links';
import { nextInvoiceIdQueryOptions } from '../api/get-next-invoice-id';
import { DEFAULT_CURRENCY } from '../api/invoice-schemas';
import { useAddInvoice } from '../api/add-invoice';
import { InvoiceForm } from '../components/invoice-form';

/**
 * A new invoice, issued on the server's today; once saved, the user lands on its preview, where it
 * can be sent, downloaded or paid.
 */
export function InvoiceAddPage() {
  const { t } = useTranslation();
  const today = useServerToday();
  const navigate = useNavigate();
  const addInvoice = useAddInvoice();
  const nextId = useQuery(nextInvoiceIdQueryOptions()).data;
  return (
    <Stack gap="lg">
      <PageHeader title={t('invoices.add.title')} subtitle={t('invoices.add.subtitle')} />
      <InvoiceForm
        title={nextId ? t('invoices.preview.number', { id: nextId }) : t('invoices.add.newInvoice')}
        from={{ today }}
        currency={DEFAULT_CURRENCY}
        mutation={addInvoice}
        onSaved={(invoice) =>
          void navigate({
            to: '/apps/invoices/preview/$invoiceId',
            params: { invoiceId: invoice.id },
            replace: true,
          })
        }
        cancel={
          <ButtonLink to="/apps/invoices" variant="default" fullWidth>
            {t('common.actions.cancel')}
          </ButtonLink>
        }
      />
    </Stack>
  );
}
