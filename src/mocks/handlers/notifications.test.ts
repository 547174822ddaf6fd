// @vitest-environment node
import type {
  Notification,
  NotificationsPage,
} from '@/apps/notifications/api/notification-schemas';
import type { NotificationPreferences } from '@/lib/notifications/notification-kinds';
import { getMockSession, MOCK_SESSION_COOKIE } from '@/mocks/db/sessions';
import { demoAccounts } from '@/mocks/seed/auth-seed';
import { callApi, freshSession, signInAs, type CallOptions } from '@/mocks/testing/mock-api-client';
import { placeOrder } from '@/mocks/testing/place-order';

type Account = keyof typeof demoAccounts;

let session = '';
const tokens = new Map<Account, string>();

/** Each test in a mock session of its own, so what one raises never shows in another. */
beforeEach(() => {
  session = freshSession();
  tokens.clear();
});

const db = () => getMockSession({ [MOCK_SESSION_COOKIE]: session }).db;

async function as(account: Account, path: string, options: CallOptions = {}) {
  let token = tokens.get(account);
  if (token === undefined) {
    token = (await signInAs(account, session)).accessToken;
    tokens.set(account, token);
  }
  return callApi<unknown>(path, { ...options, session, token });
}

async function notificationsOf(account: Account, query = '?perPage=100') {
  const { status, body } = await as(account, `/api/notifications${query}`);
  expect(status).toBe(200);
  return body as NotificationsPage;
}

async function kindsOf(account: Account): Promise<Notification[]> {
  return (await notificationsOf(account)).notifications;
}

const latest = async (account: Account) => (await kindsOf(account))[0];

