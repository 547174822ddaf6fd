// @vitest-environment node
import { overviewSchema } from '@/apps/dashboards/api/dashboard-schemas';
import { compareDueDates } from '@/apps/todo/api/due-date-order';
import { getDemoSession, getMockSession, MOCK_SESSION_COOKIE } from '@/mocks/db/sessions';
import { authResponseSchema } from '@/lib/session/session-schemas';
import type { Database } from '@/mocks/db/tables';
import type { Overview } from '@/apps/dashboards/api/dashboard-schemas';
import { callApi, freshSession, signInAs } from '@/mocks/testing/mock-api-client';
import { shopManagerAccount } from '@/mocks/seed/auth-seed';
import { LOW_STOCK } from '@/lib/ecommerce/ecommerce-values';

const DAY_MS = 86_400_000;
const sum = (values: number[]) =>
  Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;

async function overview(account: 'admin' | 'client', session?: string) {
  const { accessToken } = await signInAs(account, session);
  return callApi<Overview>('/api/dashboard/overview', { token: accessToken, session });
}

async function shopManagerOverview() {
  const { email, password } = shopManagerAccount;
  const login = await callApi('/jwt/login', { body: { email, password } });
  const { accessToken } = authResponseSchema.parse(login.body);
  return callApi<Overview>('/api/dashboard/overview', { token: accessToken });
}

