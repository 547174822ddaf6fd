import type { Locator, Page } from '@playwright/test';
import { expect, type Role } from '../fixtures';
import { openSignedIn, pageLoad } from '../helpers';
import { OrderSummary } from './cart-page';

/** English texts of an order's page (`ecommerce.orders.*` in public/locales/en.json). */
export const orderTexts = {
  title: (number: string) => `Order ${number}`,
  back: 'All orders',
  history: 'History',
  trackingNumber: 'Tracking number',
  receipt: 'Receipt',
  print: 'Print',
  /** A tracking number's link: the carrier, the number, and that it opens in a new tab. */
  trackingLink: (carrier: string, number: string) =>
    `${carrier} ${number} (opens the carrier’s tracking page in a new tab)`,
  /** The mail the buyer gets on placing an order. */
  confirmationSubject: (number: string) => `Your order ${number} is confirmed`,
  /** A line's note once some of it was refunded ("1 refunded"). */
  lineRefunded: (qty: number) => `${qty} refunded`,
  status: {
    pending: 'Pending',
    paid: 'Paid',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
    refunded: 'Refunded',
  },
  /** The history's entries, by event. */
  timeline: {
    placed: 'Order placed',
    pay: 'Payment received',
    ship: 'Shipped',
    deliver: 'Delivered',
    cancel: 'Cancelled',
    refund: 'Refunded',
  },
} as const;

/**
 * One of the buyer's orders (`/apps/ecommerce/orders/:id`), as the buyer sees it: the items
 * (a list, a line per product, named by its link), the status, the "Order summary" with its
 * figures ("Refunded" once something was), the delivery and the history. Numbers look like
 * `#100241`; another user's order is a not-found page.
 */
export class OrderPage {
  /** The order's figures: `summary.figure('Total' | 'Refunded' | …)`. */
  readonly summary: OrderSummary;

  constructor(readonly page: Page) {
    this.summary = new OrderSummary(page);
  }

  /** The page's title, "Order #100241" (any number unless given). */
  heading(number?: string): Locator {
    return this.page.getByRole('heading', {
      name: number ? orderTexts.title(number) : /^Order #\d+$/,
      level: 1,
    });
  }

  /** Opens order `id` (the API's id, not its number) signed in as `role`, once it has loaded. */
  async open(role: Role, id: number | string) {
    await openSignedIn(this.page, `/apps/ecommerce/orders/${id}`, role);
    await expect(this.heading()).toBeVisible(pageLoad);
    await expect(this.items.first()).toBeVisible(pageLoad);
  }

  /** The section of the items, named by their count ("2 items"), with the status badge. */
  get itemsRegion(): Locator {
    return this.page.getByRole('region', { name: /^\d+ items?$/ });
  }

  /** The lines, in order: each names its product, quantity × price, its refunded note, total. */
  get items(): Locator {
    return this.itemsRegion.getByRole('listitem');
  }

  /** The line of product `name` (its link's name). */
  item(name: string): Locator {
    return this.items.filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  /** The products' names, in order. */
  itemNames(): Promise<string[]> {
    return this.items.getByRole('link').allInnerTexts();
  }

  /** The status badge ("Paid", "Refunded"…), beside the items' heading. */
  status(text: string): Locator {
    return this.itemsRegion.getByText(text, { exact: true });
  }

  /** The history's section: its entries in order, oldest first. */
  get history(): Locator {
    return this.page.getByRole('region', { name: orderTexts.history });
  }

  /** A history entry's title ("Payment received", "Shipped", "Refunded"…). */
  historyEntry(title: string): Locator {
    return this.history.getByText(title, { exact: true });
  }

  /** The delivery card's tracking link, once the order shipped with a carrier. */
  trackingLink(carrier: string, number: string): Locator {
    return this.page
      .getByRole('region', { name: 'Delivery address' })
      .getByRole('link', { name: orderTexts.trackingLink(carrier, number), exact: true });
  }

  /** Opens the order's receipt from its Receipt button. */
  async openReceipt(): Promise<ReceiptPage> {
    await this.page.getByRole('link', { name: orderTexts.receipt, exact: true }).click();
    const receipt = new ReceiptPage(this.page);
    await expect(receipt.document).toBeVisible(pageLoad);
    return receipt;
  }
}

/**
 * An order's printable receipt (`/apps/ecommerce/orders/:id/receipt`, and `orders-admin/:id/receipt`
 * for the managers): the document is the article named "Receipt"; Print calls `window.print()`.
 */
export class ReceiptPage {
  constructor(readonly page: Page) {}

  get document(): Locator {
    return this.page.getByRole('article', { name: orderTexts.receipt });
  }

  get printButton(): Locator {
    return this.page.getByRole('button', { name: orderTexts.print, exact: true });
  }
}
