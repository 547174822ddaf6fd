import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, allowConsoleErrors, expectedConsoleErrors, test } from './fixtures';
import { nextWrite, openSignedIn, pathIs } from './helpers';
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
  await expect(chat.preview(kwame)).toHaveText(chatTexts.ownPreview('First line\nsecond line'));
});

test("the picker's emoji are drawn in colour, with no emoji font on the machine, and go into the message", async ({
  page,
}) => {
  const chat = await openChatApp(page);
  await chat.setReplies('off');
  await chat.openChat(kwame);
  await page.getByRole('button', { name: chatTexts.emoji }).click();
  const grid = page.getByRole('button', { name: '🚀' });
  await expect(grid).toBeVisible();
  // Each emoji drawn on a canvas in its button's font: an empty box or a black glyph has no
  // colour. The test machine has no colour-emoji font (DejaVu draws a few in black).
  const colourless = await page.evaluate(async () => {
    const buttons = [...document.querySelectorAll<HTMLElement>('[data-emoji]')];
    const canvas = document.createElement('canvas');
    canvas.width = 48;
    canvas.height = 48;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context || buttons.length === 0) return ['no emoji buttons'];
    const missing: string[] = [];
    for (const button of buttons) {
      const emoji = button.textContent ?? '';
      const font = `32px ${getComputedStyle(button).fontFamily}`;
      await document.fonts.load(font, emoji);
      context.clearRect(0, 0, 48, 48);
      context.font = font;
      context.textBaseline = 'top';
      context.fillText(emoji, 4, 4);
      const { data } = context.getImageData(0, 0, 48, 48);
      let coloured = false;
      for (let i = 0; i < data.length && !coloured; i += 4) {
        const [r = 0, g = 0, b = 0, a = 0] = data.slice(i, i + 4);
        coloured = a > 128 && Math.max(r, g, b) - Math.min(r, g, b) > 60;
      }
      if (!coloured) missing.push(emoji);
    }
    return missing;
  });
  expect(colourless).toEqual([]);
  await grid.click();
  await chat.composer.press('Enter');
  await expect(chat.message('🚀')).toBeVisible();
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

test('the long history is virtualized, starts at the newest message, and its search brings matches into view', async ({
  page,
}) => {
  const chat = await openChatApp(page);
  await chat.openChat(anh);
  // 2,000 messages, a few dozen in the page.
  expect(await chat.messages.count()).toBeLessThan(120);
  await expect(chat.message('Hi! Do you have a minute?')).toBeInViewport();

  // Search in the 2,000-message chat: it starts at the newest match; Previous brings an older
  // one (far up the virtual list) into view, marked; Escape closes the search.
  await chat.find('conference');
  await expect(chat.findCount).toHaveText(/^(\d+) of \1$/);
  const total = Number((await chat.findCount.textContent())?.split(' ')[0]);
  expect(total).toBeGreaterThan(10);
  await expect(chat.currentMatch).toBeInViewport();
  await expect(chat.currentMatch.locator('mark')).toHaveText(/conference/i);
  await chat.findPrevious();
  await chat.findPrevious();
  await expect(chat.findCount).toHaveText(`${total - 2} of ${total}`);
  await expect(chat.currentMatch).toBeInViewport();
  await chat.findNext();
  await expect(chat.findCount).toHaveText(`${total - 1} of ${total}`);
  await expect(chat.currentMatch).toBeInViewport();
  await chat.findField.press('Escape');
  await expect(chat.findField).toBeHidden();
  await expect(chat.conversation.getByRole('button', { name: chatTexts.findOpen })).toBeFocused();
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

/**
 * The text's first letter and its last `mark` (punctuation) are laid out left to right: an
 * English text keeps its own order inside a right-to-left layout.
 */
async function expectEndsOnTheRight(text: Locator, mark: string) {
  // Polled: a message just sent is re-rendered once the server has it.
  await expect
    .poll(() =>
      text.evaluate((element, punctuation) => {
        const node = [...element.childNodes].find((child) => child.nodeType === Node.TEXT_NODE);
        const content = node?.textContent ?? '';
        const left = (offset: number) => {
          const range = document.createRange();
          range.setStart(node as Node, offset);
          range.setEnd(node as Node, offset + 1);
          return range.getBoundingClientRect().left;
        };
        // How far right of the first letter the mark is.
        return left(content.lastIndexOf(punctuation)) - left(content.search(/\p{L}/u));
      }, mark),
    )
    .toBeGreaterThan(0);
}

test.describe('right to left', () => {
  test.use({ look: { skin: 'dark', direction: 'rtl' } });

  test('an English preview keeps its punctuation, the send arrow is mirrored; an own message is deleted, undoably', async ({
    page,
    mockApi,
  }) => {
    const chat = await openChatApp(page);
    await chat.setReplies('off');

    // Right to left, the send arrow points the way the text runs.
    await chat.openChat(kwame);
    expect(
      await chat.sendButton.locator('svg').evaluate((icon) => getComputedStyle(icon).transform),
    ).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await chat.send('Hello!');
    await expect(chat.preview(kwame)).toHaveText(chatTexts.ownPreview('Hello!'));
    // People's words keep their own direction: the "!" or "." after the words, on the right.
    await expectEndsOnTheRight(chat.message('Hello!').locator('p'), '!');
    await expectEndsOnTheRight(chat.preview(kwame), '!');
    await expectEndsOnTheRight(chat.contactItems.first().locator('[dir="auto"]').nth(1), '.');

    // Deleting it: gone at once, back with Undo (nothing sent), then gone for good.
    const deleteCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/apps/chat/delete-msg')) deleteCalls.push(request.url());
    });
    const toast = page
      .locator('[data-sonner-toast]:not([data-removed="true"])')
      .filter({ hasText: chatTexts.messageDeleted });
    await chat.deleteMessage('Hello!');
    await expect(chat.messages.filter({ hasText: 'Hello!' })).toHaveCount(0);
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(chat.message('Hello!')).toBeVisible();
    expect(deleteCalls).toEqual([]);
    await chat.deleteMessage('Hello!');
    const deleted = nextWrite(page, '/apps/chat/delete-msg', 'DELETE');
    await toast.getByRole('button', { name: 'Close the notification' }).click();
    expect((await deleted).status()).toBe(204);
    await expect(chat.preview(kwame)).not.toContainText('Hello!');
    const [sent] = await mockApi.requests({ method: 'DELETE', path: '/apps/chat/delete-msg' });
    expect(sent?.body).toMatchObject({
      contact: expect.any(Number),
      messageId: expect.any(Number),
    });
  });
});
