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

/**
 * The kinds of record a write can change, as an entry's `recordType` names them: the mock's
 * tables (src/mocks/db/tables.ts), each labelled by `recordTypeKeys` (audit-labels.ts).
 */
export const auditRecordTypes = [
  'users',
  'accountPreferences',
  'twoStep',
  'bookmarks',
  'roles',
  'permissions',
  'tasks',
  'events',
  'chats',
  'chatProfiles',
  'kanbanBoards',
  'kanbanTasks',
  'emails',
  'carts',
  'wishlists',
  'orders',
  'products',
  'categories',
  'reviews',
  'invoices',
] as const;
export type AuditRecordType = (typeof auditRecordTypes)[number];

/** The log is listed newest first; `at` is its one sort column. */
export const auditSortColumns = ['at'] as const;

/** The longest action name a filter accepts (`endOtherAccountSessions`). */
export const AUDIT_ACTION_MAX = 60;

/** How many entries the mock keeps: the oldest go first. */
export const AUDIT_LOG_LIMIT = 5_000;
