import * as z from 'zod/mini';
import { notificationSchema } from '@/apps/notifications/api/notification-schemas';
import { notificationKindSchema } from '@/lib/notifications/notification-kinds';

/** A notification as stored: the contract's plus whose it is (never sent to the client). */
export const notificationRecordSchema = z.extend(notificationSchema, { userId: z.number() });
export type NotificationRecord = z.infer<typeof notificationRecordSchema>;

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
