import { http, HttpResponse } from 'msw';
import type { Overview } from '@/apps/dashboards/api/dashboard-schemas';
import type { Subject } from '@/lib/ability/ability-schemas';
import { mockPath } from '@/contract/endpoint';
import { dashboardApi } from '@/contract/endpoints/dashboard';
import type { UserRecord } from '@/mocks/db/auth-tables';
import type { CalendarEvent } from '@/apps/calendar/api/calendar-schemas';
import { invoiceStatuses, type Invoice } from '@/apps/invoices/api/invoice-schemas';
import type { Task } from '@/apps/todo/api/todo-schemas';
import { compareDueDates } from '@/apps/todo/api/due-date-order';
import type { Order } from '@/lib/ecommerce/order-schemas';
import { canDo, withAbility } from '@/mocks/lib/auth-guard';
import { clockToday } from '@/mocks/lib/clock';
import { DAY_MS } from '@/mocks/seed/seed-random';
import type { Database } from '@/mocks/db/tables';
import { LOW_STOCK } from '@/lib/ecommerce/ecommerce-values';

// Money is summed in cents so that 0.1 + 0.2 never shows up as 0.30000000000000004.
const cents = (amount: number) => Math.round(amount * 100);

function usersOverview(users: readonly UserRecord[]): NonNullable<Overview['users']> {
  const byStatus = { active: 0, pending: 0, inactive: 0 };
  for (const user of users) byStatus[user.status] += 1;
  return { total: users.length, byStatus };
}

function invoicesOverview(invoices: readonly Invoice[]): NonNullable<Overview['invoices']> {
  const byStatus = new Map(invoiceStatuses.map((status) => [status, { count: 0, cents: 0 }]));
  let totalCents = 0;
  let balanceCents = 0;
  for (const invoice of invoices) {
    totalCents += cents(invoice.total);
    balanceCents += cents(invoice.balance);
    const entry = byStatus.get(invoice.status);
    if (entry) {
      entry.count += 1;
      entry.cents += cents(invoice.total);
    }
  }
  return {
    total: invoices.length,
    totalAmount: totalCents / 100,
    balance: balanceCents / 100,
    // Every status, in a fixed order, so charts keep their colours and legend.
    byStatus: invoiceStatuses.map((status) => {
      const entry = byStatus.get(status);
      return { status, count: entry?.count ?? 0, amount: (entry?.cents ?? 0) / 100 };
    }),
  };
}

/** The user's own tasks (assigned to them), as the todo list's "My tasks" counts them. */
function tasksOverview(tasks: readonly Task[], today: string): NonNullable<Overview['tasks']> {
  const counts = { open: 0, overdue: 0, completed: 0, important: 0 };
  const open: Task[] = [];
  for (const task of tasks) {
    if (task.isDeleted) continue;
    if (task.isImportant) counts.important += 1;
    if (task.isCompleted) {
      counts.completed += 1;
      continue;
    }
    counts.open += 1;
    open.push(task);
    // Due earlier today is not overdue yet: the comparison is by calendar day (UTC).
    if (task.dueDate !== null && task.dueDate.slice(0, 10) < today) counts.overdue += 1;
  }
  const next = open
    .toSorted((a, b) => compareDueDates(a.dueDate, b.dueDate) || a.id - b.id)
    .slice(0, 5)
    .map(({ id, title, dueDate, isImportant }) => ({ id, title, dueDate, isImportant }));
  return { ...counts, next };
}

/** The user's own orders, as the orders list shows them. */
function ordersOverview(orders: readonly Order[]): NonNullable<Overview['orders']> {
  const live = orders.filter((order) => order.status !== 'cancelled');
  const underway = new Set(['pending', 'paid', 'shipped']);
  return {
    total: orders.length,
    inProgress: orders.filter((order) => underway.has(order.status)).length,
    // What the user paid and kept: a refund gives its amount back.
    spent: live.reduce((total, order) => total + cents(order.total - order.refunded), 0) / 100,
    recent: orders
      .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
      .slice(0, 4)
      .map(({ id, number, createdAt, total, status }) => ({
        id,
        number,
        createdAt,
        total,
        status,
      })),
  };
}

