// The values the audit log knows, apart from the schemas: the route's search schema (which lands
// in the entry chunk) needs them, the answer schemas need not.

/** The apps a write is recorded under: its endpoint's `audit.app` (src/contract/endpoint.ts). */
export const auditApps = [
  'account',
  'auth',
  'bookmarks',
  'calendar',
  'chat',
  'ecommerce',
  'email',
  'invoices',
  'kanban',
  'permissions',
  'roles',
  'todo',
  'users',
] as const;
export type AuditApp = (typeof auditApps)[number];

/** The log is listed newest first; `at` is its one sort column. */
export const auditSortColumns = ['at'] as const;

/** The longest action name a filter accepts (`endOtherAccountSessions`). */
export const AUDIT_ACTION_MAX = 60;

/** How many entries the mock keeps: the oldest go first. */
export const AUDIT_LOG_LIMIT = 5_000;
