import { memo } from 'react';
import { Button, Group, SimpleGrid, Title } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@/components/data-table/date-range-filter';
import { Select } from '@/components/overlays/select';
import { isOneOf } from '@/lib/list/list-search';
import { dataTableRangeLimits, dataTableStatuses } from '../api/data-table-values';
import type { DataTablesSearch } from '../data-tables-search';
import { RangeFilter, TextFilter } from './filter-inputs';

export const filterNames = [
  'fullName',
  'email',
  'post',
  'city',
  'status',
  'salaryMin',
  'salaryMax',
  'ageMin',
  'ageMax',
  'startDateFrom',
  'startDateTo',
] as const;

type Filters = Pick<DataTablesSearch, (typeof filterNames)[number]>;

type DataTableFiltersProps = Filters & {
  onChange: (changes: Partial<Filters> & { page: number }) => void;
};

/**
 * The column filters, combined with AND: text for name, email, post and city, ranges for salary,
 * age and start date, and the status. Each writes the URL (page 1); memoised, so a new page of
 * rows does not re-render them.
 */
export const DataTableFilters = memo(function DataTableFilters({
  onChange,
  ...filters
}: DataTableFiltersProps) {
  const { t } = useTranslation();
  const active = filterNames.some((name) => filters[name] !== undefined);
  return (
    <>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h5">
          {t('dataTables.filters.title')}
        </Title>
        {active ? (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconFilterOff size={14} aria-hidden />}
            onClick={() =>
              onChange({
                ...Object.fromEntries(filterNames.map((name) => [name, undefined])),
                page: 1,
              })
            }
          >
            {t('dataTables.filters.clear')}
          </Button>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <TextFilter
          label={t('dataTables.fields.fullName')}
          value={filters.fullName}
          onChange={(fullName) => onChange({ fullName, page: 1 })}
        />
        <TextFilter
          label={t('dataTables.fields.email')}
          value={filters.email}
          onChange={(email) => onChange({ email, page: 1 })}
        />
        <TextFilter
          label={t('dataTables.fields.post')}
          value={filters.post}
          onChange={(post) => onChange({ post, page: 1 })}
        />
        <TextFilter
          label={t('dataTables.fields.city')}
          value={filters.city}
          onChange={(city) => onChange({ city, page: 1 })}
        />
        <RangeFilter
          label={t('dataTables.fields.salary')}
          value={[filters.salaryMin, filters.salaryMax]}
          limits={dataTableRangeLimits.salary}
          onChange={([salaryMin, salaryMax]) => onChange({ salaryMin, salaryMax, page: 1 })}
        />
        <RangeFilter
          label={t('dataTables.fields.age')}
          value={[filters.ageMin, filters.ageMax]}
          limits={dataTableRangeLimits.age}
          onChange={([ageMin, ageMax]) => onChange({ ageMin, ageMax, page: 1 })}
        />
        <DateRangeFilter
          label={t('dataTables.fields.startDate')}
          value={[filters.startDateFrom, filters.startDateTo]}
          onChange={([startDateFrom, startDateTo]) =>
            onChange({ startDateFrom, startDateTo, page: 1 })
          }
        />
        <Select
          label={t('dataTables.fields.status')}
          placeholder={t('dataTables.filters.allStatuses')}
          clearable
          value={filters.status ?? null}
          data={dataTableStatuses.map((value) => ({
            value,
            label: t(`dataTables.status.${value}`),
          }))}
          onChange={(value) =>
            onChange({ status: isOneOf(dataTableStatuses, value) ? value : undefined, page: 1 })
          }
        />
      </SimpleGrid>
    </>
  );
});
