import { http, HttpResponse } from 'msw';
import type { NotificationsPage } from '@/apps/notifications/api/notification-schemas';
import { mockPath } from '@/contract/endpoint';
import { notificationsApi } from '@/contract/endpoints/notifications';
import { idPath } from '@/lib/api-fields/api-fields';
import { fromSearchParams } from '@/lib/list/list-search';
import {
  notificationKinds,
  type NotificationPreferences,
} from '@/lib/notifications/notification-kinds';
import type { Database } from '@/mocks/db/tables';
import { forAnySignedInUser, withUser } from '@/mocks/lib/auth-guard';
import { throwNotFound } from '@/mocks/lib/http-errors';
import { newestFirst, paginate } from '@/mocks/lib/list-operations';
import { toNotification, wantsKind } from '@/mocks/lib/notifications';
import { noticePastDueInvoices } from '@/mocks/lib/invoice-past-due';
import { parseBody, validate } from '@/mocks/lib/validation';
import { settleReplies } from './chat';

function ownNotifications(db: Database, userId: number) {
  return db.notifications.filter((row) => row.userId === userId);
}

function preferencesOf(db: Database, userId: number): NotificationPreferences {
  const entries = notificationKinds.map((kind) => [kind, wantsKind(db, userId, kind)] as const);
  return Object.fromEntries(entries) as NotificationPreferences;
}

// Every signed-in user has notifications of their own; nothing here reads or changes anyone else's.
export const notificationHandlers = forAnySignedInUser([
  http.get(
    mockPath(notificationsApi.unreadCount),
    withUser(({ ctx }) => {
      settleReplies(ctx.session, ctx.user.id);
      noticePastDueInvoices(ctx.session);
      const own = ownNotifications(ctx.session.db, ctx.user.id);
      return HttpResponse.json({ unread: own.filter((row) => !row.read).length });
    }),
  ),

  http.get(
    mockPath(notificationsApi.list),
    withUser(({ request, ctx }) => {
      settleReplies(ctx.session, ctx.user.id);
      noticePastDueInvoices(ctx.session);
      const { page, perPage, status } = validate(
        notificationsApi.list.query,
        fromSearchParams(new URL(request.url).searchParams),
      );
      const own = ownNotifications(ctx.session.db, ctx.user.id);
      const matching = own
        .filter((row) => status === undefined || row.read === (status === 'read'))
        .toSorted(newestFirst);
      const { items, total } = paginate(matching, page, perPage);
      const body: NotificationsPage = {
        notifications: items.map(toNotification),
        total,
        unread: own.filter((row) => !row.read).length,
      };
      return HttpResponse.json(body);
    }),
  ),

  http.post(
    mockPath(notificationsApi.markAllRead),
    withUser(({ ctx }) => {
      for (const row of ownNotifications(ctx.session.db, ctx.user.id)) row.read = true;
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.post(
    mockPath(notificationsApi.markRead),
    withUser<{ id: string }>(({ params, ctx }) => {
      const parsed = idPath.safeParse(params);
      // Another user's notification is not there for this caller: the same 404 as an unknown one.
      const row = parsed.success
        ? ctx.session.db.notifications.find(
            (candidate) => candidate.id === parsed.data.id && candidate.userId === ctx.user.id,
          )
        : undefined;
      if (!row) throwNotFound();
      row.read = true;
      return HttpResponse.json({ notification: toNotification(row) });
    }),
  ),

  http.get(
    mockPath(notificationsApi.preferences),
    withUser(({ ctx }) =>
      HttpResponse.json({ preferences: preferencesOf(ctx.session.db, ctx.user.id) }),
    ),
  ),

  http.patch(
    mockPath(notificationsApi.updatePreferences),
    withUser(async ({ request, ctx }) => {
      const { db } = ctx.session;
      const patch = await parseBody(request, notificationsApi.updatePreferences.body);
      const next = { ...preferencesOf(db, ctx.user.id), ...patch };
      const off = notificationKinds.filter((kind) => !next[kind]);
      const row = db.notificationPreferences.find((candidate) => candidate.userId === ctx.user.id);
      if (row) row.off = off;
      else db.notificationPreferences.push({ userId: ctx.user.id, off });
      return HttpResponse.json({ preferences: preferencesOf(db, ctx.user.id) });
    }),
  ),
]);
