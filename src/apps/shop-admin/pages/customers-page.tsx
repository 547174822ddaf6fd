import { Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useListProps } from '@/components/data-table/use-list-props';
import { PageHeader } from '@/components/layout/page-header';
import { useCustomers } from '../api/list-customers';
import { CustomersTable } from '../components/customers-table';

const route = getRouteApi('/_authenticated/apps/ecommerce/customers/');
const noCountries: readonly string[] = [];

/** The Customers page: who buys from the shop. */
export function CustomersPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const customers = useCustomers(search);
  const list = useListProps(
    { search, navigate: route.useNavigate() },
    customers,
    (answer) => answer.customers,
  );
  return (
    <Stack gap="lg">
      <PageHeader title={t('nav.customers')} subtitle={t('ecommerce.customers.subtitle')} />
      <CustomersTable {...list} countries={customers.data?.countries ?? noCountries} />
    </Stack>
  );
}
