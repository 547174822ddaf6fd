import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { openSignedIn } from '../helpers';
import type { Role } from '../fixtures';

/** The English texts of the cart (`ecommerce.cart.*` in public/locales/en.json). */
export const cartTexts = {
  heading: 'Cart',
  summary: 'Order summary',
  code: 'Discount code',
  apply: 'Apply',
  codeApplied: (code: string) => `Code ${code.toUpperCase()} applied`,
  removeCode: 'Remove the discount code',
  codeUnknown: 'This discount code is not valid.',
  empty: 'Your cart is empty',
  proceed: 'Proceed to checkout',
  quantityOf: (name: string) => `Quantity of ${name}`,
  removeNamed: (name: string) => `Remove ${name} from the cart`,
} as const;

/**
 * The figures of a summary, as its rows name them. "Refunded" is an order's (its page, the
 * buyer's and the managers'), shown once something was refunded.
 */
export type SummaryFigure = 'Subtotal' | 'Discount' | 'Shipping' | 'Tax' | 'Total' | 'Refunded';

/**
 * The "Order summary" of the cart, of the checkout's cart step and of an order's page: the
 * discount code (where it may change) and the server's figures, each a row of a label and an
 * amount ("Total" then "$1,234.50", "Shipping" then "Free").
 */
export class OrderSummary {
  readonly region: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: cartTexts.summary });
  }

  /** The amount beside `label`, as shown ("$1,234.50", "−$12.00", "Free"). */
  figure(label: SummaryFigure): Locator {
    return this.region.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
  }

  get total(): Locator {
    return this.figure('Total');
  }

  get codeField(): Locator {
    return this.region.getByRole('textbox', { name: cartTexts.code });
  }

  /** Types a code and applies it; the field says why a wrong one is refused. */
  async applyCode(code: string) {
    await this.codeField.fill(code);
    await this.region.getByRole('button', { name: cartTexts.apply }).click();
  }

  /** "Code SAVE10 applied", once the server took it. */
  codeApplied(code: string): Locator {
    return this.region.getByText(cartTexts.codeApplied(code));
  }

  async removeCode() {
    await this.region.getByRole('button', { name: cartTexts.removeCode }).click();
  }
}

/** The cart page (`/apps/ecommerce/cart`): its lines and its summary. */
export class CartPage extends OrderSummary {
  get heading(): Locator {
    return this.page.getByRole('heading', { name: cartTexts.heading, level: 1 });
  }

  /** Opens the cart signed in as `role` and waits for its summary (or its empty state). */
  async goto(role: Role) {
    await openSignedIn(this.page, '/apps/ecommerce/cart', role);
    await expect(this.heading).toBeVisible();
  }

  quantity(name: string): Locator {
    return this.page.getByRole('textbox', { name: cartTexts.quantityOf(name) });
  }

  /** Removes a line: undoable, the call goes when the toast ends (docs/qa-guide.md). */
  async remove(name: string) {
    await this.page.getByRole('button', { name: cartTexts.removeNamed(name) }).click();
  }

  async proceedToCheckout() {
    await this.page.getByRole('link', { name: cartTexts.proceed }).click();
  }
}