/** The shop's work, worked out from the tables: what waits for a step, runs low, awaits moderation. */
function expectedShop(db: Database): Overview['shop'] {
  const waiting = db.orders.filter((o) => o.status === 'pending' || o.status === 'paid');
  return {
    toShip: db.orders.filter((o) => o.status === 'paid').length,
    toPay: db.orders.filter((o) => o.status === 'pending').length,
    lowStock: db.products.filter((p) => p.stock > 0 && p.stock <= LOW_STOCK).length,
    reviewsToModerate: db.reviews.filter((r) => r.status === 'pending').length,
    waiting: waiting
      .toSorted((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
      .slice(0, 5)
      .map((o) => ({
        id: o.id,
        number: o.number,
        createdAt: o.createdAt,
        total: o.total,
        status: o.status,
        customer: db.users.find((user) => user.id === o.userId)?.fullName ?? '',
      })),
  };
}

const idOf = (db: Database, email: string) => {
  const user = db.users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`no ${email} in the seed`);
  return user.id;
};

/** The answer worked out independently of the handler, straight from the tables. */
function expectedSections(db: Database, email = 'admin@demo.com') {
  const userId = idOf(db, email);
  const tasks = db.tasks.filter((task) => !task.isDeleted && task.assignee?.id === userId);
  const orders = db.orders.filter((order) => order.userId === userId);
  const open = tasks.filter((task) => !task.isCompleted);
  const dayStart = Date.parse('2026-11-01T00:00:00Z');
  return {
    users: {
      total: db.users.length,
      byStatus: {
        active: db.users.filter((user) => user.status === 'active').length,
        pending: db.users.filter((user) => user.status === 'pending').length,
        inactive: db.users.filter((user) => user.status === 'inactive').length,
      },
    },
    invoices: {
      total: db.invoices.length,
      totalAmount: sum(db.invoices.map((invoice) => invoice.total)),
      balance: sum(db.invoices.map((invoice) => invoice.balance)),
      byStatus: ['Paid', 'Draft', 'Partial Payment', 'Downloaded', 'Sent', 'Past Due'].map(
        (status) => {
          const rows = db.invoices.filter((invoice) => invoice.status === status);
          return { status, count: rows.length, amount: sum(rows.map((invoice) => invoice.total)) };
        },
      ),
    },
    tasks: {
      open: open.length,
      overdue: open.filter((task) => task.dueDate !== null && Date.parse(task.dueDate) < dayStart)
        .length,
      completed: tasks.filter((task) => task.isCompleted).length,
      important: tasks.filter((task) => task.isImportant).length,
      next: open
        .toSorted((a, b) => compareDueDates(a.dueDate, b.dueDate) || a.id - b.id)
        .slice(0, 5)
        .map((task) => expect.objectContaining({ id: task.id, title: task.title })),
    },
    orders: {
      total: orders.length,
      inProgress: orders.filter((order) => ['processing', 'shipped'].includes(order.status)).length,
      spent: sum(orders.filter((order) => order.status !== 'cancelled').map((o) => o.total)),
      recent: orders
        .toSorted((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)
        .slice(0, 4)
        .map((order) => expect.objectContaining({ id: order.id, status: order.status })),
    },
    upcoming: db.events.filter((event) => {
      const fullName = db.users.find((user) => user.id === userId)?.fullName ?? '';
      if (event.ownerId !== userId && !event.guests.includes(fullName)) return false;
      const start = Date.parse(event.start);
      return start >= dayStart + DAY_MS && start < dayStart + 8 * DAY_MS;
    }).length,
  };
}

describe('GET /api/dashboard/overview', () => {
  it('requires a valid token', async () => {
    expect(await callApi('/api/dashboard/overview')).toEqual({
      status: 401,
      body: { message: 'auth.errors.unauthorized' },
    });
  });

  it('gives the admin every section, computed from the tables', async () => {
    const { status, body } = await overview('admin');
    expect(status).toBe(200);
    expect(overviewSchema.parse(body)).toEqual(body);
    const expected = expectedSections(getDemoSession().db);
    expect(body.today).toBe('2026-11-01');
    expect(body.users).toEqual(expected.users);
    expect(body.invoices).toEqual(expected.invoices);
    expect(body.tasks).toEqual(expected.tasks);
    // The admin runs the shop too: its work in place of his own purchases.
    expect(body.orders).toBeNull();
    expect(body.shop).toEqual(expectedShop(getDemoSession().db));
    expect(body.users?.total).toBe(500);
    expect(body.invoices?.byStatus).toHaveLength(6);

    expect(body.events?.upcoming).toBe(expected.upcoming);
    const todays = body.events?.today ?? [];
    // The admin's own two; the client's Family brunch, the same day, is not theirs.
    expect(todays.map((event) => event.title)).toEqual([
      "All Saints' Day",
      'Release go/no-go call',
    ]);
    expect(todays[0]).toMatchObject({ title: "All Saints' Day", allDay: true });
    expect(todays.map((event) => event.start)).toEqual(
      todays.map((event) => event.start).toSorted(),
    );
    expect(Object.keys(todays[0] ?? {}).toSorted()).toEqual([
      'allDay',
      'calendar',
      'end',
      'id',
      'start',
      'title',
    ]);
  });

  it('gives the client its own tasks and orders, and hides users and invoices', async () => {
    const { status, body } = await overview('client');
    expect(status).toBe(200);
    expect(body.users).toBeNull();
    expect(body.invoices).toBeNull();
    const { db } = getDemoSession();
    const own = expectedSections(db, 'client@demo.com');
    expect(body.tasks).toEqual(own.tasks);
    expect(body.orders).toEqual(own.orders);
    // Its own, not everyone's: the seed gives it 3 open tasks of 23 and 4 orders of 240.
    const everyoneOpen = db.tasks.filter((task) => !task.isDeleted && !task.isCompleted).length;
    expect(body.tasks?.open).toBe(3);
    expect(body.tasks?.open).toBeLessThan(everyoneOpen);
    expect(body.orders?.total).toBe(4);
    const clientId = idOf(db, 'client@demo.com');
    const taskIds = new Set(db.tasks.filter((t) => t.assignee?.id === clientId).map((t) => t.id));
    for (const task of body.tasks?.next ?? []) expect(taskIds.has(task.id)).toBe(true);
    const orderIds = new Set(db.orders.filter((o) => o.userId === clientId).map((o) => o.id));
    for (const order of body.orders?.recent ?? []) expect(orderIds.has(order.id)).toBe(true);
    // Its own events, not the admin's (the calendar shows both to both).
    expect(body.events?.today.map((event) => event.title)).toEqual(['Family brunch']);
    const ownIds = new Set(db.events.filter((e) => e.ownerId === clientId).map((e) => e.id));
    expect(body.events?.next.length).toBeGreaterThan(0);
    for (const event of body.events?.next ?? []) expect(ownIds.has(event.id)).toBe(true);
    expect(body.events?.upcoming).toBe(own.upcoming);
  });

  it("gives the shop manager the shop's work, not her own purchases nor the admin's sections", async () => {
    const { status, body } = await shopManagerOverview();
    expect(status).toBe(200);
    const { db } = getDemoSession();
    const shop = expectedShop(db);
    expect(body.shop).toEqual(shop);
    // Something to do at home: orders waiting, and each opens by the number it shows.
    expect(shop?.toShip).toBeGreaterThan(0);
    expect(shop?.reviewsToModerate).toBeGreaterThan(0);
    expect(shop?.waiting.length).toBeGreaterThan(0);
    for (const order of shop?.waiting ?? []) expect(order.number).toBe(`#${order.id}`);
    expect(body.orders).toBeNull();
    expect(body.users).toBeNull();
    expect(body.invoices).toBeNull();
    expect(body.tasks).toBeNull();

    // A client's section stays its own purchases, with no shop.
    expect((await overview('client')).body.shop).toBeNull();
  });

  it("lists the events a person is invited to, and none of anyone else's for a new sign-up", async () => {
    const session = freshSession();
    const call = getMockSession({ [MOCK_SESSION_COOKIE]: session }).db.events.find(
      (event) => event.title === 'Release go/no-go call',
    );
    if (!call) throw new Error('no Release go/no-go call in the seed');
    call.guests = [...call.guests, 'Jane Doe'];
    const client = (await overview('client', session)).body;
    expect(client.events?.today.map((event) => event.title)).toEqual([
      'Family brunch',
      'Release go/no-go call',
    ]);

    const signUp = await callApi('/jwt/register', {
      session,
      body: { username: 'newcomer', email: 'newcomer@demo.com', password: 'secret12' },
    });
    const fresh = await callApi<Overview>('/api/dashboard/overview', {
      token: authResponseSchema.parse(signUp.body).accessToken,
      session,
    });
    expect(fresh.body.events).toEqual({ today: [], upcoming: 0, next: [] });
  });

  it('answers 403 to a role that may not read the dashboard', async () => {
    const role = getDemoSession().db.roles.find((candidate) => candidate.name === 'client');
    role?.rules.push({ action: 'read', subject: 'Dashboard', inverted: true });
    expect(await overview('client')).toEqual({
      status: 403,
      body: { message: 'Cannot execute read on Dashboard' },
    });
  });

  it('follows changes to the session database', async () => {
    const before = (await overview('admin')).body;
    const { db } = getDemoSession();
    const openTask = db.tasks.find(
      (task) =>
        !task.isDeleted && !task.isCompleted && task.assignee?.id === idOf(db, 'admin@demo.com'),
    );
    if (!openTask) throw new Error('no open task in the seed');
    openTask.isCompleted = true;
    const firstInvoice = db.invoices[0];
    if (!firstInvoice) throw new Error('no invoice in the seed');
    db.invoices.push({ ...firstInvoice, id: 9999, status: 'Draft', total: 100.1, balance: 100.1 });
    db.users = db.users.filter((user) => user.id !== 3);
    db.events = db.events.filter((event) => event.title !== 'Release go/no-go call');

    const after = (await overview('admin')).body;
    expect(after.tasks?.open).toBe((before.tasks?.open ?? 0) - 1);
    expect(after.tasks?.completed).toBe((before.tasks?.completed ?? 0) + 1);
    expect(after.invoices?.total).toBe((before.invoices?.total ?? 0) + 1);
    expect(after.invoices?.totalAmount).toBe(
      Math.round(((before.invoices?.totalAmount ?? 0) + 100.1) * 100) / 100,
    );
    expect(after.users?.total).toBe(499);
    expect(after.events?.today).toHaveLength(1);
    const { upcoming, ...sections } = expectedSections(db);
    expect(after).toMatchObject({
      ...sections,
      orders: null,
      shop: expectedShop(db),
      events: { upcoming },
    });
  });

  it('works on the large seed, per session', async () => {
    await callApi('/__mock/reset', { body: { seed: 'large' }, session: 'large-seed' });
    const { body } = await overview('admin', 'large-seed');
    expect(body.users?.total).toBe(10_000);
    expect(body.invoices?.total).toBe(2_000);
    expect((await overview('admin')).body.users?.total).toBe(500);
  });
});
