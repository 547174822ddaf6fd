import { Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { useListProps } from '@/components/data-table/use-list-props';
import { useDataTableRows } from '../api/list-data-table-rows';
import { DataTablesTable } from '../components/data-tables-table';

const route = getRouteApi('/_authenticated/tables/data-table/');

export function DataTablesPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const rows = useDataTableRows(search);
  const list = useListProps(
    { search, navigate: route.useNavigate() },
    rows,
    (answer) => answer.rows,
  );
  return (
    <Stack gap="lg">
      <PageHeader title={t('nav.dataTable')} subtitle={t('dataTables.subtitle')} />
      <DataTablesTable {...list} />
    </Stack>
  );
}
