// Apart from audit-log-values.ts, which the entry chunk carries (the route's search schema): only
// the audit log's page and the contract need these.

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
  'discountCodes',
  'invoices',
] as const;
export type AuditRecordType = (typeof auditRecordTypes)[number];
