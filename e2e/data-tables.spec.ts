import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { allowConsoleErrors, expect, expectedConsoleErrors, test, type Api } from './fixtures';
import { en, openSignedIn, pathIs } from './helpers';
import { type DataTableApiPage, DataTablesPage, dataTablesTexts } from './pages/data-tables-page';

const PATH = '/tables/data-table';

/** The API as the signed-in admin sees it, to know what the screen should show. */
function listRows(api: Api, query: string): Promise<DataTableApiPage> {
  return api.json<DataTableApiPage>(`/api/datatables/data?${query}`);
}

async function openDataTables(page: Page, path = PATH) {
  await openSignedIn(page, path, 'admin');
  const table = new DataTablesPage(page);
  await expect(page.getByRole('heading', { name: dataTablesTexts.title, level: 1 })).toBeVisible();
  return table;
}

/** The lines of a downloaded CSV (BOM and CRLF as the export writes them). */
async function csvLines(download: Download): Promise<string[]> {
  const text = await readFile((await download.path()) ?? '', 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text.slice(1).split('\r\n');
}

test('filters combined with AND, all in the URL: a reload keeps them, a bad range says why', async ({
  page,
  loginAs,
  api,
}) => {
  test.slow();
  await loginAs('admin');
  const table = await openDataTables(page);
  await expect(table.summary).toHaveText('Showing 1 to 10 of 10,000');

  await table.textFilter('Post', 'post', 'engineer');
  await table.textFilter('City', 'city', 'o');
  await table.rangeInput('Salary', 'min').fill('80000');
  await table.urlHas('salaryMin', '80000');
  await table.rangeInput('Age', 'max').fill('45');
  await table.urlHas('ageMax', '45');
  await table.pickDateRange('Start date', '2018-01-01', null);
  await table.urlHas('startDateFrom', '2018-01-01');
  await table.filter('Status', 'Current');
  await table.urlHas('status', 'current');
  await table.sortBy('Salary', 'descending');

  const query =
    'post=engineer&city=o&salaryMin=80000&ageMax=45&startDateFrom=2018-01-01&status=current&sortColumn=salary&sort=desc';
  const expected = await listRows(api, query);
  expect(expected.total).toBeGreaterThan(10);
  expect(expected.total).toBeLessThan(1000);
  await expect(table.rowHeaders).toHaveText(expected.invoices.map((row) => row.fullName));
  await expect(table.summary).toHaveText(`Showing 1 to 10 of ${expected.total}`);
  for (const row of await table.readRows()) {
    expect(row['Post']?.toLowerCase()).toContain('engineer');
    expect(row['Status']).toBe('Current');
  }

  // The link is the view.
  await page.reload();
  await expect(table.rowHeaders).toHaveText(
    expected.invoices.map((row) => row.fullName),
    { timeout: 15_000 },
  );
  await expect(table.region.getByRole('textbox', { name: 'Post', exact: true })).toHaveValue(
    'engineer',
  );
  await expect(table.rangeInput('Salary', 'min')).toHaveValue('80000');
  await expect(table.dateRangeEnd('Start date', 'from')).toContainText('1 Jan 2018');
  await expect(table.filterControl('Status')).toHaveValue('Current');

  // A maximum below the minimum is said by the field and not sent.
  await table.rangeInput('Salary', 'max').fill('5000');
  await expect(table.region.getByText('The maximum is below the minimum')).toBeVisible();
  await expect(table.rangeInput('Salary', 'max')).toHaveAttribute('aria-invalid', 'true');
  expect(new URL(page.url()).searchParams.get('salaryMax')).toBeNull();

  // Clear filters: every filter goes, sort stays.
  await table.region.getByRole('button', { name: dataTablesTexts.clearFilters }).click();
  await table.urlHas('post', null);
  await table.urlHas('salaryMin', null);
  await expect(table.summary).toHaveText('Showing 1 to 10 of 10,000');
  await expect(table.rangeInput('Salary', 'min')).toHaveValue('');
  await expect(table.region.getByRole('textbox', { name: 'Post', exact: true })).toHaveValue('');
});

test('column visibility, order and widths are kept after a reload, and reset', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  const table = await openDataTables(page);
  await expect(table.rowHeaders).toHaveCount(10);
  const original = [
    'Name',
    'Email',
    'Post',
    'City',
    'Start date',
    'Salary',
    'Age',
    'Experience',
    'Status',
  ];
  expect(await table.columns()).toEqual(original);

  await table.toggleColumn('Email');
  const dialog = await table.openArrange();
  await dialog.getByRole('button', { name: dataTablesTexts.moveUp('City') }).click();
  await dialog.getByRole('button', { name: dataTablesTexts.moveUp('City') }).click();
  await dialog.getByRole('button', { name: dataTablesTexts.moveDown('Name') }).click();
  const width = dialog.getByRole('spinbutton', { name: dataTablesTexts.width('Post') });
  await width.fill('320');
  await width.press('Enter');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const arranged = ['City', 'Name', 'Post', 'Start date', 'Salary', 'Age', 'Experience', 'Status'];
  expect(await table.columns()).toEqual(arranged);
  const postWidth = async () =>
    Math.round((await table.columnHeader('Post').boundingBox())?.width ?? 0);
  expect(Math.abs((await postWidth()) - 320)).toBeLessThanOrEqual(2);
  // Rows follow the headers.
  const firstRow = (await table.readRows())[0] ?? {};
  expect(Object.keys(firstRow)).toEqual(arranged);

  await page.reload();
  await expect(table.rowHeaders).toHaveCount(10, { timeout: 15_000 });
  expect(await table.columns()).toEqual(arranged);
  expect(Math.abs((await postWidth()) - 320)).toBeLessThanOrEqual(2);

  // Another user of this browser has the table's own columns: the choice is per user.
  const saved = await page.evaluate(() => window.localStorage.getItem('dataTableColumns'));
  expect(saved).toContain('"data-tables@1"');

  await table.columnsButton.click();
  await page.getByRole('menuitem', { name: dataTablesTexts.reset }).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => table.columns()).toEqual(original);
});

