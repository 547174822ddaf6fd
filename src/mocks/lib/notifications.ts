import type {
  Notification,
  NotificationEvent,
} from '@/apps/notifications/api/notification-schemas';
import type { NotificationKind } from '@/lib/notifications/notification-kinds';
import { nextId } from '@/mocks/db/database';
import {
  notificationRecord,
  type NotificationRecord,
  type RaisedNotification,
} from '@/mocks/db/notification-tables';
import type { MockSession } from '@/mocks/db/sessions';
import type { Database } from '@/mocks/db/tables';
import { ADMIN_ROLE } from '@/mocks/seed/auth-seed';
import { clockIso } from './clock';
import { emitEvent } from './live-events';

/** Whether `userId` wants notifications of `kind` (every kind is on until turned off). */
export function wantsKind(db: Database, userId: number, kind: NotificationKind): boolean {
  const row = db.notificationPreferences.find((candidate) => candidate.userId === userId);
  return !row?.off.includes(kind);
}

/** The users who can sign in (a password): only they can read a notification. */
function hasAccount(db: Database, userId: number): boolean {
  return db.users.some((user) => user.id === userId && user.password !== undefined);
}

/**
 * Raises a notification for each of `userIds` that has an account and wants its kind (the
 * server honours the preferences: a kind turned off raises nothing). Each user once.
 */
export function raiseNotification(
  session: MockSession,
  userIds: Iterable<number>,
  raised: RaisedNotification,
): void {
  const { db } = session;
  for (const userId of new Set(userIds)) {
    if (!hasAccount(db, userId) || !wantsKind(db, userId, raised.kind)) continue;
    const row = notificationRecord(
      { id: nextId(db.notifications), userId, read: false, createdAt: clockIso(session.clock) },
      raised,
    );
    db.notifications.push(row);
    // Pushed at once to the user's open tabs: the bell's count and list need no polling.
    const unread = db.notifications.filter((other) => other.userId === userId && !other.read);
    const event: NotificationEvent = { notification: toNotification(row), unread: unread.length };
    emitEvent(session, [userId], 'notification', event);
  }
}

/** Those who manage the whole dashboard (orders, invoices, users): the admins with an account. */
export function adminIds(db: Database): number[] {
  return db.users.filter((user) => user.role === ADMIN_ROLE).map((user) => user.id);
}

/** The user's notifications as the client sees them: without whose they are. */
export function toNotification({
  userId: _owner,
  ...notification
}: NotificationRecord): Notification {
  return notification;
}
