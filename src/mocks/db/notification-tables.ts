import * as z from 'zod/mini';
import {
  notificationSchema,
  type Notification,
} from '@/apps/notifications/api/notification-schemas';
import {
  notificationKindSchema,
  type NotificationKind,
} from '@/lib/notifications/notification-kinds';

/** A notification as stored: the contract's plus whose it is (never sent to the client). */
export const notificationRecordSchema = z.extend(notificationSchema, { userId: z.number() });
export type NotificationRecord = z.infer<typeof notificationRecordSchema>;

/** What happened: the text's params, the record it is about and its page. */
export interface RaisedNotification {
  kind: NotificationKind;
  params: Record<string, string>;
  record: Notification['record'];
  link: string;
}

/** A stored notification of what happened; its text is its kind's (`notifications.text.<kind>`). */
export function notificationRecord(
  { id, userId, read, createdAt }: Pick<NotificationRecord, 'id' | 'userId' | 'read' | 'createdAt'>,
  raised: RaisedNotification,
): NotificationRecord {
  return {
    id,
    userId,
    kind: raised.kind,
    textKey: `notifications.text.${raised.kind}`,
    params: { ...raised.params },
    record: raised.record,
    link: raised.link,
    read,
    createdAt,
  };
}

/** The kinds a user turned off; a user without a row wants every kind. */
export const notificationPreferenceRecordSchema = z.object({
  userId: z.number(),
  off: z.array(notificationKindSchema),
});
export type NotificationPreferenceRecord = z.infer<typeof notificationPreferenceRecordSchema>;

/**
 * The invoices the mock has noticed fall past due (`src/mocks/lib/invoice-past-due.ts`): each is
 * noticed once, whoever wanted the notification then.
 */
export const invoicePastDueNoticeRecordSchema = z.object({
  invoiceId: z.number(),
  noticedAt: z.string(),
});
export type InvoicePastDueNoticeRecord = z.infer<typeof invoicePastDueNoticeRecordSchema>;
