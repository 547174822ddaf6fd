import { demoAccounts, expect, test, type Look } from './fixtures';
import { openSignedIn } from './helpers';
import { NotificationBell } from './pages/notification-bell';

const darkRtl: Look = { skin: 'dark', direction: 'rtl' };

test.describe('Notifications', () => {
  test.use({ look: darkRtl });

  test('a mail another user sends shows on the bell, and its notification opens the mail', async ({
    page,
    browser,
    isolate,
    loginAs,
    expectAccessible,
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
    await expectAccessible('the notifications menu');

    await bell.follow('Lunch on Friday');
    await expect(page).toHaveURL(/\/apps\/email\?emailId=\d+$/);
    await expect(page.getByRole('heading', { name: 'Lunch on Friday' })).toBeVisible();
    await bell.expectUnread(2);
  });
});
