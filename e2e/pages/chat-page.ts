import { expect, type Locator, type Page } from '@playwright/test';

/** How the mock answers for the contacts (`POST /__mock/chat-replies`, docs/qa-guide.md). */
export type ChatReplyMode = 'delayed' | 'immediate' | 'off';

/** English texts of the chat (public/locales/en.json). */
export const chatTexts = {
  heading: 'Chat',
  sidebar: 'Chats and contacts',
  chats: 'Chats',
  contacts: 'Contacts',
  search: 'Search chats and contacts',
  send: 'Send',
  retry: 'Retry',
  failed: 'Not sent',
  newMessages: 'New messages',
  back: 'Back to the chats',
  profileTitle: 'Your profile',
  closeProfile: 'Close your profile',
  noContacts: 'No contacts found',
  status: { online: 'Online', away: 'Away', busy: 'Do not disturb', offline: 'Offline' },
  contactTitle: 'Contact',
  findOpen: 'Search in the conversation',
  findField: 'Find in messages',
  findPrevious: 'Previous match',
  findNext: 'Next match',
  findClose: 'Close the search',
  messageActions: 'Message actions',
  deleteMessage: 'Delete message',
  messageDeleted: 'Message deleted.',
  emoji: 'Insert an emoji',
  attach: 'Attach files',
  /** The sidebar's preview of the user's own last message: the message isolated (U+2068…U+2069). */
  ownPreview: (message: string) => `You: \u2068${message}\u2069`,
} as const;

/**
 * The chat app (`/apps/chat`): the sidebar's chats and contacts, the open conversation, the
 * composer and the own profile. Reads the screen by roles and names; `data-testid` only for the
 * history's messages and the unread badges, which have no name of their own.
 */
export class ChatPage {
  readonly sidebar: Locator;
  readonly chatsNav: Locator;
  readonly contactsNav: Locator;
  readonly chatItems: Locator;
  readonly contactItems: Locator;
  readonly searchBox: Locator;
  readonly conversation: Locator;
  readonly history: Locator;
  readonly messages: Locator;
  readonly composer: Locator;
  readonly ownProfileButton: Locator;
  readonly profilePanel: Locator;
  readonly contactPanel: Locator;
  readonly sendButton: Locator;
  /** The search in the open conversation: its field, "2 of 5", and the match in view. */
  readonly findField: Locator;
  readonly findCount: Locator;
  readonly currentMatch: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('complementary', { name: chatTexts.sidebar });
    this.chatsNav = this.sidebar.getByRole('navigation', { name: chatTexts.chats, exact: true });
    this.contactsNav = this.sidebar.getByRole('navigation', { name: chatTexts.contacts });
    this.chatItems = this.chatsNav.getByRole('link');
    this.contactItems = this.contactsNav.getByRole('link');
    this.searchBox = page.getByRole('searchbox', { name: chatTexts.search });
    this.conversation = page.getByRole('region', { name: 'Conversation' });
    this.history = page.getByTestId('chat-history');
    this.messages = this.history.getByTestId('chat-message');
    this.composer = page.getByRole('textbox', { name: /^Message to / });
    this.ownProfileButton = page.getByRole('button', { name: /^Your profile/ });
    this.profilePanel = page.getByRole('dialog', { name: chatTexts.profileTitle });
    this.contactPanel = page.getByRole('dialog', { name: chatTexts.contactTitle });
    this.sendButton = page.getByRole('button', { name: chatTexts.send, exact: true });
    this.findField = page.getByRole('searchbox', { name: chatTexts.findField });
    this.findCount = this.conversation.locator('output');
    this.currentMatch = this.messages.and(page.locator('[aria-current="true"]'));
  }

  /** Opens the app (a chat when given its id) and waits for the sidebar. */
  async goto(chatId?: number) {
    await this.page.goto(chatId === undefined ? '/apps/chat' : `/apps/chat?chatId=${chatId}`);
    await expect(this.chatItems.first()).toBeVisible({ timeout: 15_000 });
  }

  /** The sidebar entry of a chat, by the contact's name. */
  chatItem(name: string): Locator {
    return this.chatItems.filter({ hasText: name });
  }

  contactItem(name: string): Locator {
    return this.contactItems.filter({ hasText: name });
  }

  /** "Arjun Iyer is typing…" in the open chat's header, while the contact types. */
  typing(name: string): Locator {
    return this.conversation.getByText(`${name} is typing…`, { exact: true });
  }

  /** A chat's unread badge (absent when it has none). */
  unreadBadge(name: string): Locator {
    return this.chatItem(name).getByTestId('unread-badge');
  }

  /** The contacts' names in the order the chats list shows them. */
  async chatNames(): Promise<string[]> {
    return this.chatItems.locator('span > span:first-child').allInnerTexts();
  }

  async openChat(name: string) {
    await this.chatItem(name).click();
    await expect(this.page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(this.messages.first()).toBeVisible();
  }

  /** The message bubble holding `text` (the newest such). */
  message(text: string): Locator {
    return this.messages.filter({ hasText: text }).last();
  }

  /** Types into the composer and presses Enter. */
  async send(text: string) {
    await this.composer.fill(text);
    await this.composer.press('Enter');
  }

  async search(text: string) {
    await this.searchBox.fill(text);
  }

  async openProfile() {
    await this.ownProfileButton.click();
    await expect(this.profilePanel).toBeVisible();
  }

  /**
   * Picks a status with a click and waits for it to be checked: the optimistic update lands a
   * moment after the click (after cancelling refetches), so `check()` would sample too early.
   */
  async setStatus(label: string) {
    const radio = this.profilePanel.getByRole('radio', { name: label });
    await radio.click();
    await expect(radio).toBeChecked();
  }

  async closeProfile() {
    await this.profilePanel.getByRole('button', { name: chatTexts.closeProfile }).click();
    await expect(this.profilePanel).toBeHidden();
  }

  /** The sidebar preview of a chat (its last message, or who is typing). */
  preview(name: string): Locator {
    return this.chatItem(name).locator('[dir="auto"]').nth(1);
  }

  /** Opens the search in the open conversation and looks for `text`. */
  async find(text: string) {
    await this.conversation.getByRole('button', { name: chatTexts.findOpen }).click();
    await this.findField.fill(text);
  }

  async findPrevious() {
    await this.conversation.getByRole('button', { name: chatTexts.findPrevious }).click();
  }

  async findNext() {
    await this.conversation.getByRole('button', { name: chatTexts.findNext }).click();
  }

  /** Deletes one of the user's own messages from its menu (the toast then offers Undo). */
  async deleteMessage(text: string) {
    const line = this.message(text).locator('..');
    await line.getByRole('button', { name: chatTexts.messageActions }).click();
    await this.page.getByRole('menuitem', { name: chatTexts.deleteMessage }).click();
  }

  /** The mock's replies for this test's session: off, immediate, or after `delayMs` of typing. */
  async setReplies(mode: ChatReplyMode, delayMs?: number) {
    const response = await this.page.request.post('/__mock/chat-replies', {
      data: delayMs === undefined ? { mode } : { mode, delayMs },
    });
    expect(response.ok()).toBe(true);
  }
}
