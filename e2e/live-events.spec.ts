import { demoAccounts as seededAccounts } from '../src/mocks/seed/auth-seed';
import { demoAccounts, expect, test } from './fixtures';
import { ChatPage } from './pages/chat-page';
import { Colleague, LiveStream } from './pages/live-events';

test.describe('Live events', () => {
  test.use({ look: { skin: 'dark', direction: 'rtl' } });

  test('a colleague’s message arrives in the open chat by the stream, and again after a cut', async ({
    page,
    browser,
    isolate,
    loginAs,
    mockApi,
    expectAccessible,
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
    await expectAccessible('the chat with a pushed message');

    await stream.cut();
    await stream.expectConnected(2);
    await client.sendChat(seededAccounts.admin.id, 'Still there after the cut?');
    await expect(chat.message('Still there after the cut?')).toBeVisible({ timeout: 5000 });
    await client.close();
  });
});
