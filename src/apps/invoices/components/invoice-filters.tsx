import { memo, useCallback } from 'react';
import { SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, type DateRange } from '@/components/data-table/date-range-filter';
import { Select } from '@/components/overlays/select';
import { isOneOf } from '@/lib/list/list-search';
import { invoiceStatuses } from '../api/invoice-values';
import type { InvoicesSearch } from '../invoices-search';
import { statusKey } from './invoice-format';

type Filters = Pick<InvoicesSearch, 'status' | 'issuedFrom' | 'issuedTo'>;

type InvoiceFiltersProps = Filters & {
  onChange: (changes: Partial<Filters> & { page: number }) => void;
};

/** The status and the issued-date range; memoised, so a new page of rows leaves them alone. */
export const InvoiceFilters = memo(function InvoiceFilters({
  status,
  issuedFrom,
  issuedTo,
  onChange,
}: InvoiceFiltersProps) {
  const { t } = useTranslation();
  const onRange = useCallback(
    ([from, to]: DateRange) => onChange({ issuedFrom: from, issuedTo: to, page: 1 }),
    [onChange],
  );
  return (
    <>
      <Title order={2} fz="h5" mb="sm">
        {t('invoices.filters.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('invoices.fields.status')}
          placeholder={t('invoices.filters.allStatuses')}
          clearable
          value={status ?? null}
          data={invoiceStatuses.map((value) => ({ value, label: t(statusKey(value)) }))}
          onChange={(value) =>
            onChange({ status: isOneOf(invoiceStatuses, value) ? value : undefined, page: 1 })
          }
        />
        <DateRangeFilter
          label={t('invoices.fields.issuedDate')}
          value={[issuedFrom, issuedTo]}
          onChange={onRange}
        />
      </SimpleGrid>
    </>
  );
});