test('exports every filtered row, or the selection, as CSV', async ({ page, loginAs, api }) => {
  await loginAs('admin');
  const table = await openDataTables(page, `${PATH}?status=rejected&city=par&sortColumn=fullName`);
  const expected = await listRows(api, 'status=rejected&city=par&sortColumn=fullName&allData=true');
  expect(expected.total).toBeGreaterThan(10);
  await expect(table.summary).toHaveText(`Showing 1 to 10 of ${expected.total}`);

  const download = page.waitForEvent('download');
  await table.exportButton.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('data-table.csv');
  const lines = await csvLines(file);
  expect(lines[0]).toBe('Name,Email,Post,City,Start date,Salary,Age,Experience,Status');
  expect(lines).toHaveLength(expected.total + 1);
  lines.slice(1).forEach((line, index) => {
    const row = expected.allData[index];
    expect(line).toBe(
      [
        row?.fullName,
        row?.email,
        row?.post,
        row?.city,
        row?.startDate,
        row?.salary,
        row?.age,
        row?.experience,
        'Rejected',
      ].join(','),
    );
  });

  // The selection: a count in the bar, and only those rows in the file.
  const [first, second] = expected.allData;
  await table.selectRows(first?.fullName ?? '-', second?.fullName ?? '-');
  await expect(table.bulkBar.getByText('Selected: 2')).toBeVisible();
  const selected = page.waitForEvent('download');
  await table.bulkAction(dataTablesTexts.exportSelected);
  const selectedFile = await selected;
  expect(selectedFile.suggestedFilename()).toBe('data-table-selected.csv');
  const selectedLines = await csvLines(selectedFile);
  expect(selectedLines).toHaveLength(3);
  expect(selectedLines[1]).toContain(first?.email ?? '-');
  expect(selectedLines[2]).toContain(second?.email ?? '-');
});

