import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { pageLoad } from '../helpers';

/** English texts of a product's page in the shop (`ecommerce.*` in public/locales/en.json). */
export const productPageTexts = {
  color: 'Colour',
  was: (price: string) => `Was ${price}`,
  soldOutColor: (color: string) => `${color}, out of stock`,
} as const;

/**
 * A product's page in the shop (`/apps/ecommerce/products/{id}`), as a buyer sees it: its
 * heading, price (and the price before, read "Was …"), description and colour choice.
 */
export class ProductPage {
  constructor(readonly page: Page) {}

  heading(name: string): Locator {
    return this.page.getByRole('heading', { name, level: 1 });
  }

  /** Opens the product's page and waits for its heading. */
  async open(id: number, name: string) {
    await this.page.goto(`/apps/ecommerce/products/${id}`);
    await expect(this.heading(name)).toBeVisible(pageLoad);
  }

  /** The colour choice: one radio per colour, a sold-out one disabled and said so. */
  get colors(): Locator {
    return this.page.getByRole('radiogroup', { name: productPageTexts.color });
  }

  color(name: string): Locator {
    return this.colors.getByRole('radio', { name, exact: true });
  }

  /** The price before the reduction, by what a screen reader says of it. */
  wasPrice(price: string): Locator {
    return this.page.getByText(productPageTexts.was(price), { exact: true });
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }
}
