import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { dataTableRowsQueryOptions } from '@/apps/data-tables/api/list-data-table-rows';
import { dataTablesManifest } from '@/apps/data-tables/data-tables-manifest';
import { dataTablesSearchSchema } from '@/apps/data-tables/data-tables-search';
import { DataTablesPage } from '@/apps/data-tables/pages/data-tables-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { tableSearchDefaults } from '@/lib/list/list-search';
import { listLoader } from '@/lib/router/list-route';

export const Route = createFileRoute('/_authenticated/tables/data-table/')({
  validateSearch: dataTablesSearchSchema,
  // The plain list has a plain link: default values stay out of the URL.
  search: { middlewares: [stripSearchParams(tableSearchDefaults)] },
  beforeLoad: ({ context }) => requireAbility(context, dataTablesManifest),
  loader: listLoader(dataTablesSearchSchema, dataTableRowsQueryOptions),
  component: DataTablesPage,
});
