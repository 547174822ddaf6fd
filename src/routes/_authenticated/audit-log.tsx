import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { auditLogManifest } from '@/apps/audit-log/audit-log-manifest';
import { AuditLogPage } from '@/apps/audit-log/pages/audit-log-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { auditLogSearchSchema } from '@/lib/audit-log/audit-log-search';
import { auditLogQueryOptions } from '@/lib/audit-log/list-audit-log';
import { tableSearchDefaults } from '@/lib/list/list-search';
import { listLoader } from '@/lib/router/list-route';

const loadList = listLoader(auditLogSearchSchema, auditLogQueryOptions);

export const Route = createFileRoute('/_authenticated/audit-log')({
  validateSearch: auditLogSearchSchema,
  search: { middlewares: [stripSearchParams(tableSearchDefaults)] },
  beforeLoad: ({ context }) => requireAbility(context, auditLogManifest),
  // A search also needs the labels of the user's language (`withShownKeys`), which load with the
  // page, not in every page's first chunk: the page asks for that list itself.
  loader: (match) => {
    if (!auditLogSearchSchema.parse(match.location.search).q) loadList(match);
  },
  component: AuditLogPage,
});
