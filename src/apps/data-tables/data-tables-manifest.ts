import type { AppManifest } from '@/components/layout/nav-types';

/** The path is the navbar search's entry (`bookmarks-seed.ts`: "Data Table", `/tables/data-table`). */
export const dataTablesManifest: AppManifest = {
  id: 'data-tables',
  path: '/tables/data-table',
  titleKey: 'nav.dataTable',
  icon: 'IconTable',
  group: 'pages',
  subject: 'DataTable',
  feature: 'data-tables',
  operations: ['listDataTableRows'],
};
