import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { sampleInvoiceForm } from '../../src/contract/endpoints/invoices';
import { DataTablePage } from './data-table-page';

/** English texts of the invoices app (`invoices.*` in public/locales/en.json). */
export const invoiceTexts = {
  title: 'Invoices',
  table: 'List of invoices',
  issuedDate: 'Issued date',
  deleteSelected: 'Delete selected',
  confirmDelete: 'Delete',
  send: 'Send invoice',
  addPayment: 'Add payment',
  save: 'Save',
} as const;

/** An invoice as the API sends it (the fields the tests read). */
export type ApiInvoice = {
  id: number;
  status: string;
  total: number;
  balance: number;
  issuedDate: string;
  dueDate: string;
  client: { name: string; company: string; email: string };
  items: { name: string; description: string; cost: number; qty: number }[];
};
export type ApiInvoicesPage = { invoices: ApiInvoice[]; total: number };

/**
 * The invoices list (`/apps/invoices`) on the shared table: each row header is a link to the
 * invoice's preview, named by its number (`#4987`); a row's checkbox is "Select #4987 Jane Doe".
 */
export class InvoicesListPage extends DataTablePage {
  readonly numbers = this.rowHeaders.getByRole('link');
  /** The issued-date range's start: its picker shows the day ("1 Jun 2026"). */
  readonly issuedFrom: Locator;

  constructor(page: Page) {
    super(page, invoiceTexts.table);
    this.issuedFrom = this.dateRangeEnd(invoiceTexts.issuedDate, 'from');
  }

  /** The row label of an invoice (its checkbox says "Select" + this). */
  static rowLabel(invoice: ApiInvoice) {
    return `#${invoice.id} ${invoice.client.name}`;
  }

  /** Picks the issued-date range (`YYYY-MM-DD` at both ends) and waits for the URL. */
  async issuedBetween(from: string, to: string): Promise<void> {
    await this.pickDateRange(invoiceTexts.issuedDate, from, to);
    await expect
      .poll(() => {
        const params = new URL(this.page.url()).searchParams;
        return [params.get('issuedFrom') ?? '', params.get('issuedTo') ?? ''];
      })
      .toEqual([from, to]);
  }

  /** A row action ("Delete invoice #4987", "Preview invoice #4987"…). */
  rowAction(name: string): Locator {
    return this.table
      .getByRole('button', { name, exact: true })
      .or(this.table.getByRole('link', { name, exact: true }));
  }

  /** The confirmation dialog of a delete. */
  get confirmDialog(): Locator {
    return this.page.getByRole('dialog');
  }

  async confirmDelete(): Promise<void> {
    await this.confirmDialog
      .getByRole('button', { name: invoiceTexts.confirmDelete, exact: true })
      .click();
    await expect(this.confirmDialog).toBeHidden();
  }
}

/** The preview (`/apps/invoices/preview/$id`): the document and its actions. */
export class InvoicePreviewPage {
  readonly document: Locator;
  readonly actions: Locator;
  readonly drawer: Locator;

  constructor(readonly page: Page) {
    this.document = page.getByRole('article');
    this.actions = page.getByRole('region', { name: 'Invoice actions' });
    this.drawer = page.getByRole('dialog');
  }

  /** The status badge in the document's header. */
  status(text: string): Locator {
    return this.document.getByText(text, { exact: true });
  }

  /** Opens Add payment and records a payment (method Card); the drawer closes on success. */
  async openPayment(): Promise<void> {
    await this.actions.getByRole('button', { name: invoiceTexts.addPayment }).click();
    await expect(this.drawer.getByLabel('Amount')).toBeVisible();
  }

  async submitPayment(amount: string): Promise<void> {
    await this.drawer.getByLabel('Amount').fill(amount);
    await this.drawer.getByRole('combobox', { name: 'Payment method' }).click();
    await this.page.getByRole('option', { name: 'Card', exact: true }).click();
    await this.drawer.getByRole('button', { name: invoiceTexts.addPayment }).click();
  }
}

/** The add and edit form. */
/** The client fields of the invoice form, by their labels. */
const clientFieldLabels = {
  name: 'Name',
  company: 'Company',
  email: 'Email',
  address: 'Address',
  country: 'Country',
  contact: 'Phone',
} as const;

export type InvoiceClientFields = Record<keyof typeof clientFieldLabels, string>;

export class InvoiceFormPage {
  constructor(readonly page: Page) {}

  /** The "Invoice to" section: the picker of known clients and the client's fields. */
  get client(): Locator {
    return this.page.getByRole('region', { name: 'Invoice to' });
  }

  /** Types a client in (the fields given; the others keep what they hold). */
  async fillClient(client: Partial<InvoiceClientFields>) {
    for (const [field, value] of Object.entries(client)) {
      const label = clientFieldLabels[field as keyof InvoiceClientFields];
      await this.client.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
  }

  /** Picks a client already invoiced by name, which fills its fields. */
  async pickClient(name: string) {
    // The field turns into the real select on the first click (its code loads then).
    const picker = this.client.getByRole('combobox', { name: 'Client already invoiced' });
    await picker.click();
    await expect(this.page.getByRole('listbox')).toBeVisible();
    await picker.fill(name);
    await this.page
      .getByRole('option', { name: new RegExp(name) })
      .first()
      .click();
  }

  /**
   * A date of the invoice ("Issued date", "Due date"): its picker, a button showing the day
   * ("1 Nov 2026"); `pickDay` (e2e/date-picker.ts) picks another.
   */
  dateField(label: 'Issued date' | 'Due date'): Locator {
    return this.page.getByRole('button', { name: label, exact: true });
  }

  item(n: number): Locator {
    return this.page.getByRole('group', { name: `Item ${n}`, exact: true });
  }

  async fillItem(n: number, values: { name: string; cost: string; qty: string }) {
    const item = this.item(n);
    await item.getByRole('textbox', { name: 'Item' }).fill(values.name);
    await item.getByRole('spinbutton', { name: 'Cost' }).fill(values.cost);
    await item.getByRole('spinbutton', { name: 'Qty' }).fill(values.qty);
  }

  /** The totals beside the note: "Subtotal" → money(381.5) (e2e/money.ts). */
  total(label: string): Locator {
    return this.page
      .getByRole('region', { name: 'Totals' })
      .locator('div', { has: this.page.getByText(label, { exact: true }) })
      .locator('dd');
  }

  /** Save; `{ double: true }` double-clicks it, as a hurried user does. */
  async save({ double = false }: { double?: boolean } = {}): Promise<void> {
    const button = this.page.getByRole('button', { name: invoiceTexts.save, exact: true });
    await (double ? button.dblclick() : button.click());
  }
}

/** A complete add-invoice body (total 541.72), shared with the handler's vitest. */
export const sampleInvoice = sampleInvoiceForm;

/**
 * QA fixture: adds an invoice through the API as the test's user (a Draft with the next number,
 * total 541.72 for the sample) and returns it.
 */
export async function createInvoice(
  api: { post(path: string, data?: unknown): Promise<{ ok(): boolean; json(): Promise<unknown> }> },
  changes: Partial<typeof sampleInvoice> = {},
): Promise<ApiInvoice> {
  const response = await api.post('/apps/invoice/add', { ...sampleInvoice, ...changes });
  expect(response.ok(), 'POST /apps/invoice/add').toBe(true);
  return ((await response.json()) as { invoice: ApiInvoice }).invoice;
}
