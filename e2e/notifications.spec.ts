import { demoAccounts, expect, test } from './fixtures';
import { escapeRegExp, openSignedIn, pathIs, placeOrderThroughApi } from './helpers';
import { LiveStream } from './pages/live-events';
import { NotificationBell } from './pages/notification-bell';

test.describe('Notifications', () => {
  test('a mail another user sends shows on the bell, and its notification opens the mail', async ({
    page,
    browser,
    isolate,
    loginAs,
  }) => {
    await loginAs('admin');
    await openSignedIn(page, '/account', 'admin');
    const bell = new NotificationBell(page);
    await bell.expectUnread(2);

    // The client, in a browser of their own on the same mock database, sends the admin a mail.
    const client = await browser.newContext();
    await isolate(client);
    const signIn = await client.request.post('/jwt/login', {
      data: { email: demoAccounts.client.email, password: demoAccounts.client.password },
    });
    expect(signIn.status(), 'POST /jwt/login as the client').toBe(200);
    const { accessToken } = (await signIn.json()) as { accessToken: string };
    const sent = await client.request.post('/apps/email/send-email', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { to: [demoAccounts.admin.email], subject: 'Lunch on Friday', message: '<p>Hi</p>' },
    });
    expect(sent.status(), 'POST /apps/email/send-email as the client').toBe(201);
    await client.close();

    await bell.refocus();
    await bell.expectUnread(3);
    await bell.open();

    await bell.follow('Lunch on Friday');
    await expect(page).toHaveURL(/\/apps\/email\?emailId=\d+$/);
    await expect(page.getByRole('heading', { name: 'Lunch on Friday' })).toBeVisible();
    await bell.expectUnread(2);
  });

  test('a sign-up and a buyer’s order reach an admin’s open page as they happen; the order opens for managers', async ({
    page,
    loginAs,
    api,
    mockApi,
  }) => {
    await loginAs('admin');
    await openSignedIn(page, '/account', 'admin');
    const bell = new NotificationBell(page);
    await bell.expectUnread(2);
    // Pushed by the stream, no reload or refocus: the page has opened it.
    await new LiveStream(mockApi).expectConnected(1);

    // Someone creates an account.
    const username = `e2e_${Date.now().toString(36)}`;
    const registered = await api.post('/jwt/register', {
      username,
      email: `${username}@example.com`,
      password: 'secret-123',
    });
    expect(registered.status(), 'POST /jwt/register').toBe(200);
    await bell.expectUnread(3);

    // The client places an order.
    const order = await placeOrderThroughApi(api);
    await bell.expectUnread(4);

    await bell.open();
    await expect(bell.item(username)).toBeVisible();
    await bell.follow(order.number);
    await expect(page).toHaveURL(pathIs(`/apps/ecommerce/orders-admin/${order.id}`));
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(escapeRegExp(order.number)) }),
    ).toBeVisible();
    await bell.expectUnread(3);
  });

  test('a task assigned to the client and a change to an event they are invited to reach the client’s open page', async ({
    page,
    loginAs,
    api,
    mockApi,
  }) => {
    const { userData: client } = await loginAs('client');
    const { unread } = await api.json<{ unread: number }>('/api/notifications/unread-count');
    await openSignedIn(page, '/account', 'client');
    const bell = new NotificationBell(page);
    await bell.expectUnread(unread);
    await new LiveStream(mockApi).expectConnected(1);

    // The admin, through the API, assigns the client a task...
    await api.signIn('admin');
    const { tasks } = await api.json<{
      tasks: { id: number; title: string; assignedTo: { id: number }[] }[];
    }>('/apps/kanban/tasks');
    const task = tasks.find((candidate) => candidate.assignedTo.every((m) => m.id !== client.id));
    if (!task) throw new Error('every seeded task is the client’s already');
    const assigned = await api.post('/apps/kanban/update-task', {
      data: {
        id: task.id,
        assignedTo: [...task.assignedTo, { id: client.id }].map(({ id }) => ({ id })),
      },
    });
    expect(assigned.status(), 'POST /apps/kanban/update-task').toBe(200);
    await bell.expectUnread(unread + 1);

    // ...and invites them to an event it renames.
    const { events } = await api.json<{ events: { id: number }[] }>(
      '/apps/calendar/events?calendars=Business',
    );
    const event = events[0];
    if (!event) throw new Error('no Business event seeded');
    const changed = await api.post('/apps/calendar/update-event', {
      event: { id: event.id, title: 'Quarterly review, moved', guests: [client.fullName] },
    });
    expect(changed.status(), 'POST /apps/calendar/update-event').toBe(200);
    await bell.expectUnread(unread + 2);

    await bell.open();
    await expect(bell.item(task.title)).toBeVisible();
    await bell.follow('Quarterly review, moved');
    await expect(page).toHaveURL(/\/apps\/calendar/);
    await bell.expectUnread(unread + 1);
  });
});
