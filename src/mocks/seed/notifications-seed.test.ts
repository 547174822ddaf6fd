// @vitest-environment node
import { getMockSession, MOCK_SESSION_COOKIE } from '@/mocks/db/sessions';
import { freshSession } from '@/mocks/testing/mock-api-client';
import { SEED_REFERENCE_DATE } from './seed-random';

const seeded = () => getMockSession({ [MOCK_SESSION_COOKIE]: freshSession() }).db;

describe('the seeded notifications', () => {
  it('name records the seed holds, as they are, and none after the seed’s now', () => {
    const db = seeded();
    expect(db.notifications.length).toBeGreaterThanOrEqual(3);
    for (const notification of db.notifications) {
      expect(Date.parse(notification.createdAt)).toBeLessThanOrEqual(
        Date.parse(SEED_REFERENCE_DATE),
      );
      expect(notification.link).toContain(String(notification.record?.id));
    }
  });

  it('say a new order when the newest order was placed, with its number', () => {
    const db = seeded();
    const notification = db.notifications.find((row) => row.kind === 'orderPlaced');
    const order = db.orders.find((row) => row.id === notification?.record?.id);
    expect(order).toBeDefined();
    expect(notification?.params).toEqual({ number: order?.number });
    expect(notification?.createdAt).toBe(order?.createdAt);
    const newest = Math.max(...db.orders.map((row) => Date.parse(row.createdAt)));
    expect(Date.parse(order?.createdAt ?? '')).toBe(newest);
  });

  it('say an invoice was paid when its payment came, for an invoice paid in full', () => {
    const db = seeded();
    const notification = db.notifications.find((row) => row.kind === 'invoicePaid');
    const invoice = db.invoices.find((row) => row.id === notification?.record?.id);
    expect(invoice?.status).toBe('Paid');
    expect(notification?.params).toEqual({ number: `#${invoice?.id}` });
    const paidOn = invoice?.payments.at(-1)?.date;
    expect(notification?.createdAt.slice(0, 10)).toBe(paidOn);
  });
});
