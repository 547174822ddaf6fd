// @vitest-environment node
import { cents } from '@/lib/ecommerce/money';
import type { ManagedOrder, Order } from '@/lib/ecommerce/order-schemas';
import { RETURN_WINDOW_DAYS } from '@/lib/ecommerce/order-return-rules';
import { getMockSession, MOCK_SESSION_COOKIE } from '@/mocks/db/sessions';
import { demoAccounts, shopManagerAccount } from '@/mocks/seed/auth-seed';
import { callApi, freshSession, type ErrorBody } from '@/mocks/testing/mock-api-client';
import { testAddress } from '@/mocks/testing/place-order';

type Account = 'admin' | 'client' | 'shop';
const DAY = 86_400_000;

/** A session of the test's own: its database, and calls made as one of the demo accounts. */
function shop() {
  const session = freshSession();
  const db = () => getMockSession({ [MOCK_SESSION_COOKIE]: session }).db;
  const tokens = new Map<Account, string>();
  async function tokenOf(account: Account): Promise<string> {
    const known = tokens.get(account);
    if (known) return known;
    const { email, password } = account === 'shop' ? shopManagerAccount : demoAccounts[account];
    const login = await callApi<{ accessToken: string }>('/jwt/login', {
      body: { email, password },
      session,
    });
    expect(login.status).toBe(200);
    tokens.set(account, login.body.accessToken);
    return login.body.accessToken;
  }
  async function call<Body = Order & ErrorBody>(
    account: Account,
    path: string,
    body?: unknown,
    version?: number,
  ) {
    return callApi<Body>(path, { token: await tokenOf(account), body, version, session });
  }
  /** The client's order of two lines (2 of one product, 1 of another) with SAVE10, delivered. */
  async function deliveredOrder(): Promise<Order> {
    const [first, second] = db().products.filter(
      (product) => product.status === 'published' && product.stock >= 5 && product.price > 50,
    );
    if (!first || !second) throw new Error('the seed has no two products to order');
    expect(
      (await call('client', '/apps/ecommerce/cart', { productId: first.id, qty: 2 })).status,
    ).toBe(200);
    expect((await call('client', '/apps/ecommerce/cart', { productId: second.id })).status).toBe(
      200,
    );
    expect((await call('client', '/apps/ecommerce/cart/discount', { code: 'SAVE10' })).status).toBe(
      200,
    );
    const placed = await call('client', '/apps/ecommerce/orders', {
      address: testAddress,
      payment: { method: 'cod' },
    });
    expect(placed.status).toBe(201);
    const { id } = placed.body;
    for (const step of [
      { action: 'pay' },
      { action: 'ship', carrier: 'ups', trackingNumber: '1Z999AA10123456784' },
      { action: 'deliver' },
    ]) {
      expect((await call('admin', `/apps/ecommerce/admin/orders/${id}/steps`, step)).status).toBe(
        200,
      );
    }
    const order = await call('client', `/apps/ecommerce/orders/${id}`);
    expect(order.body.status).toBe('delivered');
    return order.body;
  }
  const ask = (order: Pick<Order, 'id'>, body: unknown, account: Account = 'client') =>
    call(account, `/apps/ecommerce/orders/${order.id}/returns`, body);
  const answer = (order: Pick<Order, 'id'>, body: unknown, account: Account = 'admin') =>
    call<ManagedOrder & ErrorBody>(account, `/apps/ecommerce/admin/orders/${order.id}/steps`, body);
  const notified = (userId: number, kind: string) =>
    db().notifications.filter((row) => row.userId === userId && row.kind === kind);
  return { session, db, call, deliveredOrder, ask, answer, notified };
}

const oneOfTheFirst = { lines: [{ line: 0, qty: 1 }], reason: 'damaged' } as const;

