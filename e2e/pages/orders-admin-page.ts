import type { Locator, Page } from '@playwright/test';
import { expect, type Role } from '../fixtures';
import { nextWrite, openSignedIn, pageLoad } from '../helpers';
import { DataTablePage } from './data-table-page';

/** English texts of the managers' orders (`ecommerce.orders.*` in public/locales/en.json). */
export const ordersAdminTexts = {
  heading: 'Manage orders',
  table: 'Orders',
  orderTitle: (number: string) => `Order ${number}`,
  pay: 'Mark as paid',
  ship: 'Ship',
  deliver: 'Mark as delivered',
  refund: 'Refund',
  cancel: 'Cancel order',
  trackingNumber: 'Tracking number',
  carrier: 'Carrier',
  receipt: 'Receipt',
  history: 'History',
  status: { paid: 'Paid', shipped: 'Shipped', delivered: 'Delivered', refunded: 'Refunded' },
  timeline: { pay: 'Payment received', ship: 'Shipped', refund: 'Refunded' },
} as const;

const STEPS = /\/apps\/ecommerce\/admin\/orders\/\d+\/steps$/;

/**
 * The managers' Orders list (`/apps/ecommerce/orders-admin`): the shared data table (`table`),
 * whose order numbers open the order's page (`OrderAdminPage`).
 */
export class OrdersAdminPage {
  readonly table: DataTablePage;

  constructor(readonly page: Page) {
    this.table = new DataTablePage(page, ordersAdminTexts.table);
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { name: ordersAdminTexts.heading, level: 1 });
  }

  /** Opens the list signed in as `role` (a query string of filters may follow) and waits for rows. */
  async open(role: Role, query = '') {
    await openSignedIn(this.page, `/apps/ecommerce/orders-admin${query}`, role);
    await expect(this.heading).toBeVisible(pageLoad);
    await expect(this.table.rows.first()).toBeVisible(pageLoad);
  }

  /** Opens the order numbered `number` from its row. */
  async openOrder(number: string): Promise<OrderAdminPage> {
    await this.table.table.getByRole('link', { name: number, exact: true }).click();
    const order = new OrderAdminPage(this.page, number);
    await expect(order.heading).toBeVisible(pageLoad);
    return order;
  }
}

/** One order as its managers see it: its status, its history and the steps it offers. */
export class OrderAdminPage {
  constructor(
    readonly page: Page,
    readonly number: string,
  ) {}

  get heading(): Locator {
    return this.page.getByRole('heading', {
      name: ordersAdminTexts.orderTitle(this.number),
      level: 1,
    });
  }

  /** The status badge, beside the items' heading. */
  get status(): Locator {
    return this.page.getByRole('region', { name: /items?$/ }).locator('.mantine-Badge-root');
  }

  /** The history's section. */
  get history(): Locator {
    return this.page.getByRole('region', { name: ordersAdminTexts.history });
  }

  step(name: string): Locator {
    return this.page.getByRole('main').getByRole('button', { name, exact: true });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** Takes a step with one button (pay, deliver) and returns the API's answer. */
  async take(name: string) {
    const answer = nextWrite(this.page, STEPS);
    await this.step(name).click();
    return answer;
  }

  /**
   * Ships with `carrier` (its name: "UPS", "La Poste"…) and `trackingNumber` (of that carrier's
   * shape) through the dialog; returns the API's answer.
   */
  async ship(trackingNumber: string, carrier = 'UPS') {
    await this.step(ordersAdminTexts.ship).click();
    await this.dialog
      .getByRole('combobox', { name: new RegExp(`^${ordersAdminTexts.carrier}`) })
      .click();
    await this.page.getByRole('option', { name: carrier, exact: true }).click();
    await this.dialog
      .getByRole('textbox', { name: new RegExp(`^${ordersAdminTexts.trackingNumber}`) })
      .fill(trackingNumber);
    const answer = nextWrite(this.page, STEPS);
    await this.dialog.getByRole('button', { name: ordersAdminTexts.ship, exact: true }).click();
    return answer;
  }

  /** Opens the refund dialog, which offers every line's quantity left. */
  async openRefund(): Promise<Locator> {
    await this.step(ordersAdminTexts.refund).click();
    await expect(this.dialog).toBeVisible();
    return this.dialog;
  }

  /**
   * Refunds by line: opens the refund dialog, sets each line's quantity to refund by its
   * product's name (`{ 'Apple AirPods Pro': 1 }`), every other line to 0, and confirms; returns
   * the API's answer. Every line left at its whole quantity is the whole refund (shipping and tax
   * too), as the dialog's amount says.
   */
  async refundLines(quantities: Readonly<Record<string, number>>) {
    const dialog = await this.openRefund();
    // Each line is a number field named by its product; a line refunded in full is not offered.
    const fields = dialog.getByRole('textbox');
    for (const field of await fields.all()) await field.fill('0');
    for (const [name, qty] of Object.entries(quantities)) {
      const field = dialog.getByRole('textbox', { name, exact: true });
      await expect(field, `the refund dialog offers ${name}`).toBeVisible();
      await field.fill(String(qty));
    }
    return this.confirmRefund();
  }

  /** Confirms the refund dialog as it is; returns the API's answer. */
  async confirmRefund() {
    const answer = nextWrite(this.page, STEPS);
    await this.dialog.getByRole('button', { name: ordersAdminTexts.refund, exact: true }).click();
    return answer;
  }
}