describe('raised by what happens, for the right user', () => {
  it('a mail sent to an account arrives in its inbox and notifies it, not the sender', async () => {
    const sent = await as('admin', '/apps/email/send-email', {
      body: { to: ['client@demo.com'], subject: 'Quarterly figures', message: '<p>Hi</p>' },
    });
    expect(sent.status).toBe(201);
    const notification = await latest('client');
    expect(notification).toMatchObject({
      kind: 'mailReceived',
      textKey: 'notifications.text.mailReceived',
      params: { name: 'John Doe', subject: 'Quarterly figures' },
      read: false,
    });
    const copy = db().emails.find((email) => email.id === notification?.record.id);
    expect(copy).toMatchObject({ ownerId: demoAccounts.client.id, folder: 'inbox', isRead: false });
    expect(notification?.link).toBe(`/apps/email?emailId=${copy?.id}`);
    expect((await kindsOf('admin')).some((n) => n.kind === 'mailReceived')).toBe(false);
  });

  it('a kanban task assigned to someone notifies the new assignee', async () => {
    const task = db().kanbanTasks.find(
      (candidate) => !candidate.assignedTo.some((m) => m.id === demoAccounts.client.id),
    );
    if (!task) throw new Error('no task without the client');
    const assignedTo = [...task.assignedTo, { id: demoAccounts.client.id }].map(({ id }) => ({
      id,
    }));
    const { status } = await as('admin', '/apps/kanban/update-task', {
      body: { data: { id: task.id, assignedTo } },
    });
    expect(status).toBe(200);
    expect(await latest('client')).toMatchObject({
      kind: 'taskAssigned',
      params: { title: task.title, name: 'John Doe' },
      record: { type: 'kanbanTask', id: task.id },
      link: `/apps/kanban?taskId=${task.id}`,
    });
    // Saving the task again assigns no one new: nothing more.
    await as('admin', '/apps/kanban/update-task', { body: { data: { id: task.id, assignedTo } } });
    expect((await kindsOf('client')).filter((n) => n.kind === 'taskAssigned')).toHaveLength(1);
  });

  it('a todo task given to someone, added or changed, notifies the assignee', async () => {
    const task = db().tasks.find(
      (candidate) => !candidate.isDeleted && candidate.assignee?.id !== demoAccounts.client.id,
    );
    if (!task) throw new Error('no task of someone else than the client');
    const { status } = await as('admin', '/apps/todo/update-task', {
      body: { task: { id: task.id, assignee: { id: demoAccounts.client.id } } },
    });
    expect(status).toBe(200);
    expect(await latest('client')).toMatchObject({
      kind: 'taskAssigned',
      params: { title: task.title, name: 'John Doe' },
      record: { type: 'todoTask', id: task.id },
      link: `/apps/todo?taskId=${task.id}`,
    });
    // Saving it again, assignee unchanged: nothing more.
    await as('admin', '/apps/todo/update-task', {
      body: { task: { id: task.id, title: 'Renamed', assignee: { id: demoAccounts.client.id } } },
    });
    const added = await as('admin', '/apps/todo/add-tasks', {
      body: {
        task: {
          title: 'Check the invoices',
          dueDate: null,
          description: '',
          assignee: { id: demoAccounts.client.id },
          tags: [],
          isCompleted: false,
          isImportant: false,
        },
      },
    });
    expect(added.status).toBe(201);
    expect(await latest('client')).toMatchObject({
      kind: 'taskAssigned',
      params: { title: 'Check the invoices' },
    });
    expect((await kindsOf('client')).filter((n) => n.kind === 'taskAssigned')).toHaveLength(2);
    // A task one gives oneself tells no one.
    await as('admin', '/apps/todo/update-task', {
      body: { task: { id: task.id, assignee: { id: demoAccounts.admin.id } } },
    });
    expect((await kindsOf('admin')).some((n) => n.kind === 'taskAssigned')).toBe(false);
  });

  it('a change to an event notifies its guests with an account, not the one who changed it', async () => {
    const client = db().users.find((user) => user.id === demoAccounts.client.id);
    const event = db().events[0];
    if (!client || !event) throw new Error('seed');
    const { status } = await as('admin', '/apps/calendar/update-event', {
      body: { event: { id: event.id, title: 'Moved review', guests: [client.fullName] } },
    });
    expect(status).toBe(200);
    expect(await latest('client')).toMatchObject({
      kind: 'eventChanged',
      params: { title: 'Moved review' },
      record: { type: 'event', id: event.id },
    });
    expect((await kindsOf('admin')).some((n) => n.kind === 'eventChanged')).toBe(false);
  });

  it('an order placed notifies the admins, not the buyer', async () => {
    const product = db().products.find((p) => p.stock >= 5);
    if (!product) throw new Error('seed');
    const placed = await placeOrder(
      { token: (await signInAs('client', session)).accessToken, session },
      { productId: product.id },
    );
    expect(placed.status).toBe(201);
    const order = placed.body;
    expect(await latest('admin')).toMatchObject({
      kind: 'orderPlaced',
      params: { number: order.number },
      link: `/apps/ecommerce/orders-admin/${order.id}`,
    });
    expect((await kindsOf('client')).some((n) => n.kind === 'orderPlaced')).toBe(false);
  });

  it('a payment that settles an invoice notifies the admins', async () => {
    const invoice = db().invoices.find((candidate) => candidate.balance > 0);
    if (!invoice) throw new Error('seed');
    const { status } = await as('admin', '/apps/invoice/add-payment', {
      body: {
        id: invoice.id,
        amount: invoice.balance,
        date: '2026-11-01',
        method: 'card',
        note: '',
      },
    });
    expect(status).toBe(200);
    expect(await latest('admin')).toMatchObject({
      kind: 'invoicePaid',
      record: { type: 'invoice', id: invoice.id },
      link: `/apps/invoices/preview/${invoice.id}`,
    });
  });

  it('a sign-up notifies the admins', async () => {
    const { status } = await callApi('/jwt/register', {
      session,
      body: { username: 'newcomer', email: 'newcomer@example.com', password: 'secret123' },
    });
    expect(status).toBe(200);
    expect(await latest('admin')).toMatchObject({
      kind: 'userSignedUp',
      params: { name: 'newcomer' },
    });
  });

  it('a chat contact’s reply notifies the chat’s owner', async () => {
    await callApi('/__mock/chat-replies', { session, body: { mode: 'immediate' } });
    const contact = db().chatContacts.find(
      (candidate) => candidate.status !== 'offline' && candidate.id !== demoAccounts.admin.id,
    );
    if (!contact) throw new Error('seed');
    const { status } = await as('admin', '/apps/chat/send-msg', {
      body: { obj: { contact: contact.id, message: 'Are you there?' } },
    });
    expect(status).toBe(201);
    expect(await latest('admin')).toMatchObject({
      kind: 'chatReply',
      record: { type: 'chat' },
      link: expect.stringMatching(/^\/apps\/chat\?chatId=\d+$/),
    });
  });
});

/** Moves the session's mock clock to `now`, standing still (`POST /__mock/clock`). */
const clockTo = async (now: string) => {
  const moved = await callApi('/__mock/clock', { body: { now, frozen: true }, session });
  expect(moved.status).toBe(200);
};
const pastDue = async (account: Account) =>
  (await kindsOf(account))
    .filter((notification) => notification.kind === 'invoicePastDue')
    .map((notification) => notification.record.id)
    .toSorted();

