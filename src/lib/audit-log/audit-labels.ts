import type { TFunction } from 'i18next';
import type { AuditEntry } from '@/lib/audit-log/audit-log-schemas';
import { auditRecordTypes } from '@/lib/audit-log/audit-record-types';

/**
 * Every action the log records: a plain write's create, update or delete, a sign-in or sign-out,
 * a refused sign-in and a lock-out (throttling),
 * and the endpoints with a name of their own (their operation id), each labelled in every
 * language as `auditLog.actions.<action>` (audit-labels.test.ts holds this list to the contract).
 */
export const auditActions = [
  'create',
  'update',
  'delete',
  'signIn',
  'signOut',
  'signInFailed',
  'signInLocked',
  'sendVerificationMail',
  'cancelEmailChange',
  'changeOwnPassword',
  'endAccountSession',
  'endOtherAccountSessions',
  'startTwoStepSetup',
  'enableTwoStep',
  'disableTwoStep',
  'renewRecoveryCodes',
  'toggleBookmark',
  'changeUserPassword',
  'endUserSession',
  'endUserSessions',
  'resetUserTwoStep',
  'inviteUser',
  'resendUserInvitation',
  'importUsers',
  'sendChatMessage',
  'renameKanbanBoard',
  'reorderKanbanBoards',
  'clearKanbanBoard',
  'moveKanbanTask',
  'reorderKanbanTasks',
  'sendEmail',
  'emptyEmailTrash',
  'applyCartDiscount',
  'placeOrder',
  'takeOrderStep',
  'requestOrderReturn',
  'renameCategory',
  'reorderCategories',
  'moderateReviews',
  'sendInvoice',
  'markInvoiceDownloaded',
] as const;

/**
 * A code the server sent (an action, a field) as people read it (`label`); one this build does
 * not know (`known`) is shown as the server named it.
 */
export const codeLabel = (
  known: ReadonlySet<string>,
  code: string,
  label: (code: string) => string,
): string => (known.has(code) ? label(code) : code);

const labelled = new Set<string>(auditActions);

/** The action as people read it. */
export const actionLabel = (t: TFunction, action: string): string =>
  codeLabel(labelled, action, (known) => t(`auditLog.actions.${known}`));

/** The i18n key of each kind of record, `auditLog.recordTypes.<recordType>`. */
export const recordTypeKeys = new Map<string, string>(
  auditRecordTypes.map((recordType) => [recordType, `auditLog.recordTypes.${recordType}`]),
);

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