describe('asking for a return', { timeout: 30_000 }, () => {
  it('is the buyer’s, on a delivered order: kept with the order, on its timeline, told to the managers', async () => {
    const { deliveredOrder, ask, notified } = shop();
    const order = await deliveredOrder();
    const asked = await ask(order, {
      lines: [
        { line: 0, qty: 1 },
        { line: 1, qty: 0 },
      ],
      reason: 'damaged',
      comment: '  The box was crushed.  ',
    });
    expect(asked.status).toBe(201);
    expect(asked.body.returns).toEqual([
      expect.objectContaining({
        status: 'requested',
        lines: [{ line: 0, qty: 1 }],
        reason: 'damaged',
        comment: 'The box was crushed.',
        decidedAt: null,
        amount: null,
      }),
    ]);
    expect(asked.body.timeline.at(-1)).toMatchObject({
      event: 'requestReturn',
      by: { id: demoAccounts.client.id },
    });
    expect(asked.body.version).toBe(order.version + 1);
    // Every manager of orders hears of it (the admin, the shop manager); the buyer does not.
    expect(notified(demoAccounts.admin.id, 'returnRequested')).toHaveLength(1);
    expect(notified(shopManagerAccount.id, 'returnRequested')).toEqual([
      expect.objectContaining({
        params: { number: order.number },
        link: `/apps/ecommerce/orders-admin/${order.id}`,
      }),
    ]);
    expect(notified(demoAccounts.client.id, 'returnRequested')).toEqual([]);
  });

  it(`closes ${RETURN_WINDOW_DAYS} days after the delivery, by the server’s clock`, async () => {
    const { session, deliveredOrder, ask } = shop();
    const order = await deliveredOrder();
    const delivered = Date.parse(order.timeline.at(-1)?.at ?? '');
    const pin = (days: number) =>
      callApi('/__mock/clock', {
        session,
        body: { now: new Date(delivered + days * DAY).toISOString() },
      });
    await pin(RETURN_WINDOW_DAYS + 1);
    const late = await ask(order, oneOfTheFirst);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ message: 'ecommerce.returns.errors.windowClosed' });
    await pin(RETURN_WINDOW_DAYS - 1);
    expect((await ask(order, oneOfTheFirst)).status).toBe(201);
  });

  it('refuses a manager, another buyer, an order not delivered and a second open request', async () => {
    const { db, deliveredOrder, ask } = shop();
    const order = await deliveredOrder();
    // The shop manager does not buy (403); the admin does, but the order is not theirs (404).
    expect((await ask(order, oneOfTheFirst, 'shop')).status).toBe(403);
    expect((await ask(order, oneOfTheFirst, 'admin')).status).toBe(404);
    const row = db().orders.find((candidate) => candidate.id === order.id);
    if (!row) throw new Error('no order');
    row.status = 'shipped';
    expect((await ask(order, oneOfTheFirst)).body).toMatchObject({
      message: 'ecommerce.returns.errors.notDelivered',
    });
    row.status = 'delivered';
    expect((await ask(order, oneOfTheFirst)).status).toBe(201);
    const again = await ask(order, { lines: [{ line: 1, qty: 1 }], reason: 'other' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'ecommerce.returns.errors.alreadyOpen' });
  });

  it('checks the lines, quantities, reason and comment by their fields', async () => {
    const { deliveredOrder, ask, call } = shop();
    const order = await deliveredOrder();
    const errorsOf = async (body: unknown) => {
      const refused = await ask(order, body);
      expect(refused.status).toBe(400);
      return refused.body.errors;
    };
    expect(await errorsOf({ lines: [{ line: 0, qty: 0 }], reason: 'damaged' })).toEqual({
      lines: ['ecommerce.returns.errors.nothing'],
    });
    // Line 0 holds 2: asking 3, or 2 and then 1 more of it, is too many.
    expect(await errorsOf({ lines: [{ line: 0, qty: 3 }], reason: 'damaged' })).toEqual({
      'lines.0.qty': ['ecommerce.returns.errors.qty'],
    });
    expect(
      await errorsOf({
        lines: [
          { line: 0, qty: 2 },
          { line: 0, qty: 1 },
        ],
        reason: 'damaged',
      }),
    ).toEqual({ 'lines.1.qty': ['ecommerce.returns.errors.qty'] });
    expect(await errorsOf({ lines: [{ line: 7, qty: 1 }], reason: 'damaged' })).toEqual({
      'lines.0.line': ['ecommerce.returns.errors.qty'],
    });
    expect(await errorsOf({ lines: [{ line: 0, qty: 1 }], reason: 'bored' })).toEqual({
      reason: ['validation.required'],
    });
    expect(await errorsOf({ ...oneOfTheFirst, comment: 'x'.repeat(501) })).toEqual({
      comment: ['validation.tooLong'],
    });
    // A request from an order the page showed before it changed is refused, nothing kept.
    const stale = await call(
      'client',
      `/apps/ecommerce/orders/${order.id}/returns`,
      oneOfTheFirst,
      order.version - 1,
    );
    expect(stale.status).toBe(412);
    expect((await call('client', `/apps/ecommerce/orders/${order.id}`)).body.returns).toEqual([]);
  });
});

