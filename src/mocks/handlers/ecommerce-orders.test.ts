// @vitest-environment node
import { cartSchema } from '@/lib/ecommerce/ecommerce-schemas';
import {
  addressesSchema,
  expiryIsValid,
  orderSchema,
  ordersPageSchema,
  passesLuhn,
  type PlaceOrder,
} from '@/lib/ecommerce/order-schemas';
import { shopDashboardSchema } from '@/apps/shop-admin/api/shop-dashboard-schemas';
import { LOW_STOCK } from '@/lib/ecommerce/ecommerce-values';
import { getDemoSession } from '@/mocks/db/sessions';
import { callApi, signInAs, type ErrorBody } from '@/mocks/testing/mock-api-client';
import { testAddress } from '@/mocks/testing/place-order';
import { demoAccounts } from '@/mocks/seed/auth-seed';
import { SHIPPING_FEE, TAX_RATE } from './ecommerce';

type Account = 'admin' | 'client';
async function call(path: string, account: Account, body?: unknown, method?: string) {
  const { accessToken } = await signInAs(account);
  return callApi<ErrorBody>(path, { token: accessToken, method, body });
}

const db = () => getDemoSession().db;
const card = { name: 'Ada Client', number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
const byCard: PlaceOrder = { address: testAddress, payment: { method: 'card', card } };

/** A product in stock without free shipping, and its stock. */
function product() {
  const found = db().products.find((p) => p.stock >= 5 && !p.hasFreeShipping && p.price < 200);
  if (!found) throw new Error('seed has no cheap product in stock');
  return found;
}

async function fill(account: Account, qty = 2) {
  const chosen = product();
  const { status } = await call(
    '/apps/ecommerce/cart',
    account,
    { productId: chosen.id, qty },
    'POST',
  );
  expect(status).toBe(200);
  return chosen;
}

let savedOrders: ReturnType<typeof db>['orders'];
beforeEach(() => {
  db().carts = [];
  savedOrders = [...db().orders];
});
afterEach(() => {
  db().orders = savedOrders;
});

describe('seeded orders', () => {
  it('spreads a few hundred orders over buyers, the demo accounts among them', () => {
    expect(db().orders.length).toBeGreaterThanOrEqual(200);
    expect(db().orders.some((order) => order.userId === demoAccounts.client.id)).toBe(true);
    for (const order of db().orders.slice(0, 20)) {
      const subtotal = order.lines.reduce((sum, line) => sum + line.lineTotal, 0);
      expect(order.subtotal).toBeCloseTo(subtotal, 2);
      expect(order.total).toBeCloseTo(order.subtotal + order.shipping + order.tax, 2);
    }
  });
});

describe('placing an order', () => {
  it('turns the cart into an order with the server totals, empties the cart, takes the stock', async () => {
    const chosen = await fill('client', 2);
    const stock = chosen.stock;
    const before = cartSchema.parse((await call('/apps/ecommerce/cart', 'client')).body);
    const { status, body } = await call('/apps/ecommerce/orders', 'client', byCard, 'POST');
    expect(status).toBe(201);
    const order = orderSchema.parse(body);
    expect(order.userId).toBe(demoAccounts.client.id);
    expect(order.status).toBe('pending');
    // One number everywhere: the id the URLs and the API use is the number shown, after the seed's.
    expect(order.id).toBe(Math.max(...db().orders.map((o) => o.id)));
    expect(order.number).toBe(`#${order.id}`);
    expect(order.id).toBeGreaterThan(100_000);
    const read = await call(`/apps/ecommerce/orders/${order.id}`, 'client');
    expect(orderSchema.parse(read.body).number).toBe(order.number);
    expect(order.total).toBe(before.total);
    expect(order.shipping).toBe(SHIPPING_FEE);
    expect(order.tax).toBeCloseTo(order.subtotal * TAX_RATE, 2);
    expect(order.payment).toEqual({ method: 'card', last4: '4242' });
    expect(order.lines).toEqual([expect.objectContaining({ productId: chosen.id, qty: 2 })]);
    expect(db().products.find((p) => p.id === chosen.id)?.stock).toBe(stock - 2);
    const after = cartSchema.parse((await call('/apps/ecommerce/cart', 'client')).body);
    expect(after.count).toBe(0);
  });

  it('takes cash on delivery with no card', async () => {
    await fill('client');
    const { status, body } = await call(
      '/apps/ecommerce/orders',
      'client',
      { address: testAddress, payment: { method: 'cod' } },
      'POST',
    );
    expect(status).toBe(201);
    expect(orderSchema.parse(body).payment).toEqual({ method: 'cod', last4: null });
  });

  it('refuses an empty cart', async () => {
    const { status, body } = await call('/apps/ecommerce/orders', 'client', byCard, 'POST');
    expect(status).toBe(400);
    expect(body?.errors).toEqual({ cart: ['ecommerce.errors.cartEmpty'] });
  });

  it('answers 400 with field errors for the address and the card, and keeps the cart', async () => {
    await fill('client');
    const { status, body } = await call(
      '/apps/ecommerce/orders',
      'client',
      {
        address: { ...testAddress, fullName: ' ', postalCode: '!', phone: 'call me' },
        payment: {
          method: 'card',
          card: { name: 'A', number: '4242 4242 4242 4241', expiry: '13/20', cvc: '1' },
        },
      },
      'POST',
    );
    expect(status).toBe(400);
    expect(body?.errors).toMatchObject({
      'address.fullName': ['validation.required'],
      'address.postalCode': ['ecommerce.errors.postalCode'],
      'address.phone': ['ecommerce.errors.phone'],
      'payment.card.number': ['ecommerce.errors.cardNumber'],
      'payment.card.expiry': ['ecommerce.errors.cardExpiry'],
      'payment.card.cvc': ['ecommerce.errors.cardCvc'],
    });
    const after = cartSchema.parse((await call('/apps/ecommerce/cart', 'client')).body);
    expect(after.count).toBe(2);
  });

  it('refuses a line over the stock left (409) and takes nothing', async () => {
    const chosen = await fill('client', 3);
    const stored = db().products.find((p) => p.id === chosen.id);
    if (!stored) throw new Error('product vanished');
    const stock = stored.stock;
    stored.stock = 2;
    const { status } = await call('/apps/ecommerce/orders', 'client', byCard, 'POST');
    expect(status).toBe(409);
    expect(stored.stock).toBe(2);
    stored.stock = stock;
  });
});

describe('orders are per user', () => {
  it('lists only the caller’s orders, newest first, in pages', async () => {
    await fill('client');
    await call('/apps/ecommerce/orders', 'client', byCard, 'POST');
    const { body } = await call('/apps/ecommerce/orders', 'client');
    const page = ordersPageSchema.parse(body);
    const own = db().orders.filter((order) => order.userId === demoAccounts.client.id);
    expect(page.total).toBe(own.length);
    expect(page.orders.every((order) => order.userId === demoAccounts.client.id)).toBe(true);
    const dates = page.orders.map((order) => order.createdAt);
    expect(dates).toEqual(dates.toSorted().toReversed());
    expect(page.orders[0]?.address).toEqual(testAddress);
  });

  it('answers 404 for another user’s order, and for an unknown one', async () => {
    const other = db().orders.find((order) => order.userId !== demoAccounts.client.id);
    if (!other) throw new Error('seed has no other buyer');
    expect((await call(`/apps/ecommerce/orders/${other.id}`, 'client')).status).toBe(404);
    expect((await call('/apps/ecommerce/orders/999999', 'client')).status).toBe(404);
    expect((await call('/apps/ecommerce/orders/abc', 'client')).status).toBe(404);
    const own = db().orders.find((order) => order.userId === demoAccounts.client.id);
    if (!own) throw new Error('seed has no client order');
    expect((await call(`/apps/ecommerce/orders/${own.id}`, 'client')).status).toBe(200);
  });

  it('keeps carts apart: the client’s order leaves the admin’s cart alone', async () => {
    await fill('admin', 1);
    await fill('client', 1);
    expect((await call('/apps/ecommerce/orders', 'client', byCard, 'POST')).status).toBe(201);
    const adminCart = cartSchema.parse((await call('/apps/ecommerce/cart', 'admin')).body);
    expect(adminCart.count).toBe(1);
  });

  it('offers the addresses of the caller’s own orders only', async () => {
    const { body } = await call('/apps/ecommerce/addresses', 'client');
    const { addresses } = addressesSchema.parse(body);
    const own = new Set(
      db()
        .orders.filter((order) => order.userId === demoAccounts.client.id)
        .map((order) => order.address.line1),
    );
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.every((one) => own.has(one.line1))).toBe(true);
  });

  it('needs a signed-in caller', async () => {
    expect((await callApi('/apps/ecommerce/orders', {})).status).toBe(401);
  });
});

