import {
  notificationAnswerSchema,
  notificationsListParams,
  notificationsPageSchema,
} from '@/apps/notifications/api/notification-schemas';
import { unreadCountSchema } from '@/apps/notifications/api/unread-count-schemas';
import {
  notificationPreferencesAnswerSchema,
  notificationPreferencesPatchSchema,
} from '@/lib/notifications/notification-kinds';
import { idPath } from '@/lib/api-fields/api-fields';
import { signedIn, type Endpoint, endpointGroup, type WriteFacts } from '@/contract/endpoint';
import { accountWrites } from './account';

const RAISED_BY = [
  'The mock raises them from what happens, for the user it concerns: a mail sent to an account',
  '(`mailReceived`, to each recipient with an account, the mail delivered to their inbox), a chat',
  'contact’s reply (`chatReply`), a kanban task assigned to someone (`taskAssigned`, to each new',
  'assignee but the one who assigned), a change to an event someone is a guest of',
  '(`eventChanged`, to each guest with an account but the one who changed it), an order placed',
  '(`orderPlaced`, to everyone who may manage orders), a step of an order’s life (`orderUpdated`, to its buyer:',
  'paid, shipped, delivered, cancelled, refunded, a return accepted or refused), a buyer’s return request',
  '(`returnRequested`, to everyone who may manage orders), a payment that settles an invoice (`invoicePaid`, to the',
  'admins), an invoice falling past due (`invoicePastDue`, once per invoice, to those who may update',
  'invoices: raised when the mock notices the clock has passed the due date of an invoice with a',
  'balance left, on the clock moving and on reads of invoices and notifications; invoices already',
  'late at the seed’s reference date are not news) and a sign-up (`userSignedUp`, to the admins). A kind the user turned off in their',
  'preferences raises nothing for them. The text is an i18n key (`textKey`) and its `params`,',
  'rendered in the user’s language by the client; `link` is the path of the record’s page.',
].join(' ');

/** The caller's own notifications, marked read. */
const readMarks = {
  changes: { resources: ['notifications'], readers: 'own' },
  audit: { none: 'Marking one’s own notifications read is the bell’s bookkeeping, not an action.' },
} as const satisfies WriteFacts;

export const notificationsApi = {
  list: {
    id: 'listNotifications',
    method: 'get',
    path: '/api/notifications',
    summary: 'The caller’s notifications, newest first',
    description: [
      'Only the caller’s own: nobody reads another user’s. `status=unread` or `status=read`',
      'filters them (any other value lists all); `page` and `perPage` (10 by default, at most',
      '100) page them. `total` counts those matching the filter, `unread` all the caller’s',
      'unread ones.',
      RAISED_BY,
    ].join(' '),
    access: signedIn,
    query: notificationsListParams,
    answers: { 200: { description: 'A page of notifications', schema: notificationsPageSchema } },
    example: { query: { status: 'unread', perPage: '8' } },
  },
  unreadCount: {
    id: 'countUnreadNotifications',
    method: 'get',
    path: '/api/notifications/unread-count',
    summary: 'How many of the caller’s notifications are unread',
    description: [
      'What the navbar’s bell shows; the client reads it on focus and every 30 seconds. A chat',
      'reply that has come due is delivered (and notified) before counting.',
    ].join(' '),
    access: signedIn,
    answers: { 200: { description: 'The unread count', schema: unreadCountSchema } },
  },
  markRead: {
    id: 'markNotificationRead',
    method: 'post',
    path: '/api/notifications/{id}/read',
    summary: 'Mark one notification read',
    description: [
      'Answers the notification, read. Marking a read one again changes nothing. 404 for an',
      'unknown id or another user’s notification.',
    ].join(' '),
    access: signedIn,
    ...readMarks,
    pathParams: idPath,
    errors: [404],
    answers: { 200: { description: 'The notification', schema: notificationAnswerSchema } },
    example: { path: { id: '1' } },
  },
  markAllRead: {
    id: 'markAllNotificationsRead',
    method: 'post',
    path: '/api/notifications/read-all',
    summary: 'Mark all of the caller’s notifications read',
    description: 'Every unread notification of the caller, and no one else’s.',
    access: signedIn,
    ...readMarks,
    answers: { 204: { description: 'All read' } },
  },
  preferences: {
    id: 'getNotificationPreferences',
    method: 'get',
    path: '/api/account/notification-preferences',
    summary: 'Which kinds of notification the caller wants',
    description: 'One flag per kind; every kind is on until the user turns it off.',
    access: signedIn,
    answers: {
      200: { description: 'The preferences', schema: notificationPreferencesAnswerSchema },
    },
  },
  updatePreferences: {
    id: 'updateNotificationPreferences',
    method: 'patch',
    path: '/api/account/notification-preferences',
    summary: 'Turn kinds of notification on or off',
    description: [
      'The kinds to change, each `true` or `false` (at least one; 400 otherwise); the others keep',
      'their value. From then on a kind turned off raises nothing for the caller (the ones',
      'already raised stay). Answers every kind.',
    ].join(' '),
    access: signedIn,
    ...accountWrites,
    body: notificationPreferencesPatchSchema,
    errors: [400],
    answers: {
      200: { description: 'The preferences', schema: notificationPreferencesAnswerSchema },
    },
    example: { body: { chatReply: true } },
  },
} as const satisfies Record<string, Endpoint>;

export const notificationsGroup = endpointGroup(
  'Notifications',
  notificationsApi,
  'The signed-in user’s notifications (the navbar’s bell and its page) and which kinds they want.',
);
