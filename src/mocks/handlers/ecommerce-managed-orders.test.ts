// @vitest-environment node
import {
  managedOrderSchema,
  managedOrdersPageSchema,
  type ManagedOrder,
  type Order,
} from '@/lib/ecommerce/order-schemas';
import { getDemoSession } from '@/mocks/db/sessions';
import { demoAccounts, shopManagerAccount } from '@/mocks/seed/auth-seed';
import { callApi, signInAs, type ErrorBody } from '@/mocks/testing/mock-api-client';
import { placeOrder } from '@/mocks/testing/place-order';
import { staleAnswer } from '@/mocks/testing/stale-answer';

type Account = 'admin' | 'client' | 'shop';
const db = () => getDemoSession().db;

async function tokenOf(account: Account): Promise<string> {
  if (account !== 'shop') return (await signInAs(account)).accessToken;
  const { email, password } = shopManagerAccount;
  const { status, body } = await callApi<{ accessToken: string }>('/jwt/login', {
    body: { email, password },
  });
  expect(status).toBe(200);
  return body.accessToken;
}

async function call<Body = ErrorBody>(
  path: string,
  account: Account,
  body?: unknown,
  version?: number,
) {
  return callApi<Body>(path, { token: await tokenOf(account), body, version });
}

/** A step, made from `version` of the order (`If-Match`) when it is given. */
const step = (id: number, account: Account, body: unknown, version?: number) =>
  call<ManagedOrder & ErrorBody>(
    `/apps/ecommerce/admin/orders/${id}/steps`,
    account,
    body,
    version,
  );

/** A seeded order of the client's in `status`, made so (the seed gives the client a few). */
function clientOrder(status: Order['status']): Order {
  const order = db().orders.find((candidate) => candidate.userId === demoAccounts.client.id);
  if (!order) throw new Error('the seed gives the client no order');
  order.status = status;
  for (const line of order.lines) line.refundedQty = 0;
  order.refunded = 0;
  return order;
}

const stockOf = (productId: number) =>
  db().products.find((product) => product.id === productId)?.stock ?? -1;

const clientNotifications = () =>
  db().notifications.filter(
    (row) => row.userId === demoAccounts.client.id && row.kind === 'orderUpdated',
  );

describe('who may manage orders', () => {
  it('answers 401 without a token and 403 to the client on every call', async () => {
    expect((await callApi('/apps/ecommerce/admin/orders')).status).toBe(401);
    const order = clientOrder('pending');
    const list = await call('/apps/ecommerce/admin/orders', 'client');
    expect(list).toEqual({ status: 403, body: { message: 'Cannot execute read on Order' } });
    expect((await call(`/apps/ecommerce/admin/orders/${order.id}`, 'client')).status).toBe(403);
    const refused = await step(order.id, 'client', { action: 'pay' });
    expect(refused.status).toBe(403);
    expect(order.status).toBe('pending');
  });

  it('lets the shop manager manage orders and the catalogue, and refuses them the rest', async () => {
    const order = clientOrder('pending');
    expect((await call('/apps/ecommerce/admin/orders', 'shop')).status).toBe(200);
    expect((await step(order.id, 'shop', { action: 'pay' })).status).toBe(200);
    expect((await call('/apps/ecommerce/catalog/products', 'shop')).status).toBe(200);
    expect((await call('/apps/ecommerce/dashboard', 'shop')).status).toBe(200);
    const refused = [
      '/api/users/list/data',
      '/apps/roles',
      '/apps/invoice/invoices',
      '/api/audit-log',
    ];
    const statuses = await Promise.all(
      refused.map(async (path) => (await call(path, 'shop')).status),
    );
    expect(statuses).toEqual(refused.map(() => 403));
    const login = await callApi<{ userData: { role: string } }>('/jwt/login', {
      body: { email: shopManagerAccount.email, password: shopManagerAccount.password },
    });
    expect(login.body.userData.role).toBe('shopManager');
  });
});

