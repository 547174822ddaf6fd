// @vitest-environment node
import { customerDetailSchema, customersPageSchema } from '@/apps/shop-admin/api/customer-schemas';
import { getMockSession, MOCK_SESSION_COOKIE } from '@/mocks/db/sessions';
import { callApi, signInAs } from '@/mocks/testing/mock-api-client';
import { shopManagerAccount } from '@/mocks/seed/auth-seed';
import { authResponseSchema } from '@/lib/session/session-schemas';

type Account = 'admin' | 'client';

const SESSION = 'customers-test';
const db = () => getMockSession({ [MOCK_SESSION_COOKIE]: SESSION }).db;

async function call(path: string, account: Account = 'admin') {
  const { accessToken } = await signInAs(account, SESSION);
  return callApi(path, { token: accessToken, session: SESSION });
}

async function page(query = '') {
  const { status, body } = await call(`/apps/ecommerce/customers${query}`);
  expect(status).toBe(200);
  return customersPageSchema.parse(body);
}

describe('the customers API', () => {
  it('lists those who ordered or are clients, with their orders figured', async () => {
    const { orders, users } = db();
    const buyers = new Set(orders.map((order) => order.userId));
    const expected = users.filter((user) => buyers.has(user.id) || user.role === 'client');
    const all = await page('?perPage=100');
    expect(all.total).toBe(expected.length);
    const jane = (await page('?q=jane%20doe')).customers.find((c) => c.id === 2);
    const own = orders.filter((order) => order.userId === 2);
    const spent = own
      .filter((order) => order.status !== 'cancelled')
      .reduce((total, order) => total + order.total, 0);
    expect(jane).toMatchObject({ orders: own.length, country: db().users[1]?.country });
    expect(jane?.totalSpent).toBeCloseTo(spent, 2);
    const newest =
      own
        .map((order) => order.createdAt)
        .toSorted()
        .at(-1) ?? null;
    expect(jane?.lastOrderAt).toBe(newest);
  });

  it('pages, sorts, searches and filters by country on the server', async () => {
    const first = await page('?perPage=10&sortColumn=totalSpent&sort=desc');
    expect(first.customers).toHaveLength(10);
    const spent = first.customers.map((c) => c.totalSpent);
    expect(spent).toEqual(spent.toSorted((a, b) => b - a));
    const second = await page('?perPage=10&page=2&sortColumn=totalSpent&sort=desc');
    const ids = new Set(first.customers.map((c) => c.id));
    expect(second.customers.some((c) => ids.has(c.id))).toBe(false);
    const [country] = first.countries;
    if (!country) throw new Error('no country');
    const inCountry = await page(
      `?perPage=100&country=${encodeURIComponent(country.toUpperCase())}`,
    );
    expect(inCountry.total).toBeGreaterThan(0);
    expect(inCountry.customers.every((c) => c.country === country)).toBe(true);
    const all = await page('?allData=true');
    expect(all.allData).toHaveLength(all.total);
  });

  it('answers a customer with their orders, addresses and wishlist', async () => {
    const [productId] = db().products.map((product) => product.id);
    db().wishlists.push({ id: 999, userId: 2, productIds: [productId ?? 1] });
    const { status, body } = await call('/apps/ecommerce/customers/2');
    expect(status).toBe(200);
    const detail = customerDetailSchema.parse(body);
    expect(detail.customer).toMatchObject({ id: 2, fullName: 'Jane Doe' });
    expect(detail.orders.every((order) => order.userId === 2)).toBe(true);
    expect(detail.orders.length).toBe(detail.customer.orders);
    expect(detail.addresses.length).toBeGreaterThan(0);
    expect(detail.wishlist.map((product) => product.id)).toEqual([productId]);
  });

  it('answers 404 for a user who is not a customer, and no id', async () => {
    const { orders, users } = db();
    const buyers = new Set(orders.map((order) => order.userId));
    const other = users.find((user) => !buyers.has(user.id) && user.role !== 'client');
    if (!other) throw new Error('every user is a customer');
    expect((await call(`/apps/ecommerce/customers/${other.id}`)).status).toBe(404);
    expect((await call('/apps/ecommerce/customers/abc')).status).toBe(404);
  });

  it('refuses the client (403)', async () => {
    expect((await call('/apps/ecommerce/customers', 'client')).status).toBe(403);
    expect((await call('/apps/ecommerce/customers/2', 'client')).status).toBe(403);
  });

  it('lets the shop manager, who manages the orders, read the customers her orders name', async () => {
    const { email, password } = shopManagerAccount;
    const login = await callApi('/jwt/login', { body: { email, password }, session: SESSION });
    const token = authResponseSchema.parse(login.body).accessToken;
    const list = await callApi('/apps/ecommerce/customers', { token, session: SESSION });
    expect(list.status).toBe(200);
    expect(customersPageSchema.parse(list.body).total).toBeGreaterThan(0);
    // An order's buyer opens as a customer, with that order among theirs.
    const order = db().orders[0];
    if (!order) throw new Error('the seed has orders');
    const buyer = await callApi(`/apps/ecommerce/customers/${order.userId}`, {
      token,
      session: SESSION,
    });
    expect(buyer.status).toBe(200);
    const detail = customerDetailSchema.parse(buyer.body);
    expect(detail.orders.map((own) => own.number)).toContain(order.number);
    // Still not the user directory.
    expect((await callApi('/api/users/list/data', { token, session: SESSION })).status).toBe(403);
  });
});
