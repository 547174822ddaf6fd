import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { DataTablePage } from './data-table-page';

/** The English texts of the data-tables page (`dataTables.*`, `dataTable.*` in en.json). */
export const dataTablesTexts = {
  title: 'Data table',
  table: 'Employees',
  virtual: 'All rows in one list',
  details: (name: string) => `Details of ${name}`,
  clearFilters: 'Clear filters',
  arrange: 'Arrange columns…',
  arrangeTitle: 'Arrange columns',
  reset: 'Reset columns',
  moveUp: (column: string) => `Move ${column} up`,
  moveDown: (column: string) => `Move ${column} down`,
  width: (column: string) => `Width of ${column} in pixels`,
  min: (label: string) => `${label}, minimum`,
  max: (label: string) => `${label}, maximum`,
  exportSelected: 'Export selected',
  copyEmails: 'Copy email addresses',
} as const;

/** A row of the API (`GET /api/datatables/data`), for the expected values. */
export type DataTableApiRow = {
  id: number;
  fullName: string;
  email: string;
  post: string;
  city: string;
  startDate: string;
  salary: number;
  age: number;
  experience: number;
  status: string;
};
export type DataTableApiPage = {
  invoices: DataTableApiRow[];
  allData: DataTableApiRow[];
  total: number;
};

/**
 * Page object of `/tables/data-table` (src/apps/data-tables/): the shared table's page object
 * plus the column filters, the expandable rows, the column arrangement and the virtualized view.
 */
export class DataTablesPage extends DataTablePage {
  readonly virtualSwitch: Locator;
  /** The table's scrolled container (in the virtualized view it scrolls down too). */
  readonly scroller: Locator;

  constructor(page: Page) {
    super(page, dataTablesTexts.table);
    this.virtualSwitch = this.region.getByRole('switch', { name: dataTablesTexts.virtual });
    // TableScroll: the focusable container around the table.
    this.scroller = this.region.locator('div[tabindex="0"]:has(> div > table)');
  }

  /** Types a column's text filter and waits for the URL to carry it (`name`: the URL's key). */
  async textFilter(label: string, urlKey: string, text: string): Promise<void> {
    await this.region.getByRole('textbox', { name: label, exact: true }).fill(text);
    await this.urlHas(urlKey, text === '' ? null : text);
  }

  /** Fills one end of a range filter ('min' or 'max' of "Salary", "Age"). */
  rangeInput(label: string, end: 'min' | 'max'): Locator {
    return this.region.getByRole('textbox', {
      name: end === 'min' ? dataTablesTexts.min(label) : dataTablesTexts.max(label),
      exact: true,
    });
  }

  /** Waits until the URL's `key` is `value` (null: absent). */
  async urlHas(key: string, value: string | null): Promise<void> {
    await expect
      .poll(() => new URL(this.page.url()).searchParams.get(key), {
        message: `the URL's ${key}`,
      })
      .toBe(value);
  }

  /** The expand button of the row named `name`. */
  detailsButton(name: string): Locator {
    return this.table.getByRole('button', { name: dataTablesTexts.details(name), exact: true });
  }

  /** Opens the Arrange columns dialog from the Columns menu. */
  async openArrange(): Promise<Locator> {
    await this.columnsButton.click();
    await this.page.getByRole('menuitem', { name: dataTablesTexts.arrange }).click();
    const dialog = this.page.getByRole('dialog', { name: dataTablesTexts.arrangeTitle });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /**
   * Scrolls the virtualized body to its end (again while rows measured taller than first guessed
   * move the end), until the last row drawn is `lastRowName`, on screen.
   */
  async scrollToEnd(lastRowName: string): Promise<void> {
    const last = this.rowHeaders.last();
    await expect(async () => {
      await this.scroller.evaluate((element) => {
        element.scrollTop = element.scrollHeight;
      });
      await expect(last).toHaveText(lastRowName, { timeout: 1000 });
      // The list scrolls inside the page: bring its end into the window too.
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
  }
}