describe('GET /apps/ecommerce/admin/orders', () => {
  it('lists every buyer’s orders, newest first, paged, with their buyer', async () => {
    const { status, body } = await call('/apps/ecommerce/admin/orders?perPage=5', 'admin');
    expect(status).toBe(200);
    const page = managedOrdersPageSchema.parse(body);
    expect(page.total).toBe(db().orders.length);
    expect(page.orders).toHaveLength(5);
    const dates = page.orders.map((order) => order.createdAt);
    expect(dates).toEqual(dates.toSorted().toReversed());
    expect(new Set(db().orders.map((order) => order.userId)).size).toBeGreaterThan(2);
    expect(page.allData).toBeUndefined();
  });

  it('filters by status, payment, days, customer and total, and sorts', async () => {
    const query = new URLSearchParams({
      status: 'Delivered',
      payment: 'card',
      from: '2026-08-01',
      to: '2026-09-30',
      minTotal: '100',
      maxTotal: '2000',
      sortColumn: 'total',
      sort: 'desc',
      allData: 'true',
    });
    const { body } = await call(`/apps/ecommerce/admin/orders?${query}`, 'admin');
    const page = managedOrdersPageSchema.parse(body);
    const expected = db().orders.filter(
      (order) =>
        order.status === 'delivered' &&
        order.payment.method === 'card' &&
        order.createdAt.slice(0, 10) >= '2026-08-01' &&
        order.createdAt.slice(0, 10) <= '2026-09-30' &&
        order.total >= 100 &&
        order.total <= 2000,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(page.total).toBe(expected.length);
    const totals = (page.allData ?? []).map((order) => order.total);
    expect(totals).toEqual(totals.toSorted((a, b) => b - a));

    const client = await call(
      `/apps/ecommerce/admin/orders?customer=client%40demo&allData=true`,
      'admin',
    );
    const mine = managedOrdersPageSchema.parse(client.body).allData ?? [];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((order) => order.customer.id === demoAccounts.client.id)).toBe(true);

    const byNumber = await call('/apps/ecommerce/admin/orders?q=%23100012', 'admin');
    expect(managedOrdersPageSchema.parse(byNumber.body).orders.map((o) => o.id)).toEqual([100012]);
  });

  it('reads one order by the number it shows, with its timeline; 404 for an unknown one', async () => {
    const { status, body } = await call('/apps/ecommerce/admin/orders/100012', 'admin');
    expect(status).toBe(200);
    const order = managedOrderSchema.parse(body);
    expect(order.number).toBe('#100012');
    // The shop manager reads it the same way, by the same number.
    expect((await call('/apps/ecommerce/admin/orders/100012', 'shop')).status).toBe(200);
    expect(order.timeline[0]?.event).toBe('placed');
    expect(order.timeline[0]?.by.id).toBe(order.userId);
    // The internal sequence of earlier URLs (order 12 was #100012) finds nothing any more.
    expect((await call('/apps/ecommerce/admin/orders/12', 'admin')).status).toBe(404);
    expect((await call('/apps/ecommerce/admin/orders/99999', 'admin')).status).toBe(404);
    expect((await call('/apps/ecommerce/admin/orders/abc', 'admin')).status).toBe(404);
  });
});

/** A ship step's carrier and a number of its shape. */
const SHIP_DHL = { carrier: 'dhl', trackingNumber: '1234567890' } as const;

