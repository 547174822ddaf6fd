import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { auditLogManifest } from '@/apps/audit-log/audit-log-manifest';
import { AuditLogPage } from '@/apps/audit-log/pages/audit-log-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { auditLogSearchSchema } from '@/lib/audit-log/audit-log-search';
import { auditLogQueryOptions } from '@/lib/audit-log/list-audit-log';
import { tableSearchDefaults } from '@/lib/list/list-search';
import { listLoader } from '@/lib/router/list-route';

export const Route = createFileRoute('/_authenticated/audit-log')({
  validateSearch: auditLogSearchSchema,
  search: { middlewares: [stripSearchParams(tableSearchDefaults)] },
  beforeLoad: ({ context }) => requireAbility(context, auditLogManifest),
  loader: listLoader(auditLogSearchSchema, auditLogQueryOptions),
  component: AuditLogPage,
});
