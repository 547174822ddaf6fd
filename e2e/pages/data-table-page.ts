import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { pickDay } from '../date-picker';

/** The English texts of the shared table (`dataTable.*` in public/locales/en.json). */
const texts = {
  search: 'Search',
  pageSize: 'Rows per page',
  pagination: 'Table pages',
  page: (page: number) => `Page ${page}`,
  selectPage: 'Select all rows on this page',
  selectRow: (name: string) => `Select ${name}`,
  bulkBar: 'Actions on the selected rows',
  columns: 'Columns',
  export: 'Export CSV',
  summary: /^Showing [\d,]+ to [\d,]+ of [\d,]+$/,
} as const;

export type SortDirection = 'ascending' | 'descending' | 'none';

/** One row of `readRows()`: each cell's text by its column header. */
export type TableRow = Record<string, string>;

/**
 * Page object of the shared data table (src/components/data-table/, docs/data-table.md), for any
 * list screen built on it: `new DataTablePage(page, 'List of users')`, named by the table's
 * caption (its `label`). Every locator stays inside the table's region, so a page with two
 * tables is fine. Actions wait for what the user waits for (the URL, the loaded rows); the
 * assertions stay in the test.
 */
export class DataTablePage {
  /** The section around the table: filters, toolbar, bulk bar, table and pagination. */
  readonly region: Locator;
  readonly table: Locator;
  /** The data rows (those with a row header), not the header row, skeleton or empty state. */
  readonly rows: Locator;
  /** The row headers: the cell that names each row. */
  readonly rowHeaders: Locator;
  readonly searchBox: Locator;
  readonly pageSize: Locator;
  /** "Showing 1 to 10 of 500". */
  readonly summary: Locator;
  readonly pagination: Locator;
  readonly selectAllCheckbox: Locator;
  /** The toolbar of bulk actions; shown while rows are selected. */
  readonly bulkBar: Locator;
  readonly exportButton: Locator;
  readonly columnsButton: Locator;

  constructor(
    readonly page: Page,
    readonly name: string,
  ) {
    this.region = page.getByRole('region', { name, exact: true });
    this.table = this.region.getByRole('table', { name, exact: true });
    this.rowHeaders = this.table.getByRole('rowheader');
    this.rows = this.table.getByRole('row').filter({ has: page.getByRole('rowheader') });
    this.searchBox = this.region.getByRole('searchbox', { name: texts.search });
    this.pageSize = this.region.getByRole('combobox', { name: texts.pageSize });
    this.summary = this.region.getByText(texts.summary);
    this.pagination = this.region.getByRole('navigation', { name: texts.pagination });
    this.selectAllCheckbox = this.region.getByRole('checkbox', { name: texts.selectPage });
    this.bulkBar = this.region.getByRole('toolbar', { name: texts.bulkBar });
    this.exportButton = this.region.getByRole('button', { name: texts.export });
    this.columnsButton = this.region.getByRole('button', { name: texts.columns, exact: true });
  }

  /** The header cell of a column (it carries `aria-sort`). */
  columnHeader(column: string): Locator {
    return this.table.getByRole('columnheader', { name: column, exact: true });
  }

  /** The data row whose row header has this text. */
  row(name: string): Locator {
    return this.rows.filter({
      has: this.page.getByRole('rowheader', { name, exact: true }),
    });
  }

  /** Waits until the table has its answer: not `aria-busy` (no request in flight). */
  async settled(): Promise<void> {
    await expect(this.table).toHaveAttribute('aria-busy', 'false');
  }

  /**
   * Types into the table's search and waits for the URL to carry it (`q`, after the input's
   * pause), the way a user waits for the list to follow. An empty text clears the search.
   */
  async search(text: string): Promise<void> {
    await this.searchBox.fill(text);
    await expect
      .poll(() => new URL(this.page.url()).searchParams.get('q') ?? '', {
        message: `the URL's q after searching "${text}"`,
      })
      .toBe(text);
  }

  /** A filter select of the app's (above the toolbar), by its label. */
  filterControl(label: string): Locator {
    return this.region.getByRole('combobox', { name: label, exact: true });
  }

