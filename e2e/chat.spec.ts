import type { Page } from '@playwright/test';
import {
  expect as baseExpect,
  allowConsoleErrors,
  expectedConsoleErrors,
  forEachLook,
  test,
} from './fixtures';
import { openSignedIn, pathIs } from './helpers';
import { ChatPage, chatTexts } from './pages/chat-page';

// Replies arrive by polling (every 4 s, every second while a contact types) and the machine may
// be busy: waits are longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const XSS_MESSAGE = '<img src=x onerror=alert(1)>';

/** The seeded admin chats used below (src/mocks/seed/chat-seed.ts). */
const arjun = 'Arjun Iyer'; // newest chat, 2 unread, online
const anh = 'Anh Tran'; // the 2,000-message chat, online
const hassan = 'Hassan Aydın'; // holds the XSS probe
const kwame = 'Kwame Asante'; // the oldest chat

async function openChatApp(page: Page, path = '/apps/chat') {
  await openSignedIn(page, path, 'admin');
  const chat = new ChatPage(page);
  await expect(chat.chatItems.first()).toBeVisible();
  return chat;
}

test.beforeEach(async ({ loginAs }) => {
  await loginAs('admin');
});

test('opening a chat marks it seen, and it stays seen after a reload', async ({ page }) => {
  const chat = await openChatApp(page);
  await expect(chat.unreadBadge(arjun)).toHaveText('2');
  await chat.openChat(arjun);
  await expect(page).toHaveURL(/[?&]chatId=\d+/);
  await expect(chat.unreadBadge(arjun)).toHaveCount(0);
  await page.reload();
  await expect(chat.page.getByRole('heading', { level: 2, name: arjun })).toBeVisible();
  await expect(chat.chatItem(arjun)).toBeVisible();
  await expect(chat.unreadBadge(arjun)).toHaveCount(0);
  // Back leaves the chat, Forward opens it again.
  await page.goBack();
  await page.goForward();
  await expect(chat.page.getByRole('heading', { level: 2, name: arjun })).toBeVisible();
});

test('Enter sends, Shift+Enter breaks the line, blanks are not sent; the chat moves to the top', async ({
  page,
}) => {
  const chat = await openChatApp(page);
  await chat.setReplies('off');
  await chat.openChat(kwame);
  expect((await chat.chatNames()).at(0)).not.toBe(kwame);

  await chat.composer.fill('   ');
  await chat.composer.press('Enter');
  await expect(chat.page.getByRole('button', { name: chatTexts.send })).toBeDisabled();

  await chat.composer.fill('First line');
  await chat.composer.press('Shift+Enter');
  await chat.composer.pressSequentially('second line');
  await expect(chat.composer).toHaveValue('First line\nsecond line');

  const sent = page.waitForResponse(
    (response) => response.url().includes('/apps/chat/send-msg') && response.status() === 201,
  );
  await chat.composer.press('Enter');
  await expect(chat.composer).toHaveValue('');
  await expect(chat.message('second line')).toContainText('First line');
  await sent;
  await expect.poll(async () => (await chat.chatNames()).at(0)).toBe(kwame);
  await expect(chat.chatItem(kwame)).toContainText('You: First line');
});

test.describe('a failed send', () => {
  test.use({ allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.serverError) });

  test('keeps the text, is marked failed, and Retry sends it', async ({ page, mockApi }) => {
    const chat = await openChatApp(page);
    await chat.setReplies('off');
    await chat.openChat(arjun);
    await mockApi.fail({ path: '/apps/chat/send-msg', method: 'POST', status: 500 });
    await chat.send('This one fails first');
    const bubble = chat.history.getByText('This one fails first');
    await expect(bubble).toBeVisible();
    await expect(chat.history.getByText(chatTexts.failed)).toBeVisible();

    const sent = page.waitForResponse(
      (response) => response.url().includes('/apps/chat/send-msg') && response.status() === 201,
    );
    await chat.history.getByRole('button', { name: chatTexts.retry }).click();
    await sent;
    await expect(chat.history.getByText(chatTexts.failed)).toHaveCount(0);
    await expect(bubble).toHaveCount(1);
    await expect(chat.history.getByText('Delivered').last()).toBeAttached();
  });
});