describe('the e-commerce dashboard', () => {
  it('sums the last 30 days of every order for the admin, cancelled ones left out', async () => {
    const { status, body } = await call('/apps/ecommerce/dashboard', 'admin');
    expect(status).toBe(200);
    const board = shopDashboardSchema.parse(body);
    const live = db().orders.filter((o) => o.status !== 'cancelled');
    // The window ends at the mock's clock (a few seconds into its day): bound it by whole days.
    const day = Date.parse(`${board.today}T00:00:00Z`);
    const within = (days: number) =>
      live.filter((o) => Date.parse(o.createdAt) > day + 86_400_000 - days * 86_400_000);
    expect(board.orders).toBeGreaterThanOrEqual(within(29).length);
    expect(board.orders).toBeLessThanOrEqual(within(31).length);
    expect(board.averageOrder).toBeCloseTo(board.revenue / board.orders, 1);
    expect(board.byMonth).toHaveLength(6);
    expect(board.topProducts.length).toBeGreaterThan(0);
    const revenues = board.topProducts.map((p) => p.revenue);
    expect(revenues).toEqual(revenues.toSorted((a, b) => b - a));
    expect(board.lowStock.every((p) => p.stock > 0 && p.stock <= LOW_STOCK)).toBe(true);
    const latest = db().orders.reduce((max, o) => (o.createdAt > max ? o.createdAt : max), '');
    expect(board.recentOrders[0]?.createdAt).toBe(latest);
  });

  it('counts a new order at once', async () => {
    const before = shopDashboardSchema.parse(
      (await call('/apps/ecommerce/dashboard', 'admin')).body,
    );
    await fill('client');
    const placed = orderSchema.parse(
      (await call('/apps/ecommerce/orders', 'client', byCard, 'POST')).body,
    );
    const after = shopDashboardSchema.parse(
      (await call('/apps/ecommerce/dashboard', 'admin')).body,
    );
    expect(after.recentOrders[0]?.number).toBe(placed.number);
    expect(after.orders).toBe(before.orders + 1);
  });

  it('shows the client only its own orders (no other buyer’s names or amounts)', async () => {
    const { status, body } = await call('/apps/ecommerce/dashboard', 'client');
    expect(status).toBe(200);
    const board = shopDashboardSchema.parse(body);
    const own = new Set(
      db()
        .orders.filter((order) => order.userId === demoAccounts.client.id)
        .map((order) => order.number),
    );
    expect(board.recentOrders.length).toBeGreaterThan(0);
    expect(board.recentOrders.every((order) => own.has(order.number))).toBe(true);
  });
});

describe('card checks', () => {
  it('uses the Luhn checksum and a month not yet past', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    const now = new Date('2026-11-15T00:00:00Z');
    expect(expiryIsValid('11/26', now)).toBe(true);
    expect(expiryIsValid('10/26', now)).toBe(false);
    expect(expiryIsValid('13/30', now)).toBe(false);
    expect(expiryIsValid('1230', now)).toBe(false);
  });
});
