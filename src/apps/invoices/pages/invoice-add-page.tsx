import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { ButtonLink } from '@/components/navigation/links';
import { nextInvoiceIdQueryOptions } from '../api/get-next-invoice-id';
import { DEFAULT_CURRENCY } from '../api/invoice-schemas';
import { useAddInvoice } from '../api/add-invoice';
import { InvoiceForm } from '../components/invoice-form';

/** A new invoice; once saved, the user stays on it (its edit page). */
export function InvoiceAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addInvoice = useAddInvoice();
  const nextId = useQuery(nextInvoiceIdQueryOptions()).data;
  return (
    <Stack gap="lg">
      <PageHeader title={t('invoices.add.title')} subtitle={t('invoices.add.subtitle')} />
      <InvoiceForm
        title={nextId ? t('invoices.preview.number', { id: nextId }) : t('invoices.add.newInvoice')}
        currency={DEFAULT_CURRENCY}
        mutation={addInvoice}
        onSaved={(invoice) =>
          void navigate({
            to: '/apps/invoices/edit/$invoiceId',
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