test('a reply arrives: unread in a chat that is not open, typing then the reply in the open one', async ({
  page,
  api,
}) => {
  const chat = await openChatApp(page);
  await chat.setReplies('immediate');
  await chat.openChat(kwame);
  const list = await api.json<{ chatsContacts: { id: number; fullName: string }[] }>(
    '/apps/chat/chats-and-contacts',
  );
  const other = list.chatsContacts.find((entry) => entry.fullName === anh);
  if (!other) throw new Error(`no chat with ${anh}`);
  // Sent from elsewhere (another device of the user): the reply lands in a chat not open here.
  expect(
    (
      await api.post('/apps/chat/send-msg', { obj: { contact: other.id, message: 'Ping' } })
    ).status(),
  ).toBe(201);
  await expect(chat.unreadBadge(anh)).toHaveText('1');
  await expect.poll(async () => (await chat.chatNames()).at(0)).toBe(anh);

  // In the open chat the contact types first, then the reply shows, with no unread badge.
  await chat.setReplies('delayed', 1500);
  await chat.send('Are you around?');
  await expect(chat.typing(kwame)).toBeVisible();
  await expect(chat.typing(kwame)).toBeHidden();
  await expect(chat.history.getByText('Seen').last()).toBeAttached();
  await expect(chat.unreadBadge(kwame)).toHaveCount(0);
});

test('a status chosen in the own profile shows in the sidebar at once', async ({ page }) => {
  const chat = await openChatApp(page);
  await expect(chat.ownProfileButton).toHaveAccessibleName(/Online/);
  await chat.openProfile();
  const saved = page.waitForResponse((response) =>
    response.url().includes('/apps/chat/users/update-profile'),
  );
  await chat.setStatus(chatTexts.status.busy);
  await chat.closeProfile();
  await expect(chat.ownProfileButton).toHaveAccessibleName(/Do not disturb/);
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(chat.ownProfileButton).toHaveAccessibleName(/Do not disturb/);
});

test('the search filters chats and contacts as one types', async ({ page }) => {
  const chat = await openChatApp(page);
  await chat.search('anh');
  await expect(chat.chatItems).toHaveCount(1);
  await expect(chat.chatItem(anh)).toBeVisible();
  await expect(chat.contactsNav.getByText(chatTexts.noContacts)).toBeVisible();
  await chat.search('');
  await expect(chat.chatItems).toHaveCount(5);
});

test('a message with markup is shown as text', async ({ page }) => {
  const chat = await openChatApp(page);
  await chat.openChat(hassan);
  await expect(chat.history.getByText(XSS_MESSAGE, { exact: true })).toBeVisible();
  await expect(chat.history.locator('img')).toHaveCount(0);
});

test('the long history is virtualized and starts at the newest message', async ({ page }) => {
  const chat = await openChatApp(page);
  await chat.openChat(anh);
  // 2,000 messages, a few dozen in the page.
  expect(await chat.messages.count()).toBeLessThan(120);
  await expect(chat.message('Hi! Do you have a minute?')).toBeInViewport();
});

test('on a phone the list and the conversation are one pane at a time', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const chat = await openChatApp(page);
  await expect(chat.conversation).toBeHidden();
  await chat.chatItem(arjun).click();
  await expect(chat.messages.first()).toBeVisible();
  await expect(chat.sidebar).toBeHidden();
  await page.getByRole('button', { name: chatTexts.back }).click();
  await expect(page).toHaveURL(pathIs('/apps/chat'));
  await expect(chat.sidebar).toBeVisible();
});

forEachLook(({ skin, direction }) => {
  test(`no serious accessibility issue, ${skin} ${direction}`, async ({
    page,
    expectAccessible,
  }) => {
    const chat = await openChatApp(page, '/apps/chat');
    await chat.openChat(arjun);
    await expectAccessible('/apps/chat');
    await chat.openProfile();
    await expectAccessible('/apps/chat profile');
  });
});
