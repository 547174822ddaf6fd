import type { Locator, Page } from '@playwright/test';
import { expect, type Role } from '../fixtures';
import { nextWrite, openSignedIn, pageLoad } from '../helpers';

/** English texts of the Categories page (`ecommerce.categoryAdmin.*` in public/locales/en.json). */
export const categoriesTexts = {
  heading: 'Categories',
  list: 'Categories, in the shop’s order',
  newName: 'New category',
  add: 'Add category',
  save: 'Save',
  rename: (name: string) => `Rename ${name}`,
  move: (name: string) => `Move ${name}`,
  remove: (name: string) => `Delete ${name}`,
  nameTaken: 'Another category already has this name.',
} as const;

/**
 * The Categories page (`/apps/ecommerce/categories`): the ordered list, each row named by its
 * category, moved by its grip (the mouse or the keyboard), renamed in place.
 */
export class CategoriesPage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { name: categoriesTexts.heading, level: 1 });
  }

  get list(): Locator {
    return this.page.getByRole('list', { name: categoriesTexts.list });
  }

  /** What the drag library says to screen readers (its live region). */
  get announcement(): Locator {
    return this.page.locator('[id^="rfd-announcement"]');
  }

  /** The categories' names as shown, in order. */
  async names(): Promise<string[]> {
    return this.list.getByRole('listitem').locator('p').allInnerTexts();
  }

  /** Opens the page signed in as `role` and waits for the list. */
  async open(role: Role) {
    await openSignedIn(this.page, '/apps/ecommerce/categories', role);
    await expect(this.heading).toBeVisible(pageLoad);
    await expect(this.list.getByRole('listitem').first()).toBeVisible(pageLoad);
  }

  /**
   * Moves `name` with the keyboard (space, the arrows `keys`, space), as a keyboard user does,
   * and returns the answer to the new order.
   */
  async keyboardMove(name: string, keys: readonly string[]) {
    const grip = this.list.getByRole('button', { name: categoriesTexts.move(name) });
    await grip.focus();
    await grip.press('Space');
    await expect(this.announcement).toContainText(`You have lifted ${name}`);
    for (const key of keys) {
      const before = (await this.announcement.textContent()) ?? '';
      await this.page.keyboard.press(key);
      await expect(this.announcement).not.toHaveText(before);
    }
    const saved = nextWrite(this.page, '/apps/ecommerce/categories/order');
    await this.page.keyboard.press('Space');
    return saved;
  }

  /** Renames `from` to `to` in place and returns the API's answer. */
  async rename(from: string, to: string) {
    await this.list.getByRole('button', { name: categoriesTexts.rename(from) }).click();
    const field = this.list.getByRole('textbox', { name: categoriesTexts.rename(from) });
    await field.fill(to);
    const saved = nextWrite(this.page, /\/apps\/ecommerce\/categories\/[a-z0-9-]+$/);
    await field.press('Enter');
    return saved;
  }
}
