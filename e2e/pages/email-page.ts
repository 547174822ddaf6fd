import { expect, type Locator, type Page } from '@playwright/test';
import { escapeRegExp } from '../helpers';

/** English texts of the email app (public/locales/en.json). */
export const emailTexts = {
  heading: 'Email',
  sidebar: 'Mailboxes',
  folders: 'Folders',
  labels: 'Labels',
  list: 'Messages',
  search: 'Search mail',
  selectAll: 'Select all',
  markRead: 'Mark as read',
  markUnread: 'Mark as unread',
  star: 'Star or unstar',
  move: 'Move to',
  bulkToolbar: 'Actions on the selected mails',
  mailToolbar: 'Actions on this mail',
  delete: 'Delete',
  labelMenu: 'Labels',
  previous: 'Previous mail',
  next: 'Next mail',
  back: 'Back to the list',
  showImages: 'Show images',
  folderNames: {
    inbox: 'Inbox',
    sent: 'Sent',
    draft: 'Draft',
    starred: 'Starred',
    spam: 'Spam',
    trash: 'Trash',
  },
  labelNames: {
    personal: 'Personal',
    company: 'Company',
    important: 'Important',
    private: 'Private',
  },
} as const;

export type Folder = keyof typeof emailTexts.folderNames;
export type Label = keyof typeof emailTexts.labelNames;

/** A folder's or label's link: its name, then "N unread" when it has unread mail. */
const linkName = (name: string) => new RegExp(`^${escapeRegExp(name)}(?: (\\d+) unread)?$`);

/**
 * The email app (`/apps/email`): the sidebar's folders and labels with their unread counts (in
 * their links' names, "Inbox 3 unread"), the list with its bulk toolbar, and the open mail (the
 * article named by its subject). Rows carry `data-email-id`; the mail's body, which has no name,
 * its `data-testid`.
 */
export class EmailPage {
  readonly sidebar: Locator;
  readonly list: Locator;
  readonly rows: Locator;
  readonly searchBox: Locator;
  readonly selectAll: Locator;
  readonly mail: Locator;
  readonly body: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('complementary', { name: emailTexts.sidebar });
    this.list = page.getByRole('list', { name: emailTexts.list });
    this.rows = this.list.getByRole('listitem');
    this.searchBox = page.getByRole('searchbox', { name: emailTexts.search });
    this.selectAll = page.getByRole('checkbox', { name: emailTexts.selectAll });
    this.mail = page.getByRole('article');
    this.body = this.mail.getByTestId('email-body');
  }

  async goto(path = '/apps/email') {
    await this.page.goto(path);
    // The first visit loads the app's code and data on a busy machine.
    await expect(this.rows.first()).toBeVisible({ timeout: 20_000 });
  }

  folderLink(folder: Folder) {
    return this.sidebar
      .getByRole('navigation', { name: emailTexts.folders })
      .getByRole('link', { name: linkName(emailTexts.folderNames[folder]) });
  }

  labelLink(label: Label) {
    return this.sidebar
      .getByRole('navigation', { name: emailTexts.labels })
      .getByRole('link', { name: linkName(emailTexts.labelNames[label]) });
  }

  /** The unread count a folder or label shows (0 when it shows none), from the link's name. */
  async countOf(link: Locator): Promise<number> {
    // `- link "Inbox 3 unread"`: the name as assistive technology reads it.
    const snapshot = await link.ariaSnapshot();
    return Number(/ (\d+) unread"/.exec(snapshot)?.[1] ?? 0);
  }

  row(id: number) {
    return this.list.locator(`li[data-email-id="${id}"]`);
  }

  /** The ids of the rows in the page, in order. */
  rowIds(): Promise<number[]> {
    return this.rows.evaluateAll((rows) =>
      rows.map((row) => Number(row.getAttribute('data-email-id'))),
    );
  }

  async select(id: number) {
    await this.row(id).getByRole('checkbox').check();
  }

  async open(id: number) {
    await this.row(id).locator('button').last().click();
    await expect(this.mail).toBeVisible({ timeout: 15_000 });
  }

  bulkButton(name: string) {
    return this.page
      .getByRole('toolbar', { name: emailTexts.bulkToolbar })
      .getByRole('button', { name, exact: true });
  }

  /** A button of the open mail's own toolbar (Star, Mark as unread, Move to, Labels, Delete). */
  mailButton(name: string) {
    return this.mail
      .getByRole('toolbar', { name: emailTexts.mailToolbar })
      .getByRole('button', { name, exact: true });
  }

  async moveSelectionTo(folder: Folder) {
    await this.bulkButton(emailTexts.move).click();
    await this.page.getByRole('menuitem', { name: emailTexts.folderNames[folder] }).click();
  }

  /** Opens the label menu of the bulk toolbar and picks "Add label X" or "Remove label X". */
  async labelSelection(action: 'Add' | 'Remove', label: Label) {
    await this.bulkButton(emailTexts.labelMenu).click();
    await this.page
      .getByRole('menuitem', { name: `${action} label ${emailTexts.labelNames[label]}` })
      .click();
  }

  /** The toast of an undoable write (moving to Trash), while it shows. */
  undoToast(text: string) {
    return this.page
      .locator('[data-sonner-toast]:not([data-removed="true"])')
      .filter({ hasText: text });
  }

  previousButton() {
    return this.mail.getByRole('button', { name: emailTexts.previous });
  }

  nextButton() {
    return this.mail.getByRole('button', { name: emailTexts.next });
  }

  subject() {
    return this.mail.getByRole('heading', { level: 2 });
  }

  /** The composer a reader's action opens ("New message"). */
  get composer(): Locator {
    return this.page.getByRole('dialog', { name: 'New message' });
  }

  /** Reply, Reply all or Forward from the open mail; resolves with the composer, pre-filled. */
  async respond(action: 'Reply' | 'Reply all' | 'Forward'): Promise<Locator> {
    await this.mail.getByRole('button', { name: action, exact: true }).click();
    await expect(this.composer.getByRole('textbox', { name: 'Message' })).toBeVisible();
    return this.composer;
  }

  reply() {
    return this.respond('Reply');
  }

  forward() {
    return this.respond('Forward');
  }

  /** The open mail's row (the list marks it). */
  get openRow(): Locator {
    return this.list.locator('li[data-open]');
  }

  /** Moves the open mail to `folder` from its own toolbar (Trash is undoable, see `undoToast`). */
  async moveOpenMailTo(folder: Folder) {
    await this.mailButton(emailTexts.move).click();
    await this.page.getByRole('menuitem', { name: emailTexts.folderNames[folder] }).click();
  }

  /** Adds the open mail to a label, or takes it off one, from its own toolbar. */
  async labelOpenMail(action: 'Add' | 'Remove', label: Label) {
    await this.mailButton(emailTexts.labelMenu).click();
    await this.page
      .getByRole('menuitem', { name: `${action} label ${emailTexts.labelNames[label]}` })
      .click();
  }

  /** Deletes the open mail: to Trash, undoable while its toast shows; the list shows again. */
  async deleteOpenMail() {
    await this.mailButton(emailTexts.delete).click();
  }
}
