import { Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { useListProps } from '@/components/data-table/use-list-props';
import { useInvoices } from '../api/list-invoices';
import { InvoiceStatCards } from '../components/invoice-stat-cards';
import { InvoicesTable } from '../components/invoices-table';

const route = getRouteApi('/_authenticated/apps/invoices/');

export function InvoicesPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const invoices = useInvoices(search);
  const list = useListProps(
    { search, navigate: route.useNavigate() },
    invoices,
    (answer) => answer.invoices,
  );
  return (
    <Stack gap="lg">
      <PageHeader title={t('invoices.title')} subtitle={t('invoices.subtitle')} />
      <InvoiceStatCards stats={invoices.data?.stats} failed={invoices.isError} />
      <InvoicesTable {...list} />
    </Stack>
  );
}
