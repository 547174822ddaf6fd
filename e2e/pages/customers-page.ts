import type { Locator, Page } from '@playwright/test';
import { expect, type Role } from '../fixtures';
import { openSignedIn, pageLoad } from '../helpers';
import { DataTablePage } from './data-table-page';

/** English texts of the Customers pages (`ecommerce.customers.*` in public/locales/en.json). */
export const customersTexts = {
  heading: 'Customers',
  table: 'Customers',
  orders: 'Orders',
  addresses: 'Addresses',
  wishlist: 'Wishlist',
  country: 'Country',
} as const;

/**
 * The Customers list (`/apps/ecommerce/customers`, the shared data table: `table`) and a
 * customer's page, opened from it (`openCustomer`).
 */
export class CustomersPage {
  readonly table: DataTablePage;

  constructor(readonly page: Page) {
    this.table = new DataTablePage(page, customersTexts.table);
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { name: customersTexts.heading, level: 1 });
  }

  /** The orders table of a customer's page. */
  get ordersTable(): Locator {
    return this.page.getByRole('table', { name: customersTexts.orders });
  }

  /** Opens the list signed in as `role` and waits for the rows. */
  async open(role: Role, query = '') {
    await openSignedIn(this.page, `/apps/ecommerce/customers${query}`, role);
    await expect(this.heading).toBeVisible(pageLoad);
    await expect(this.table.rows.first()).toBeVisible(pageLoad);
  }

  /** Opens the page of the customer named `name` from their row, and waits for their orders. */
  async openCustomer(name: string) {
    // The row header holds the name and the email: the row is found by its link.
    await this.table.table.getByRole('link', { name, exact: true }).click();
    await expect(this.page.getByRole('heading', { name, level: 1 })).toBeVisible(pageLoad);
    await expect(this.ordersTable).toBeVisible();
  }
}
