import { demoAccounts as seededAccounts } from '../src/mocks/seed/auth-seed';
import { demoAccounts, expect, test } from './fixtures';
import { openSignedIn } from './helpers';
import { ChatPage } from './pages/chat-page';
import { NotificationBell } from './pages/notification-bell';
import { Colleague, LiveStream } from './pages/live-events';

test.describe('Live events', () => {
  test('a colleague’s message arrives in the open chat by the stream, and again after a cut', async ({
    page,
    browser,
    isolate,
    loginAs,
    mockApi,
  }) => {
    await loginAs('admin');
    const chat = new ChatPage(page);
    const stream = new LiveStream(mockApi);
    await chat.goto();
    // The client can sign in: a colleague, among the admin's contacts.
    await chat.contactItem(demoAccounts.client.fullName).click();
    await expect(
      page.getByRole('heading', { level: 2, name: demoAccounts.client.fullName }),
    ).toBeVisible();
    await stream.expectConnected(1);

    const client = await Colleague.signIn(browser, isolate, demoAccounts.client);
    await client.sendChat(seededAccounts.admin.id, 'Are you there?');
    // Pushed: the chat polls only when the stream cannot open, every 15 s.
    await expect(chat.message('Are you there?')).toBeVisible({ timeout: 5000 });

    await stream.cut();
    await stream.expectConnected(2);
    await client.sendChat(seededAccounts.admin.id, 'Still there after the cut?');
    await expect(chat.message('Still there after the cut?')).toBeVisible({ timeout: 5000 });
    await client.close();
  });

  test('after a server restart the tab comes back and refetches what it shows, missed events included', async ({
    page,
    browser,
    isolate,
    loginAs,
    mockApi,
  }) => {
    await loginAs('admin');
    await openSignedIn(page, '/account', 'admin');
    const bell = new NotificationBell(page);
    const stream = new LiveStream(mockApi);
    await bell.expectUnread(2);
    await stream.expectConnected(1);

    // The server goes down (its streams and the events it kept are gone) and, while it is down,
    // a colleague's message raises a notification the tab's stream never carries.
    const bringBack = await LiveStream.holdOff(page);
    await stream.restartServer();
    const client = await Colleague.signIn(browser, isolate, demoAccounts.client);
    await client.sendChat(seededAccounts.admin.id, 'Did you get this while the server was down?');
    await client.close();
    await bringBack();

    // Back with an id the new server does not know: `reset`, and the bell reads its count again
    // (it polls only while the stream cannot open, every 60 s).
    await stream.expectConnected(2);
    await bell.expectUnread(3);
  });
});
