import type { Locator, Page } from '@playwright/test';
import { pickDay } from '../date-picker';
import { expect, type Role } from '../fixtures';
import { escapeRegExp, nextWrite, openSignedIn, pageLoad } from '../helpers';
import { DataTablePage } from './data-table-page';

/** English texts of the Discount codes page (`ecommerce.discounts.*` in public/locales/en.json). */
export const discountsTexts = {
  heading: 'Discount codes',
  table: 'Discount codes',
  add: 'Add code',
  added: 'Discount code added.',
  codeTaken: 'Another code is already written this way.',
  percentRange: 'A percentage above 0, at most 100.',
  required: 'This field is required.',
  usage: (used: number, limit?: number) =>
    limit === undefined ? `Used ${used}, no limit` : `Used ${used} of ${limit}`,
  fields: {
    code: 'Code',
    kind: 'Kind',
    percent: 'Percent off',
    amount: 'Amount off',
    minSubtotal: 'Minimum subtotal',
    startsOn: 'Starts on',
    endsOn: 'Ends on',
    usageLimit: 'Uses in all',
    perCustomerLimit: 'Uses per customer',
  },
} as const;

/** What the code form takes: the kind as shown (English), days `YYYY-MM-DD`. */
export type DiscountFields = {
  code: string;
  kind: 'Percent off' | 'Amount off' | 'Free shipping';
  value?: string;
  endsOn?: string;
  usageLimit?: string;
  perCustomerLimit?: string;
};

/**
 * The Discount codes page (`/apps/ecommerce/discounts`, for the catalogue's managers): the shared
 * data table (`table`) and the add and edit drawer (`DiscountForm`).
 */
export class DiscountsPage {
  readonly table: DataTablePage;

  constructor(readonly page: Page) {
    this.table = new DataTablePage(page, discountsTexts.table);
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { name: discountsTexts.heading, level: 1 });
  }

  /** Opens the page signed in as `role` and waits for the rows. */
  async open(role: Role, query = '') {
    await openSignedIn(this.page, `/apps/ecommerce/discounts${query}`, role);
    await expect(this.heading).toBeVisible(pageLoad);
    await expect(this.table.rows.first()).toBeVisible(pageLoad);
  }

  /** The row of the code `code`. */
  row(code: string): Locator {
    return this.table.rows.filter({
      has: this.page.getByRole('rowheader', { name: code, exact: true }),
    });
  }

  /** Opens the add drawer and answers its form. */
  async openAdd(): Promise<DiscountForm> {
    await this.page.getByRole('button', { name: discountsTexts.add }).click();
    const form = new DiscountForm(this.page, discountsTexts.add);
    // The drawer's chunk loads on its first open.
    await expect(form.field(discountsTexts.fields.code)).toBeVisible(pageLoad);
    return form;
  }
}

/** The code form in its drawer (add or edit), by its labelled fields. */
export class DiscountForm {
  readonly drawer: Locator;

  constructor(
    readonly page: Page,
    readonly title: string,
  ) {
    this.drawer = page.getByRole('dialog', { name: title });
  }

  /** A text or number field by its label (a required one's name ends with its asterisk). */
  field(label: string): Locator {
    return this.drawer.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(label)}\\b`) });
  }

  /** Fills the form in; the value goes in the field the kind shows. */
  async fillIn(fields: DiscountFields) {
    await this.field(discountsTexts.fields.code).fill(fields.code);
    await this.drawer.getByRole('combobox', { name: /^Kind\b/ }).click();
    await this.page.getByRole('option', { name: fields.kind, exact: true }).click();
    if (fields.value !== undefined) await this.field(fields.kind).fill(fields.value);
    if (fields.endsOn !== undefined) {
      const picker = this.drawer.getByRole('button', {
        name: discountsTexts.fields.endsOn,
        exact: true,
      });
      await pickDay(picker, fields.endsOn);
    }
    if (fields.usageLimit !== undefined) {
      await this.field(discountsTexts.fields.usageLimit).fill(fields.usageLimit);
    }
    if (fields.perCustomerLimit !== undefined) {
      await this.field(discountsTexts.fields.perCustomerLimit).fill(fields.perCustomerLimit);
    }
  }

  /** Presses the drawer's submit button and returns the API's answer. */
  async submit() {
    const sent = nextWrite(this.page, /\/apps\/ecommerce\/discounts(\/\d+)?$/);
    await this.drawer.getByRole('button', { name: this.title }).click();
    return sent;
  }
}
