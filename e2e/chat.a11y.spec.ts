import { demoAccounts as seededAccounts } from '../src/mocks/seed/auth-seed';
import { demoAccounts, expect, inEachLook, test } from './fixtures';
import { openSignedIn } from './helpers';
import { ChatPage } from './pages/chat-page';
import { Colleague } from './pages/live-events';

// The chat as it opens is checked with every menu page (pages.a11y.spec.ts).
test("chat: an open chat with its search, the own profile, a colleague's pushed message", async ({
  page,
  browser,
  isolate,
  loginAs,
}) => {
  test.setTimeout(240_000);
  await loginAs('admin');
  // The client, through the API in a context of its own: a colleague among the admin's contacts.
  const colleague = await Colleague.signIn(browser, isolate, demoAccounts.client);
  await inEachLook(page, async (check) => {
    await openSignedIn(page, '/apps/chat', 'admin');
    const chat = new ChatPage(page);
    await expect(chat.chatItems.first()).toBeVisible();
    // The client's chat: a contact at first, a chat once it has a message.
    const client = demoAccounts.client.fullName;
    await chat.chatItem(client).or(chat.contactItem(client)).first().click();
    await expect(page.getByRole('heading', { level: 2, name: client })).toBeVisible();
    const message = 'Are you there?';
    await colleague.sendChat(seededAccounts.admin.id, message);
    // Pushed by the live events (live-events.spec.ts), and the bell's count with it.
    await expect(chat.message(message)).toBeVisible();
    await check('/apps/chat with a pushed message');

    // Arjun Iyer: the newest seeded chat (chat-seed.ts).
    await chat.openChat('Arjun Iyer');
    // With the search bar and the user's message actions in view.
    await chat.find('minute');
    await check('/apps/chat, a chat open and searched');
    await chat.openProfile();
    await check('/apps/chat profile');
  });
  await colleague.close();
});
