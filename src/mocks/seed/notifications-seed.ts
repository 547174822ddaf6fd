import type { NotificationRecord } from '@/mocks/db/notification-tables';
import { demoAccounts } from './auth-seed';
import { FIRST_INVOICE_ID } from './invoices-seed';
import { orderNumber } from './orders-seed';
import { dateFromReference } from './seed-random';
import type { SeedContext } from './seed-context';
import { seedSharedUsers } from './users-seed';

/** A few for the admin, so the bell of the demo has something to show; fixed, no randomness. */
export function seedNotifications(ctx: SeedContext): NotificationRecord[] {
  const admin = demoAccounts.admin.id;
  const newcomer = seedSharedUsers(ctx).find((user) => user.id === 12);
  const rows: NotificationRecord[] = [
    {
      id: 1,
      userId: admin,
      kind: 'invoicePaid',
      textKey: 'notifications.text.invoicePaid',
      params: { number: `#${FIRST_INVOICE_ID}` },
      record: { type: 'invoice', id: FIRST_INVOICE_ID },
      link: `/apps/invoices/preview/${FIRST_INVOICE_ID}`,
      read: true,
      createdAt: dateFromReference(-26, 'hours'),
    },
    {
      id: 2,
      userId: admin,
      kind: 'orderPlaced',
      textKey: 'notifications.text.orderPlaced',
      params: { number: orderNumber(1) },
      record: { type: 'order', id: 1 },
      link: '/apps/ecommerce/orders-admin/1',
      read: false,
      createdAt: dateFromReference(-3, 'hours'),
    },
  ];
  if (newcomer) {
    rows.push({
      id: 3,
      userId: admin,
      kind: 'userSignedUp',
      textKey: 'notifications.text.userSignedUp',
      params: { name: newcomer.fullName },
      record: { type: 'user', id: newcomer.id },
      link: `/apps/users/${newcomer.id}`,
      read: false,
      createdAt: dateFromReference(-1, 'hours'),
    });
  }
  return rows;
}
