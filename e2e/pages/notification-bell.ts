import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { escapeRegExp, pageLoad } from '../helpers';

/** English texts of the bell (`notifications.*` in public/locales/en.json). */
export const notificationTexts = {
  title: 'Notifications',
  bell: (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`),
  markAllRead: 'Mark all read',
  viewAll: 'View all',
} as const;

/**
 * The navbar's notifications bell and its menu, on any signed-in page. The bell renders once the
 * page is idle; its count is read on focus and every 30 s.
 */
export class NotificationBell {
  constructor(private readonly page: Page) {}

  /** The bell button, whatever its count. */
  get button(): Locator {
    return this.page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
  }

  get menu(): Locator {
    return this.page.getByRole('menu');
  }

  /**
   * A notification of the open menu, by a value in its text (a name, a title, an order number):
   * the values sit in bidi isolates (U+2068…U+2069), so a whole sentence does not match.
   */
  item(text: string): Locator {
    return this.menu.getByRole('menuitem', { name: new RegExp(escapeRegExp(text)) });
  }

  async expectUnread(count: number) {
    await expect(this.button).toHaveAccessibleName(notificationTexts.bell(count), pageLoad);
  }

  /**
   * Brings the tab back to the front as a user does (the page hidden, then shown): the count
   * query refetches on focus, without waiting for the 30-s poll.
   */
  async refocus() {
    await this.page.evaluate(() => {
      for (const state of ['hidden', 'visible'] as const) {
        Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
        // As the browser fires it: from the document, bubbling to the window (where the query
        // client listens).
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      }
    });
  }

  /** Opens the menu and waits for its list. */
  async open() {
    await this.button.click();
    await expect(this.menu).toBeVisible();
    await expect(this.menu.getByRole('menuitem').first()).toBeVisible();
  }

  /** Follows a notification of the open menu: it is marked read and its record's page opens. */
  async follow(text: string) {
    await this.item(text).click();
    await expect(this.menu).toBeHidden();
  }
}
