import { memo, useMemo } from 'react';
import { SimpleGrid, Title } from '@mantine/core';
import { linkOptions } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CellIdentity } from '@/components/data-table/data-table-cells';
import { DataTable } from '@/components/data-table/data-table';
import {
  dayColumn,
  exportColumnsOf,
  moneyColumn,
  numberColumn,
  textColumn,
} from '@/components/data-table/column-kinds';
import type { DataTableColumn, DataTableListProps } from '@/components/data-table/data-table-types';
import { Select } from '@/components/overlays/select';
import type { Customer } from '../api/customer-schemas';
import type { CustomerSortColumn } from '@/lib/ecommerce/ecommerce-values';
import { getAllMatchingCustomers } from '../api/list-customers';
import type { CustomersSearch } from '../customers-search';

const rowId = (customer: Customer) => String(customer.id);
const rowLabel = (customer: Customer) => customer.fullName;
const customerLink = (customer: Customer) =>
  linkOptions({
    to: '/apps/ecommerce/customers/$customerId',
    params: { customerId: customer.id },
  });

type CountryFilterProps = {
  country: string | undefined;
  countries: readonly string[];
  onChange: (changes: { country?: string | undefined; page: number }) => void;
};

/** The country filter: every customer's country, as the API lists them. */
const CountryFilter = memo(function CountryFilter({
  country,
  countries,
  onChange,
}: CountryFilterProps) {
  const { t } = useTranslation();
  // The URL's country stays an option while the list loads, so the field shows it.
  const options = country && !countries.includes(country) ? [country, ...countries] : countries;
  return (
    <>
      <Title order={2} fz="h5" mb="sm">
        {t('ecommerce.customers.filters.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('ecommerce.customers.fields.country')}
          placeholder={t('ecommerce.customers.filters.allCountries')}
          clearable
          searchable
          value={country ?? null}
          data={options.map((value) => ({ value, label: value }))}
          onChange={(value) => onChange({ country: value ?? undefined, page: 1 })}
        />
      </SimpleGrid>
    </>
  );
});

type CustomersTableProps = DataTableListProps<Customer, CustomersSearch> & {
  countries: readonly string[];
};

/** The customers list: who bought, how much and when; reads only. */
export function CustomersTable({ countries, ...list }: CustomersTableProps) {
  const { search, onSearchChange } = list;
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';

  const columns = useMemo<DataTableColumn<Customer, CustomerSortColumn>[]>(
    () => [
      {
        id: 'customer',
        header: t('ecommerce.customers.fields.customer'),
        sortKey: 'fullName',
        hideable: false,
        rowHeader: true,
        render: (customer) => (
          <CellIdentity
            name={customer.fullName}
            avatar={customer.avatar}
            link={customerLink(customer)}
            secondary={customer.email}
          />
        ),
        csv: (customer) => customer.fullName,
      },
      textColumn({
        id: 'country',
        header: t('ecommerce.customers.fields.country'),
        sortKey: 'country',
        value: (customer) => customer.country,
      }),
      numberColumn({
        id: 'orders',
        header: t('ecommerce.customers.fields.orders'),
        sortKey: 'orders',
        value: (customer) => customer.orders,
        language,
      }),
      moneyColumn({
        id: 'totalSpent',
        header: t('ecommerce.customers.fields.totalSpent'),
        sortKey: 'totalSpent',
        value: (customer) => customer.totalSpent,
        language,
      }),
      dayColumn({
        id: 'lastOrderAt',
        header: t('ecommerce.customers.fields.lastOrder'),
        sortKey: 'lastOrderAt',
        value: (customer) => customer.lastOrderAt,
        language,
        empty: t('ecommerce.customers.noOrders'),
      }),
    ],
    [t, language],
  );

  // The file holds every field, not only the columns on screen.
  const exportColumns = useMemo(
    () =>
      exportColumnsOf<Customer>(t, {
        'ecommerce.customers.fields.id': (customer) => customer.id,
        'ecommerce.customers.fields.name': (customer) => customer.fullName,
        'ecommerce.customers.fields.email': (customer) => customer.email,
        'ecommerce.customers.fields.country': (customer) => customer.country,
        'ecommerce.customers.fields.orders': (customer) => customer.orders,
        'ecommerce.customers.fields.totalSpent': (customer) => customer.totalSpent,
        'ecommerce.customers.fields.lastOrder': (customer) => customer.lastOrderAt ?? '',
      }),
    [t],
  );

  return (
    <DataTable<Customer, CustomerSortColumn>
      id="ecommerce-customers"
      label={t('ecommerce.customers.table.label')}
      {...list}
      columns={columns}
      getRowId={rowId}
      getRowLabel={rowLabel}
      emptyText={t('ecommerce.customers.table.empty')}
      filters={
        <CountryFilter country={search.country} countries={countries} onChange={onSearchChange} />
      }
      exportCsv={{
        fileName: 'customers',
        columns: exportColumns,
        fetchRows: () => getAllMatchingCustomers(search),
      }}
    />
  );
}
