import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/** The English texts of the checkout and orders (`ecommerce.checkout.*`, `ecommerce.orders.*`). */
export const checkoutTexts = {
  heading: 'Checkout',
  proceed: 'Proceed to checkout',
  toAddress: 'Continue to address',
  toPayment: 'Continue to payment',
  newAddress: 'A new address',
  required: 'This field is required.',
  postalCode: 'Enter a valid postal code',
  cardNumber: 'This card number is not valid',
  codeUnknown: 'This discount code is not valid.',
  thanks: 'Thank you for your order',
  viewOrder: 'View the order',
  orders: 'Orders',
} as const;

export type NewAddress = {
  fullName: string;
  line1: string;
  city: string;
  postalCode: string;
  country: string;
  phone: string;
};

/**
 * Page object of the checkout (src/apps/shop/pages/checkout-page.tsx): a stepper whose
 * steps are forms with labelled fields; the last step says the order's number ("Order #100241 is
 * placed."). A failed Place order keeps the user on the payment step, the card as typed.
 */
export class CheckoutPage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { name: checkoutTexts.heading, level: 1 });
  }

  field(label: string): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name });
  }

  async fillAddress(address: NewAddress) {
    await this.field('Full name').fill(address.fullName);
    await this.field('Phone').fill(address.phone);
    await this.field('Street and number').fill(address.line1);
    await this.field('City').fill(address.city);
    await this.field('Postal code').fill(address.postalCode);
    await this.page.getByRole('combobox', { name: 'Country' }).selectOption(address.country);
  }

  async fillCard(card: { name: string; number: string; expiry: string; cvc: string }) {
    await this.field('Name on card').fill(card.name);
    await this.field('Card number').fill(card.number);
    await this.field('Expiry date').fill(card.expiry);
    await this.field('Security code').fill(card.cvc);
  }

  /** Places the order and returns its number as the confirmation shows it. */
  async placeOrder(): Promise<string> {
    await this.button(/^Place order/).click();
    await expect(this.page.getByRole('heading', { name: checkoutTexts.thanks })).toBeVisible({
      timeout: 15_000,
    });
    const placed = this.page.getByText(/^Order #\d+ is placed\./);
    const text = await placed.innerText();
    const number = /#\d+/.exec(text)?.[0];
    if (!number) throw new Error(`no order number in "${text}"`);
    return number;
  }
}

/** The user's orders (`/apps/ecommerce/orders`): a table, each row named by its order's link. */
export class OrdersPage {
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: checkoutTexts.orders });
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { name: checkoutTexts.orders, level: 1 });
  }

  /** The rows of orders (the header row left out), newest first. */
  get rows(): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('link') });
  }

  /** The row of order `number` ("#100241"). */
  row(number: string): Locator {
    return this.rows.filter({
      has: this.page.getByRole('link', { name: number, exact: true }),
    });
  }

  /** Opens order `number`'s page from its row. */
  async open(number: string) {
    await this.row(number).getByRole('link', { name: number, exact: true }).click();
    await expect(
      this.page.getByRole('heading', { name: `Order ${number}`, level: 1 }),
    ).toBeVisible();
  }
}
