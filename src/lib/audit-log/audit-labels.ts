import type { TFunction } from 'i18next';
import type { AuditEntry } from '@/lib/audit-log/audit-log-schemas';

/** The actions with a name of their own in every language; others are the endpoint's name. */
const actionKeys = new Map([
  ['create', 'auditLog.actions.create'],
  ['update', 'auditLog.actions.update'],
  ['delete', 'auditLog.actions.delete'],
  ['signIn', 'auditLog.actions.signIn'],
  ['signOut', 'auditLog.actions.signOut'],
]);

/** The action as people read it; an endpoint's own name (`moveKanbanTask`) is shown as it is. */
export function actionLabel(t: TFunction, action: string): string {
  const key = actionKeys.get(action);
  return key ? t(key) : action;
}

const recordTypeKeys = new Map([
  ['users', 'auditLog.recordTypes.users'],
  ['accountPreferences', 'auditLog.recordTypes.accountPreferences'],
  ['twoStep', 'auditLog.recordTypes.twoStep'],
  ['bookmarks', 'auditLog.recordTypes.bookmarks'],
  ['roles', 'auditLog.recordTypes.roles'],
  ['permissions', 'auditLog.recordTypes.permissions'],
  ['tasks', 'auditLog.recordTypes.tasks'],
  ['events', 'auditLog.recordTypes.events'],
  ['chats', 'auditLog.recordTypes.chats'],
  ['chatProfiles', 'auditLog.recordTypes.chatProfiles'],
  ['kanbanBoards', 'auditLog.recordTypes.kanbanBoards'],
  ['kanbanTasks', 'auditLog.recordTypes.kanbanTasks'],
  ['emails', 'auditLog.recordTypes.emails'],
  ['carts', 'auditLog.recordTypes.carts'],
  ['wishlists', 'auditLog.recordTypes.wishlists'],
  ['orders', 'auditLog.recordTypes.orders'],
  ['products', 'auditLog.recordTypes.products'],
  ['invoices', 'auditLog.recordTypes.invoices'],
]);

/** The kind of record ("User", "Invoice"), or the table's name for one this list lacks. */
export function recordTypeLabel(t: TFunction, recordType: string): string {
  const key = recordTypeKeys.get(recordType);
  return key ? t(key) : recordType;
}

/** "User · Grace Hopper": what the entry is about, for a row's name and the CSV. */
export function recordLabel(t: TFunction, entry: AuditEntry): string {
  if (entry.recordType === null) return '';
  return `${recordTypeLabel(t, entry.recordType)} · ${entry.recordLabel ?? entry.recordId ?? ''}`;
}
