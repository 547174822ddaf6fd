import { notificationRecord, type NotificationRecord } from '@/mocks/db/notification-tables';
import { demoAccounts } from './auth-seed';
import { seedInvoices } from './invoices-seed';
import { seedOrders } from './orders-seed';
import { dateFromReference } from './seed-random';
import type { SeedContext } from './seed-context';
import { seedSharedUsers } from './users-seed';

/** The latest of `rows` by `at` (the first of equals), or undefined for none. */
function latest<Row>(rows: readonly Row[], at: (row: Row) => number): Row | undefined {
  return rows.reduce<Row | undefined>(
    (best, row) => (best === undefined || at(row) > at(best) ? row : best),
    undefined,
  );
}

/** A payment is dated by day: early that morning, so never after the seed's now (09:00). */
const paidAt = (day: string) => Date.parse(`${day}T07:30:00.000Z`);

/**
 * A few for the admin, so the bell of the demo has something to show; no randomness. Each names
 * a record the seed holds, as it is: the invoice paid last, when its payment came; the newest
 * order, when it was placed (they are derived from those tables' own seeds, so they agree).
 */
export function seedNotifications(ctx: SeedContext): NotificationRecord[] {
  const admin = demoAccounts.admin.id;
  const newcomer = seedSharedUsers(ctx).find((user) => user.id === 12);
  const paid = latest(
    seedInvoices(ctx.forTable('invoices')).filter(
      (invoice) => invoice.status === 'Paid' && invoice.payments.length > 0,
    ),
    (invoice) => paidAt(invoice.payments.at(-1)?.date ?? ''),
  );
  const order = latest(seedOrders(ctx.forTable('orders')), (row) => Date.parse(row.createdAt));
  const rows: NotificationRecord[] = [];
  if (paid) {
    const createdAt = new Date(paidAt(paid.payments.at(-1)?.date ?? '')).toISOString();
    rows.push(
      notificationRecord(
        { id: 1, userId: admin, read: true, createdAt },
        {
          kind: 'invoicePaid',
          params: { number: `#${paid.id}` },
          record: { type: 'invoice', id: paid.id },
          link: `/apps/invoices/preview/${paid.id}`,
        },
      ),
    );
  }
  if (order) {
    rows.push(
      notificationRecord(
        { id: 2, userId: admin, read: false, createdAt: order.createdAt },
        {
          kind: 'orderPlaced',
          params: { number: order.number },
          record: { type: 'order', id: order.id },
          link: `/apps/ecommerce/orders-admin/${order.id}`,
        },
      ),
    );
  }
  if (newcomer) {
    rows.push(
      notificationRecord(
        { id: 3, userId: admin, read: false, createdAt: dateFromReference(-1, 'hours') },
        {
          kind: 'userSignedUp',
          params: { name: newcomer.fullName },
          record: { type: 'user', id: newcomer.id },
          link: `/apps/users/${newcomer.id}`,
        },
      ),
    );
  }
  return rows;
}
