import { expect, inEachLook, test } from './fixtures';
import { openSignedIn } from './helpers';
import { DataTablesPage } from './pages/data-tables-page';

const PATH = '/tables/data-table';

// The table as it opens is checked with every menu page (pages.a11y.spec.ts).
test('data tables: filters, a selection and an open row, the arrange dialog, the virtualized view', async ({
  page,
  loginAs,
}) => {
  // Three full-page checks of a wide table in two looks: slow on a loaded machine.
  test.setTimeout(240_000);
  await loginAs('admin');
  await inEachLook(page, async (check) => {
    await openSignedIn(page, `${PATH}?status=current&ageMin=30`, 'admin');
    const table = new DataTablesPage(page);
    await expect(table.rowHeaders).toHaveCount(10);
    const name = (await table.rowHeaders.first().textContent()) ?? '-';
    await table.detailsButton(name).click();
    await table.selectRows(name);
    await expect(table.bulkBar).toBeVisible();
    await check(`${PATH}, filtered, a row selected and open`);
    const dialog = await table.openArrange();
    await check(`${PATH} arrange dialog`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await table.virtualSwitch.check();
    await expect(table.pagination).toHaveCount(0);
    await expect(table.rowHeaders.first()).toBeVisible();
    await check(`${PATH} virtualized`);
  });
});