describe('invoices falling past due', () => {
  it('notify those who manage invoices once per invoice, when the clock passes its due date unpaid', async () => {
    // Due 2026-11-01 09:10, 11-02 11:53 and 11-02 17:03 (seeded, unpaid); 11-04 08:02 not yet.
    await clockTo('2026-11-03T00:00:00.000Z');
    expect(await pastDue('admin')).toEqual([5015, 5030, 5058]);
    const one = (await kindsOf('admin')).find((notification) => notification.record.id === 5058);
    expect(one).toMatchObject({
      textKey: 'notifications.text.invoicePastDue',
      params: { number: '#5058' },
      link: '/apps/invoices/preview/5058',
      read: false,
    });
    // Noticed once: the clock moving again and more reads raise nothing new.
    await clockTo('2026-11-03T06:00:00.000Z');
    await as('admin', '/apps/invoices/invoices');
    expect(await pastDue('admin')).toEqual([5015, 5030, 5058]);
    // Those who may not manage invoices, and those already late at the start, never hear of it.
    expect(await pastDue('client')).toEqual([]);
    expect(
      db()
        .invoicePastDueNotices.map((row) => row.invoiceId)
        .toSorted(),
    ).toEqual([5015, 5030, 5058]);
  });

  it('honour the preference, and skip an invoice paid in time', async () => {
    const off = await as('admin', '/api/account/notification-preferences', {
      method: 'PATCH',
      body: { invoicePastDue: false },
    });
    expect(off.status).toBe(200);
    await clockTo('2026-11-03T00:00:00.000Z');
    expect(await pastDue('admin')).toEqual([]);
    await as('admin', '/api/account/notification-preferences', {
      method: 'PATCH',
      body: { invoicePastDue: true },
    });
    const invoice = db().invoices.find((row) => row.id === 5012);
    if (invoice) invoice.balance = 0;
    await clockTo('2026-11-05T00:00:00.000Z');
    // 5009 (due 11-04 11:55) only: 5012 was paid, and those noticed while off stay noticed.
    expect(await pastDue('admin')).toEqual([5009]);
  });
});

describe('preferences', () => {
  it('are all on at first; a kind turned off raises nothing for that user', async () => {
    const initial = await as('client', '/api/account/notification-preferences');
    expect(
      Object.values((initial.body as { preferences: NotificationPreferences }).preferences),
    ).toEqual(Array(10).fill(true));
    const patched = await as('client', '/api/account/notification-preferences', {
      method: 'PATCH',
      body: { mailReceived: false },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ preferences: { mailReceived: false, chatReply: true } });
    const before = (await kindsOf('client')).length;
    await as('admin', '/apps/email/send-email', {
      body: { to: ['client@demo.com'], subject: 'Muted', message: '' },
    });
    expect(await kindsOf('client')).toHaveLength(before);
    // The admin's own preferences are untouched.
    const admins = await as('admin', '/api/account/notification-preferences');
    expect(admins.body).toMatchObject({ preferences: { mailReceived: true } });
  });

  it('refuses an empty or malformed change', async () => {
    const empty = await as('client', '/api/account/notification-preferences', {
      method: 'PATCH',
      body: {},
    });
    expect(empty.status).toBe(400);
    const wrong = await as('client', '/api/account/notification-preferences', {
      method: 'PATCH',
      body: { mailReceived: 'no' },
    });
    expect(wrong.status).toBe(400);
  });
});

describe('reading and marking', () => {
  it('counts unread, filters, marks one and all read', async () => {
    const count = await as('admin', '/api/notifications/unread-count');
    expect(count).toEqual({ status: 200, body: { unread: 2 } });
    const unread = await notificationsOf('admin', '?status=unread');
    expect(unread.total).toBe(2);
    expect(unread.notifications.every((n) => !n.read)).toBe(true);
    const first = unread.notifications[0];
    if (!first) throw new Error('seed');
    const marked = await as('admin', `/api/notifications/${first.id}/read`, { method: 'POST' });
    expect(marked.body).toMatchObject({ notification: { id: first.id, read: true } });
    expect((await as('admin', '/api/notifications/unread-count')).body).toEqual({ unread: 1 });
    expect((await notificationsOf('admin', '?status=read')).total).toBe(2);
    const all = await as('admin', '/api/notifications/read-all', { method: 'POST' });
    expect(all.status).toBe(204);
    expect((await notificationsOf('admin')).unread).toBe(0);
  });

  it('pages newest first', async () => {
    const page = await notificationsOf('admin', '?perPage=2&page=2');
    expect(page.total).toBe(3);
    expect(page.notifications).toHaveLength(1);
    // The oldest of the seed's three: the new order, placed before the payment and the sign-up.
    expect(page.notifications[0]?.kind).toBe('orderPlaced');
  });

  it('never shows or marks another user’s', async () => {
    const admins = await kindsOf('admin');
    expect(admins.length).toBeGreaterThan(0);
    expect(await kindsOf('client')).toEqual([]);
    for (const notification of admins) {
      const refused = await as('client', `/api/notifications/${notification.id}/read`, {
        method: 'POST',
      });
      expect(refused.status).toBe(404);
    }
    expect((await as('client', '/api/notifications/read-all', { method: 'POST' })).status).toBe(
      204,
    );
    expect((await notificationsOf('admin')).unread).toBe(2);
    expect((await callApi('/api/notifications', { session })).status).toBe(401);
  });
});
