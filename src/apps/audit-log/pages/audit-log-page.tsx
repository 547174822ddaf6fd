import { Skeleton, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { useListProps } from '@/components/data-table/use-list-props';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { useAuditLog } from '@/lib/audit-log/list-audit-log';
import { withShownKeys } from '@/lib/audit-log/audit-shown-words';

// The table loads after the page: imported statically, this seventh list page made the shared
// data table (and its pager's styles) part of the shell every page loads (build/route-chunks.ts,
// `SHELL_IF_USED_BY`), 1–2 KB over the other pages' budgets. The rows are asked for meanwhile.
const AuditLogTable = lazyWithPreload(
  () => import('../components/audit-log-table'),
  (module) => module.AuditLogTable,
);
AuditLogTable.preload();

const route = getRouteApi('/_authenticated/audit-log');
const noUsers: readonly { id: number; name: string }[] = [];
const noActions: readonly string[] = [];

export function AuditLogPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  // The search finds what the rows show, in the user's language (`withShownKeys`).
  const log = useAuditLog(withShownKeys(search));
  const list = useListProps(
    { search, navigate: route.useNavigate() },
    log,
    (answer) => answer.entries,
  );
  return (
    <Stack gap="lg">
      <PageHeader title={t('auditLog.title')} subtitle={t('auditLog.subtitle')} />
      <Suspense fallback={<Skeleton h={480} radius="md" aria-hidden />}>
        <AuditLogTable
          {...list}
          users={log.data?.users ?? noUsers}
          actions={log.data?.actions ?? noActions}
        />
      </Suspense>
    </Stack>
  );
}