test('the virtualized view scrolls all 10,000 rows to the last one, in the server order', async ({
  page,
  loginAs,
  api,
}) => {
  test.slow();
  await loginAs('admin');
  const table = await openDataTables(page, `${PATH}?sortColumn=age&sort=desc`);
  await expect(table.rowHeaders).toHaveCount(10);
  await table.virtualSwitch.check();
  await table.urlHas('virtual', 'true');
  const all = (await listRows(api, 'sortColumn=age&sort=desc&allData=true')).allData;
  expect(all).toHaveLength(10_000);
  await expect(table.rowHeaders.first()).toHaveText(all[0]?.fullName ?? '-', { timeout: 15_000 });
  // No page size or pages: one list, of which only the rows in view are drawn.
  await expect(table.pagination).toHaveCount(0);
  await expect(table.pageSize).toHaveCount(0);
  expect(await table.rowHeaders.count()).toBeLessThan(100);

  await table.scrollToEnd(all.at(-1)?.fullName ?? '-');
  expect(await table.rowHeaders.count()).toBeLessThan(100);
  // Every row drawn is of one height, the first one below the spacer too (but the list's last
  // row, which ends the table): a row entering the view while scrolling is at the size the
  // virtualizer expects, so a scroll step costs no re-measuring (docs/performance.md).
  const heights = await table.scroller
    .locator('tbody[data-index]')
    .evaluateAll((bodies) =>
      bodies.slice(0, -1).map((body) => body.getBoundingClientRect().height),
    );
  expect(heights.length).toBeGreaterThan(5);
  expect(new Set(heights).size).toBe(1);
  // The header stays in view over the scrolled rows.
  await expect(table.columnHeader('Name')).toBeInViewport();

  // The view is in the URL: a reload is still the one list.
  await page.reload();
  await expect(table.virtualSwitch).toBeChecked({ timeout: 15_000 });
  await expect(table.rowHeaders.first()).toHaveText(all[0]?.fullName ?? '-', { timeout: 15_000 });
});

test('a row expands to its detail with the keyboard, and folds back', async ({
  page,
  loginAs,
  api,
}) => {
  await loginAs('admin');
  const table = await openDataTables(page);
  const [first] = (await listRows(api, 'perPage=1')).invoices;
  const name = first?.fullName ?? '-';
  const button = table.detailsButton(name);
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const detailId = await button.getAttribute('aria-controls');
  const detail = page.locator(`[id="${detailId}"]`);
  await expect(detail).toBeVisible();
  await expect(detail.getByRole('term')).toHaveText([
    'ID',
    'Name',
    'Email',
    'Post',
    'City',
    'Start date',
    'Salary',
    'Age',
    'Experience',
    'Status',
  ]);
  await expect(detail).toContainText(first?.email ?? '-');
  await expect(detail).toContainText(`${first?.age} years`);
  await expect(detail).toContainText(`$${first?.salary.toLocaleString('en')}`);

  await page.keyboard.press('Space');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(detail).toHaveCount(0);
});

test.describe('a failing list', () => {
  test.use({
    allowedConsoleErrors: allowConsoleErrors(
      expectedConsoleErrors.serverError,
      expectedConsoleErrors.queryError,
    ),
  });

  test('says so where the rows were, and Try again brings them', async ({
    page,
    loginAs,
    mockApi,
  }) => {
    await loginAs('admin');
    await mockApi.failQuery({ path: '/api/datatables/data', message: 'Rows are down' });
    await openSignedIn(page, PATH, 'admin');
    const table = new DataTablesPage(page);
    await expect(table.region.getByText('Rows are down')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(table.rowHeaders).toHaveCount(10);
  });
});

test('no rows match: the empty state offers to clear the search', async ({ page, loginAs }) => {
  await loginAs('admin');
  const table = await openDataTables(page, `${PATH}?q=zzzz-nobody`);
  await expect(table.region.getByText('No records found')).toBeVisible();
  await table.region.getByRole('button', { name: 'Clear search' }).click();
  await expect(table.rowHeaders).toHaveCount(10);
});

test('every role that reads data tables opens the page from the menu', async ({
  page,
  loginAs,
}) => {
  await loginAs('client');
  await openSignedIn(page, '/dashboards/analytics', 'client');
  await page
    .getByRole('navigation', { name: en.mainMenu })
    .getByRole('link', { name: dataTablesTexts.title })
    .click();
  await expect(page).toHaveURL(pathIs(PATH));
  await expect(new DataTablesPage(page).rowHeaders).toHaveCount(10);
});
