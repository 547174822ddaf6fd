import * as z from 'zod/mini';
import { createListParams, filterParam } from '@/lib/list/list-search';
import { notificationKindSchema } from '@/lib/notifications/notification-kinds';
import { notificationFilters } from '../notifications-search';

/**
 * The text of each kind, an i18n key the client renders in the user's language with `params`.
 * An enum, not any string: the server's answer never chooses a key the screens do not know.
 */
export const notificationTextKeys = [
  'notifications.text.mailReceived',
  'notifications.text.chatReply',
  'notifications.text.taskAssigned',
  'notifications.text.eventChanged',
  'notifications.text.orderPlaced',
  'notifications.text.orderUpdated',
  'notifications.text.returnRequested',
  'notifications.text.invoicePaid',
  'notifications.text.invoicePastDue',
  'notifications.text.userSignedUp',
] as const;

/** The record a notification is about. */
export const notificationRecordTypes = [
  'email',
  'chat',
  'kanbanTask',
  'todoTask',
  'event',
  'order',
  'invoice',
  'user',
] as const;

/** A path inside the dashboard: `/…`, never `//host` or a scheme, so a link never leaves it. */
const appPath = z.string().check(z.regex(/^\/(?![/\\])[^\s]*$/));

export const notificationSchema = z.object({
  id: z.number(),
  kind: notificationKindSchema,
  textKey: z.enum(notificationTextKeys),
  /** Fills the text's placeholders; values are shown as text, never as markup. */
  params: z.record(z.string(), z.string()),
  record: z.object({ type: z.enum(notificationRecordTypes), id: z.number() }),
  link: appPath,
  read: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /api/notifications`: a page of the caller's notifications, newest first. */
export const notificationsPageSchema = z.object({
  notifications: z.array(notificationSchema),
  /** How many match the filter. */
  total: z.number(),
  /** How many of the caller's are unread, whatever the filter. */
  unread: z.number(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

export const notificationAnswerSchema = z.object({ notification: notificationSchema });

/**
 * What `GET /api/notifications` reads: page, perPage (10 by default, at most 100), status. Here,
 * not in notifications-search.ts, which the route tree (every page) loads.
 */
export const notificationsListParams = createListParams({
  sortColumns: ['createdAt'],
  filters: { status: filterParam(notificationFilters) },
});

/** The live event `notification` (`GET /api/events`): one raised for the reader, and their new unread count. */
export const notificationEventSchema = z.object({
  notification: notificationSchema,
  unread: z.number(),
});
export type NotificationEvent = z.infer<typeof notificationEventSchema>;