describe('answering a return', { timeout: 30_000 }, () => {
  it('is for those who manage orders: the buyer may not accept their own (403)', async () => {
    const { deliveredOrder, ask, answer } = shop();
    const order = await deliveredOrder();
    await ask(order, oneOfTheFirst);
    expect((await answer(order, { action: 'acceptReturn' }, 'client')).status).toBe(403);
    expect((await answer(order, { action: 'refuseReturn', reason: 'No' }, 'client')).status).toBe(
      403,
    );
  });

  it('accepting refunds the lines’ share of what was paid, the discount and tax counted', async () => {
    const { db, deliveredOrder, ask, answer, notified } = shop();
    const order = await deliveredOrder();
    expect(order.discount).toBeGreaterThan(0);
    expect((await answer(order, { action: 'acceptReturn' })).body).toMatchObject({
      message: 'ecommerce.returns.errors.noneOpen',
    });
    const [line] = order.lines;
    if (!line) throw new Error('no line');
    const stock = db().products.find((product) => product.id === line.productId)?.stock ?? 0;
    await ask(order, oneOfTheFirst);
    const accepted = await answer(order, { action: 'acceptReturn' });
    expect(accepted.status).toBe(200);
    // One item refunds its price × what the order cost ÷ its subtotal: not its price.
    const share = cents((line.price * order.total) / order.subtotal);
    expect(share).not.toBe(line.price);
    expect(accepted.body.refunded).toBe(share);
    expect(accepted.body.lines[0]?.refundedQty).toBe(1);
    // Some of it is kept: still delivered, and the item is back in stock.
    expect(accepted.body.status).toBe('delivered');
    expect(db().products.find((product) => product.id === line.productId)?.stock).toBe(stock + 1);
    expect(accepted.body.returns[0]).toMatchObject({
      status: 'accepted',
      amount: share,
      decidedBy: { id: demoAccounts.admin.id },
    });
    expect(accepted.body.timeline.at(-1)).toMatchObject({ event: 'acceptReturn', amount: share });
    expect(notified(demoAccounts.client.id, 'orderUpdated').at(-1)?.params).toEqual({
      number: order.number,
      step: 'acceptReturn',
    });
    // Everything else given back: the last items refund exactly what is left of the total.
    await ask(order, {
      lines: [
        { line: 0, qty: 1 },
        { line: 1, qty: 1 },
      ],
      reason: 'noLongerNeeded',
    });
    const rest = await answer(order, { action: 'acceptReturn' }, 'shop');
    expect(rest.body.refunded).toBe(order.total);
    expect(rest.body.status).toBe('refunded');
  });

  it('refuses with a reason the buyer reads; then another request may be made', async () => {
    const { deliveredOrder, ask, answer, call, notified } = shop();
    const order = await deliveredOrder();
    await ask(order, oneOfTheFirst);
    const empty = await answer(order, { action: 'refuseReturn', reason: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ reason: ['validation.required'] });
    const refused = await answer(order, {
      action: 'refuseReturn',
      reason: 'The photos show no damage.',
    });
    expect(refused.status).toBe(200);
    expect(refused.body.refunded).toBe(0);
    expect(refused.body.timeline.at(-1)?.event).toBe('refuseReturn');
    const seen = await call('client', `/apps/ecommerce/orders/${order.id}`);
    expect(seen.body.returns[0]).toMatchObject({
      status: 'refused',
      refusal: 'The photos show no damage.',
    });
    expect(notified(demoAccounts.client.id, 'orderUpdated').at(-1)?.params.step).toBe(
      'refuseReturn',
    );
    expect((await ask(order, { lines: [{ line: 1, qty: 1 }], reason: 'other' })).status).toBe(201);
  });

  it('finds the orders with a request to answer in the managers’ list', async () => {
    const { deliveredOrder, ask, answer, call } = shop();
    const order = await deliveredOrder();
    const list = () =>
      call<{ orders: ManagedOrder[]; total: number }>(
        'shop',
        '/apps/ecommerce/admin/orders?returns=open',
      );
    // The seed asks for no return.
    expect((await list()).body.total).toBe(0);
    await ask(order, oneOfTheFirst);
    const after = await list();
    expect(after.body.orders.map((row) => row.id)).toEqual([order.id]);
    await answer(order, { action: 'refuseReturn', reason: 'Not ours.' });
    expect((await list()).body.total).toBe(0);
  });
});
