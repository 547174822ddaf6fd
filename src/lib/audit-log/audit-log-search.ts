import * as z from 'zod/mini';
import { createTableSearch, dayParam, filterParam, textFilterParam } from '@/lib/list/list-search';
import { AUDIT_ACTION_MAX, auditApps, auditSortColumns } from './audit-log-values';
import { builtOnFirstUse } from '@/lib/router/built-on-first-use';

/**
 * A user's id (0: the failed sign-ins at addresses no account has), or undefined (every user)
 * for anything that is not one.
 */
const userIdParam = z.catch(
  z.optional(z.coerce.number().check(z.int(), z.nonnegative())),
  undefined,
);

/**
 * The log's filters, in `/audit-log`'s URL and in `GET /api/audit-log`: who (a user id), the app,
 * the action, and a range of days (UTC, both included).
 */
export const auditLogFilters = builtOnFirstUse(() => ({
  userId: userIdParam,
  app: filterParam(auditApps),
  action: textFilterParam(AUDIT_ACTION_MAX),
  from: dayParam,
  to: dayParam,
}));

/** `/audit-log` search params: the table's state and the filters; bad values fall back. */
export const auditLogSearchSchema = createTableSearch(auditSortColumns, auditLogFilters);
export type AuditLogSearch = z.infer<typeof auditLogSearchSchema>;
