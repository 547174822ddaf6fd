import { expect, test } from './fixtures';
import { DataTablePage } from './pages/data-table-page';

/** The users list's first page as the plain URL asks for it (src/app/first-requests.ts). */
const FIRST_PAGE = /\/api\/users\/list\/data\?page=1&perPage=10&sort=asc$/;
const FRAMEWORK = /\/assets\/framework-[\w-]+\.js$/;

// index.html's early script asks for the page's first data with its code (docs/architecture.md,
// "Boot"): the request goes before the framework has even arrived, and the app takes its answer
// instead of asking again.
test("a signed-in page's first data is asked for before the framework arrives, and once", async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (FIRST_PAGE.test(request.url())) sent.push(request.url());
  });
  // The framework's file is held until the list's request has gone: a request only the app
  // could send would never go while it is held, and the wait below gives up.
  const listAsked = page.waitForRequest(FIRST_PAGE, { timeout: 15_000 }).then(
    () => true,
    () => false,
  );
  await page.route(FRAMEWORK, async (route) => {
    await listAsked;
    await route.continue();
  });

  await page.goto('/apps/users');
  await expect(new DataTablePage(page, 'List of users').rows).toHaveCount(10);
  expect(await listAsked, 'the list was asked for before the framework arrived').toBe(true);
  expect(sent, 'the first page was asked for once').toHaveLength(1);
  // The early answer was taken by the app.
  expect(await page.evaluate(() => window.earlyRequests?.size)).toBe(0);
});
