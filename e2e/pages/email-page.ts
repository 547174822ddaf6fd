import { expect, type Locator, type Page } from '@playwright/test';

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

/**
 * The email app (`/apps/email`): the sidebar's folders and labels with their unread counts, the
 * list with its bulk toolbar, and the open mail. Rows carry `data-email-id`; counts have no name
 * of their own and are read from their `data-testid`.
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
    this.rows = page.getByTestId('email-row');
    this.searchBox = page.getByRole('searchbox', { name: emailTexts.search });
    this.selectAll = page.getByRole('checkbox', { name: emailTexts.selectAll });
    this.mail = page.getByTestId('email-view');
    this.body = page.getByTestId('email-body');
  }

  async goto(path = '/apps/email') {
    await this.page.goto(path);
    // The first visit loads the app's code and data on a busy machine.
    await expect(this.rows.first()).toBeVisible({ timeout: 20_000 });
  }

  folderLink(folder: Folder) {
    return this.sidebar.getByTestId(`email-folder-${folder}`);
  }

  labelLink(label: Label) {
    return this.sidebar.getByTestId(`email-label-${label}`);
  }

  /** The unread count a folder or label shows (0 when it shows none). */
  async countOf(link: Locator): Promise<number> {
    const badge = link.getByTestId('email-count');
    if ((await badge.count()) === 0) return 0;
    return Number(await badge.textContent());
  }

  row(id: number) {
    return this.page.locator(`[data-testid="email-row"][data-email-id="${id}"]`);
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
    return this.page.getByRole('toolbar').getByRole('button', { name, exact: true });
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
}