  /** Picks `option` in the filter select labelled `label` (the app's own filter controls). */
  async filter(label: string, option: string): Promise<void> {
    await this.filterControl(label).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /**
   * One end of the date-range filter labelled `label` ("Start date"): its date picker, a button
   * named "Start date, from" or "Start date, to" that shows the day ("1 Jan 2018") or "Any day".
   * The pickers load once the list has painted; until then read-only fields of the same names
   * stand in, which are no buttons.
   */
  dateRangeEnd(label: string, end: 'from' | 'to'): Locator {
    return this.region.getByRole('button', { name: `${label}, ${end}`, exact: true });
  }

  /**
   * Picks the date range of the filter labelled `label` through its calendars (`YYYY-MM-DD` at
   * each end, null to leave an end as it is; `pickDay`, e2e/date-picker.ts).
   */
  async pickDateRange(label: string, from: string | null, to: string | null): Promise<void> {
    if (from !== null) await pickDay(this.dateRangeEnd(label, 'from'), from);
    if (to !== null) await pickDay(this.dateRangeEnd(label, 'to'), to);
  }

  /** Opens the filter select labelled `label`, reads its options and closes it again. */
  async filterOptions(label: string): Promise<string[]> {
    await this.filterControl(label).click();
    const options = this.page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    const names = await options.allTextContents();
    await this.page.keyboard.press('Escape');
    return names;
  }

  /**
   * Clicks the column's header until it sorts as asked. A header cycles: ascending, descending,
   * then back to the API's own order (`none`).
   */
  async sortBy(column: string, direction: SortDirection = 'ascending'): Promise<void> {
    const header = this.columnHeader(column);
    const current = async () => (await header.getAttribute('aria-sort')) ?? 'none';
    for (let click = 0; click < 3 && (await current()) !== direction; click += 1) {
      const before = await current();
      await header.getByRole('button', { name: column, exact: true }).click();
      await expect.poll(current, { message: `${column} sorted after a click` }).not.toBe(before);
    }
    await expect.poll(current, { message: `${column} sorted ${direction}` }).toBe(direction);
  }

  /** Clicks the page button `n` and waits until it is the current page. */
  async goToPage(n: number): Promise<void> {
    const button = this.pagination.getByRole('button', { name: texts.page(n), exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-current', 'page');
  }

  /** Picks the rows per page, which goes back to page 1. */
  async setPageSize(size: number): Promise<void> {
    await this.pageSize.selectOption(String(size));
    await expect(this.pageSize).toHaveValue(String(size));
  }

  /** Ticks the rows named (their row label, as in "Select Jane Doe"). */
  async selectRows(...names: string[]): Promise<void> {
    for (const name of names) {
      await this.region.getByRole('checkbox', { name: texts.selectRow(name), exact: true }).check();
    }
  }

  /** Ticks every row of the page shown. */
  async selectAll(): Promise<void> {
    await this.selectAllCheckbox.check();
  }

  /** Clicks a button of the bulk-actions bar (shown while rows are selected). */
  async bulkAction(name: string): Promise<void> {
    await this.bulkBar.getByRole('button', { name, exact: true }).click();
  }

  /** Shows or hides a column from the Columns menu, then closes the menu. */
  async toggleColumn(column: string): Promise<void> {
    await this.columnsButton.click();
    const item = this.page.getByRole('menuitemcheckbox', { name: column, exact: true });
    const checked = await item.getAttribute('aria-checked');
    await item.click();
    await expect(item).not.toHaveAttribute('aria-checked', checked ?? 'false');
    await this.page.keyboard.press('Escape');
    await expect(item).toBeHidden();
  }

  /** The visible columns' headers, in order (the selection column left out). */
  async columns(): Promise<string[]> {
    const headers = await this.table.getByRole('columnheader').allTextContents();
    return headers.map((header) => header.trim()).filter((header) => header !== '');
  }

  /**
   * The rows on screen, each cell's text by its column header (the selection column left out),
   * once the table has its answer: call it after the action, it waits for `aria-busy` to clear.
   */
  async readRows(): Promise<TableRow[]> {
    await this.settled();
    return this.table.evaluate((table) => {
      // Runs in the page, where the test's module scope does not exist.
      // oxlint-disable-next-line unicorn/consistent-function-scoping
      const clean = (cell: Element) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim();
      const headers = [...table.querySelectorAll('thead th')].map(clean);
      return [...table.querySelectorAll('tbody tr')]
        .filter((row) => row.querySelector('th[scope="row"]') !== null)
        .map((row) =>
          Object.fromEntries(
            [...row.children].flatMap((cell, index) => {
              const header = headers[index] ?? '';
              return header === '' ? [] : [[header, clean(cell)]];
            }),
          ),
        );
    });
  }

  /** One column's texts, row by row (see `readRows`). */
  async readColumn(column: string): Promise<string[]> {
    return (await this.readRows()).map((row) => row[column] ?? '');
  }
}