/**
 * The shop's work for those who manage its orders: the orders waiting for a step, oldest first
 * (the ones to handle next), the low stock and the reviews waiting for moderation.
 */
function shopOverview(db: Database, canModerate: boolean): NonNullable<Overview['shop']> {
  const count = (status: Order['status']) =>
    db.orders.filter((order) => order.status === status).length;
  const names = new Map(db.users.map((user) => [user.id, user.fullName]));
  return {
    toShip: count('paid'),
    toPay: count('pending'),
    lowStock: db.products.filter((product) => product.stock > 0 && product.stock <= LOW_STOCK)
      .length,
    reviewsToModerate: canModerate
      ? db.reviews.filter((review) => review.status === 'pending').length
      : null,
    waiting: db.orders
      .filter((order) => order.status === 'pending' || order.status === 'paid')
      .toSorted((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
      .slice(0, 5)
      .map(({ id, number, createdAt, total, status, userId }) => ({
        id,
        number,
        createdAt,
        total,
        status,
        customer: names.get(userId) ?? '',
      })),
  };
}

/** Events by start, then by id. */
const byStart = (a: CalendarEvent, b: CalendarEvent) =>
  Date.parse(a.start) - Date.parse(b.start) || a.id - b.id;
/** An event as the dashboard shows it. */
const shown = ({ id, title, start, end, allDay, calendar }: CalendarEvent) => ({
  id,
  title,
  start,
  end,
  allDay,
  calendar,
});

function eventsOverview(
  events: readonly CalendarEvent[],
  day: string,
): NonNullable<Overview['events']> {
  const dayStart = Date.parse(day);
  const dayEnd = dayStart + DAY_MS;
  const weekEnd = dayEnd + 7 * DAY_MS;
  // `end` is exclusive, so an all-day event of yesterday (ending at today's midnight) is not today's.
  const today = events
    .filter((event) => Date.parse(event.start) < dayEnd && Date.parse(event.end) > dayStart)
    .toSorted(byStart)
    .map(shown);
  const coming = events.filter((event) => {
    const start = Date.parse(event.start);
    return start >= dayEnd && start < weekEnd;
  });
  return { today, upcoming: coming.length, next: coming.toSorted(byStart).slice(0, 5).map(shown) };
}

export const dashboardHandlers = [
  http.get(
    mockPath(dashboardApi.overview),
    withAbility('read', 'Dashboard', async ({ ctx }) => {
      const { db } = ctx.session;
      const canRead = (subject: Subject) => ctx.ability.can('read', subject);
      // The session's clock: the day its created records are dated on.
      const today = clockToday(ctx.session.clock);
      const userId = ctx.user.id;
      // The same rules as the lists: the todo list's "My tasks" (tasks the user may read that are
      // assigned to them), the orders list (the user's own), the users and invoices lists
      // (everything, or nothing). The calendar shares every event with its readers, but a home
      // lists the user's own events and those they are invited to (guests are kept by name).
      const ownEvents = db.events.filter(
        (event) => event.ownerId === userId || event.guests.includes(ctx.user.fullName),
      );
      const ownTasks = db.tasks.filter(
        (task) => task.assignee?.id === userId && canDo(ctx, 'read', 'Todo', task),
      );
      const body: Overview = {
        today,
        users: canRead('User') ? usersOverview(db.users) : null,
        invoices: canRead('Invoice') ? invoicesOverview(db.invoices) : null,
        tasks: canRead('Todo') ? tasksOverview(ownTasks, today) : null,
        events: canRead('Calendar') ? eventsOverview(ownEvents, today) : null,
        // Who runs the shop sees its work at home, not their own purchases (still in their Orders).
        orders:
          canRead('Ecommerce') && !canRead('Order')
            ? ordersOverview(db.orders.filter((order) => order.userId === userId))
            : null,
        shop: canRead('Order') ? shopOverview(db, canRead('Review')) : null,
      };
      return HttpResponse.json(body);
    }),
  ),
];