describe('the life of an order', () => {
  it('goes pending → paid → shipped → delivered, each step on the timeline and told to the buyer', async () => {
    const order = clientOrder('pending');
    const before = order.timeline.length;
    const notified = clientNotifications().length;

    const paid = await step(order.id, 'admin', { action: 'pay' });
    expect(paid.status).toBe(200);
    expect(managedOrderSchema.parse(paid.body).status).toBe('paid');

    const badTracking = await step(order.id, 'admin', {
      action: 'ship',
      carrier: 'ups',
      trackingNumber: 'a b',
    });
    expect(badTracking.status).toBe(400);
    expect(badTracking.body.errors?.trackingNumber).toEqual([
      'ecommerce.orders.errors.trackingNumber',
    ]);

    const shipped = await step(order.id, 'shop', {
      action: 'ship',
      carrier: 'ups',
      trackingNumber: '1z999aa10123456784',
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({ trackingNumber: '1Z999AA10123456784', carrier: 'ups' });

    const delivered = await step(order.id, 'admin', { action: 'deliver' });
    expect(delivered.body.status).toBe('delivered');

    const timeline = managedOrderSchema.parse(delivered.body).timeline.slice(before);
    expect(timeline.map((entry) => entry.event)).toEqual(['pay', 'ship', 'deliver']);
    expect(timeline[1]).toMatchObject({
      trackingNumber: '1Z999AA10123456784',
      carrier: 'ups',
      by: { id: shopManagerAccount.id },
    });
    expect(timeline[0]?.by.id).toBe(demoAccounts.admin.id);

    const raised = clientNotifications().slice(notified);
    expect(raised.map((row) => row.params.step)).toEqual(['pay', 'ship', 'deliver']);
    expect(raised[0]).toMatchObject({
      textKey: 'notifications.text.orderUpdated',
      link: `/apps/ecommerce/orders/${order.id}`,
      params: { number: order.number },
    });

    // The buyer reads the same on their own order.
    const own = await call<Order>(`/apps/ecommerce/orders/${order.id}`, 'client');
    expect(own.body.status).toBe('delivered');
    expect(own.body.timeline.at(-1)?.event).toBe('deliver');

    // And the audit log recorded each step, by its operation.
    const logged = db().auditLog.filter(
      (entry) => entry.action === 'takeOrderStep' && entry.recordId === String(order.id),
    );
    expect(logged.length).toBeGreaterThanOrEqual(3);
  });

  it('ships with a carrier only: a number not of its shape is refused by the number, nothing kept', async () => {
    const cases: [string, string, string][] = [
      ['ups', '123456789012', '1Z999AA10123456784'],
      ['fedex', '1Z999AA10123456784', '123456789012'],
      ['dhl', 'RR123456789PT', '1234567890'],
      ['usps', '12345678901', '9400111899223197428490'],
      ['laposte', 'RR123456789PT', '6a12345678901'],
      ['ctt', '6A12345678901', 'rr123456789pt'],
    ];
    for (const [carrier, wrong, right] of cases) {
      const order = clientOrder('paid');
      order.trackingNumber = null;
      order.carrier = null;
      const timeline = order.timeline.length;
      const refused = await step(order.id, 'admin', {
        action: 'ship',
        carrier,
        trackingNumber: wrong,
      });
      expect(refused.status, `${carrier} ${wrong}`).toBe(400);
      expect(refused.body.errors).toEqual({
        trackingNumber: ['ecommerce.orders.errors.trackingCarrier'],
      });
      expect(order).toMatchObject({ status: 'paid', trackingNumber: null, carrier: null });
      expect(order.timeline).toHaveLength(timeline);

      const shipped = await step(order.id, 'admin', {
        action: 'ship',
        carrier,
        trackingNumber: right,
      });
      expect(shipped.status, `${carrier} ${right}`).toBe(200);
      expect(shipped.body).toMatchObject({ carrier, trackingNumber: right.toUpperCase() });
      expect(order.timeline.at(-1)).toMatchObject({ event: 'ship', carrier });
    }
    // No carrier, or one not on the list: refused by the carrier.
    const order = clientOrder('paid');
    for (const carrier of [undefined, 'pigeon']) {
      const refused = await step(order.id, 'admin', {
        action: 'ship',
        carrier,
        trackingNumber: '1234567890',
      });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.errors ?? {})).toEqual(['carrier']);
    }
    expect(order.status).toBe('paid');
  });

  it('refuses every step from the wrong status with 409 and its own message', async () => {
    const cases: [Order['status'], string, string][] = [
      ['paid', 'pay', 'ecommerce.orders.errors.cannotPay'],
      ['pending', 'ship', 'ecommerce.orders.errors.cannotShip'],
      ['delivered', 'ship', 'ecommerce.orders.errors.cannotShip'],
      ['paid', 'deliver', 'ecommerce.orders.errors.cannotDeliver'],
      ['shipped', 'cancel', 'ecommerce.orders.errors.cannotCancel'],
      ['cancelled', 'cancel', 'ecommerce.orders.errors.cannotCancel'],
      ['pending', 'refund', 'ecommerce.orders.errors.cannotRefund'],
      ['refunded', 'refund', 'ecommerce.orders.errors.cannotRefund'],
      ['cancelled', 'pay', 'ecommerce.orders.errors.cannotPay'],
    ];
    for (const [status, action, message] of cases) {
      const order = clientOrder(status);
      const timeline = order.timeline.length;
      const body =
        action === 'ship' ? { action, carrier: 'dhl', trackingNumber: '1234567890' } : { action };
      const refused = await step(order.id, 'admin', body);
      expect(refused, `${action} from ${status}`).toEqual({ status: 409, body: { message } });
      expect(order.status).toBe(status);
      expect(order.timeline).toHaveLength(timeline);
    }
  });

  it('cancelling puts the items back in stock', async () => {
    const order = clientOrder('paid');
    const stocks = order.lines.map((line) => stockOf(line.productId));
    const { body } = await step(order.id, 'admin', { action: 'cancel' });
    expect(body.status).toBe('cancelled');
    order.lines.forEach((line, index) => {
      expect(stockOf(line.productId)).toBe((stocks[index] ?? 0) + line.qty);
    });
  });

  it('refunds by line, then the rest: stock back, amounts added, refunded when all is', async () => {
    const order = clientOrder('delivered');
    const [first] = order.lines;
    if (!first) throw new Error('an order has lines');
    // One of the first line: the order keeps its status while something is left.
    first.qty = 2;
    const stock = stockOf(first.productId);
    const partial = await step(order.id, 'admin', {
      action: 'refund',
      lines: [{ line: 0, qty: 1 }],
    });
    expect(partial.status).toBe(200);
    const afterPartial = managedOrderSchema.parse(partial.body);
    expect(afterPartial.status).toBe('delivered');
    expect(afterPartial.lines[0]?.refundedQty).toBe(1);
    // The item's share of what was paid (discount, tax and shipping included).
    const share = Math.round((first.price * order.total * 100) / order.subtotal) / 100;
    expect(afterPartial.refunded).toBe(share);
    expect(afterPartial.timeline.at(-1)).toMatchObject({ event: 'refund', amount: share });
    expect(stockOf(first.productId)).toBe(stock + 1);

    const tooMany = await step(order.id, 'admin', {
      action: 'refund',
      lines: [{ line: 0, qty: 2 }],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors?.['lines.0.qty']).toEqual(['ecommerce.orders.errors.refundQty']);
    const noLine = await step(order.id, 'admin', {
      action: 'refund',
      lines: [{ line: 9, qty: 1 }],
    });
    expect(noLine.body.errors?.['lines.0.line']).toEqual(['ecommerce.orders.errors.refundQty']);

    const rest = await step(order.id, 'admin', { action: 'refund' });
    const whole = managedOrderSchema.parse(rest.body);
    expect(whole.status).toBe('refunded');
    expect(whole.refunded).toBeCloseTo(order.total, 2);
    expect(whole.lines.every((line) => line.refundedQty === line.qty)).toBe(true);
    expect(stockOf(first.productId)).toBe(stock + 2);
  });

  it('refunds each line its share of what was paid, the discount and tax included', async () => {
    // SAVE10 on a Fitbit ($854.99) and a Lenovo ($1,929.99): $2,784.98 less $278.50, taxed 8 %.
    const order = clientOrder('shipped');
    const [line] = order.lines;
    if (!line) throw new Error('an order has lines');
    order.lines = [
      { ...line, name: 'Fitbit', price: 854.99, qty: 1, lineTotal: 854.99 },
      { ...line, name: 'Lenovo', price: 1929.99, qty: 1, lineTotal: 1929.99 },
    ];
    Object.assign(order, { subtotal: 2784.98, discount: 278.5, shipping: 0, tax: 200.52 });
    order.total = 2707;

    const first = await step(order.id, 'admin', { action: 'refund', lines: [{ line: 0, qty: 1 }] });
    expect(managedOrderSchema.parse(first.body).refunded).toBe(831.05);
    const second = await step(order.id, 'admin', {
      action: 'refund',
      lines: [{ line: 1, qty: 1 }],
    });
    const refunded = managedOrderSchema.parse(second.body);
    // The last item left refunds the rest: the refunds add up to what was paid, to the cent.
    expect(refunded.timeline.at(-1)).toMatchObject({ event: 'refund', amount: 1875.95 });
    expect(refunded.refunded).toBe(2707);
    expect(refunded.status).toBe('refunded');
  });

  it('raises nothing for a buyer who turned order updates off', async () => {
    const order = clientOrder('pending');
    db().notificationPreferences.push({ userId: demoAccounts.client.id, off: ['orderUpdated'] });
    const notified = clientNotifications().length;
    expect((await step(order.id, 'admin', { action: 'pay' })).status).toBe(200);
    expect(clientNotifications()).toHaveLength(notified);
  });
});

describe('versions of an order (If-Match)', () => {
  it('refuses a step made from a stale order before its status, and takes the current one', async () => {
    const order = clientOrder('pending');
    expect(order.version).toBe(1);
    const paid = await step(order.id, 'shop', { action: 'pay' }, 1);
    expect(managedOrderSchema.parse(paid.body)).toMatchObject({ status: 'paid', version: 2 });

    // The admin's page still shows version 1: a cancel (which `paid` would allow) and a second
    // pay (which it would not, 409) are both refused for the version, naming the shop manager.
    const { fullName } = db().users.find((user) => user.id === shopManagerAccount.id) ?? {};
    const refused = staleAnswer(paid.body, { id: shopManagerAccount.id, fullName: fullName ?? '' });
    expect(await step(order.id, 'admin', { action: 'cancel' }, 1)).toEqual(refused);
    expect(await step(order.id, 'admin', { action: 'pay' }, 1)).toEqual(refused);
    expect(await step(order.id, 'admin', { action: 'ship', ...SHIP_DHL }, 1)).toEqual(refused);
    // Nothing written: the order is as the pay left it.
    const { customer, ...stored } = managedOrderSchema.parse(paid.body);
    expect(customer.id).toBe(demoAccounts.client.id);
    expect(db().orders.find((row) => row.id === order.id)).toEqual(stored);

    // The version it gave goes through and moves on; no If-Match still steps, as before.
    const shipped = await step(order.id, 'admin', { action: 'ship', ...SHIP_DHL }, 2);
    expect(managedOrderSchema.parse(shipped.body)).toMatchObject({ status: 'shipped', version: 3 });
    const refunded = await step(order.id, 'admin', {
      action: 'refund',
      lines: [{ line: 0, qty: 1 }],
    });
    expect(managedOrderSchema.parse(refunded.body).version).toBe(4);
  });
});

describe('a new order', () => {
  it('is told to everyone who may manage orders: the admins and the shop manager', async () => {
    const product = db().products.find((p) => p.status === 'published' && p.stock >= 5);
    if (!product) throw new Error('seed');
    const color = product.colors.find((option) => option.stock >= 1)?.name ?? null;
    const placed = await placeOrder(
      { token: (await signInAs('client')).accessToken },
      { productId: product.id, color },
    );
    expect(placed.status).toBe(201);
    const told = db()
      .notifications.filter(
        (row) => row.kind === 'orderPlaced' && row.params.number === placed.body.number,
      )
      .map((row) => row.userId);
    expect(told).toEqual(expect.arrayContaining([demoAccounts.admin.id, shopManagerAccount.id]));
    expect(told).not.toContain(demoAccounts.client.id);
  });
});
