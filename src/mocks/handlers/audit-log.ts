import { http, HttpResponse } from 'msw';
import { mockPath } from '@/contract/endpoint';
import {
  AUDIT_SEARCH_FIELDS,
  auditLogApi,
  auditLogListParams,
} from '@/contract/endpoints/audit-log';
import type { AuditEntry } from '@/lib/audit-log/audit-log-schemas';
import { fromSearchParams } from '@/lib/list/list-search';
import { canDo, withAbility } from '@/mocks/lib/auth-guard';
import { listPage, searchRecords } from '@/mocks/lib/list-operations';

/**
 * The filters' choices among the entries the caller may read: each user once, by id. Not 0, the
 * failed sign-ins at addresses no account has, which is no user (`userId=0` still filters them).
 */
function choices(entries: readonly AuditEntry[]) {
  const users = new Map<number, string>();
  const actions = new Set<string>();
  for (const entry of entries) {
    if (entry.userId !== 0) users.set(entry.userId, entry.userName);
    actions.add(entry.action);
  }
  return {
    users: [...users].map(([id, name]) => ({ id, name })).toSorted((a, b) => a.id - b.id),
    actions: [...actions].toSorted(),
  };
}

/**
 * The entries `q` finds: in the texts stored (the record's label, the user's name), or, by the
 * codes the client found `q` in the labels of (`qKeys`: `action:…`, `app:…`, `type:…`, `field:…`),
 * in what the row shows translated.
 */
function searchShown(entries: readonly AuditEntry[], q: string, qKeys: string | undefined) {
  if (q.trim() === '') return [...entries];
  const byText = new Set(searchRecords(entries, q, AUDIT_SEARCH_FIELDS));
  const codes = new Set(qKeys?.split(',') ?? []);
  return entries.filter(
    (entry) =>
      byText.has(entry) ||
      codes.has(`action:${entry.action}`) ||
      codes.has(`app:${entry.app}`) ||
      (entry.recordType !== null && codes.has(`type:${entry.recordType}`)) ||
      entry.changes.some((change) => codes.has(`field:${change.field}`)),
  );
}

export const auditLogHandlers = [
  http.get(
    mockPath(auditLogApi.list),
    withAbility('read', 'AuditLog', async ({ request, ctx }) => {
      const { allData: withAllData, ...params } = auditLogListParams.parse(
        fromSearchParams(new URL(request.url).searchParams),
      );
      const { userId, app, action, from, to, qKeys } = params;
      // The rules decide per entry: the client's reads only its own (`userId` is the caller).
      const readable = ctx.session.db.auditLog.filter((entry) =>
        canDo(ctx, 'read', 'AuditLog', entry),
      );
      const filtered = searchShown(readable, params.q, qKeys).filter((entry) => {
        const day = entry.at.slice(0, 10);
        return (
          (userId === undefined || entry.userId === userId) &&
          (app === undefined || entry.app === app) &&
          (action === undefined || entry.action === action) &&
          (from === undefined || day >= from) &&
          (to === undefined || day <= to)
        );
      });
      // Newest first unless asked otherwise; the log is kept in the order it was written.
      const { sorted, items, total } = listPage(filtered, params, (rows) => rows.toReversed());
      return HttpResponse.json({
        entries: items,
        total,
        params,
        ...choices(readable),
        ...(withAllData ? { allData: sorted } : {}),
      });
    }),
  ),
];
