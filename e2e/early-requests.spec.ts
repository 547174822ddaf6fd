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

// The early script asks only where the route's guard lets the page open (the route table's
// feature, subject and action): a client opening the users list, and a backend that does not
// serve the dashboards, see no request of the page's; the console guard would fail on a 403.
test('a page its guard refuses is asked for nothing early: a role without read, a feature not served', async ({
  page,
  loginAs,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(users\/list|dashboard\/overview)/.test(request.url())) asked.push(request.url());
  });
  await loginAs('client');
  await page.goto('/apps/users');
  await expect(page).toHaveURL(/\/not-authorized$/);
  expect(await page.evaluate(() => window.earlyRequests?.size)).toBe(0);

  // The admin reads everything: only the feature stops the dashboard's first request.
  const admin = await loginAs('admin');
  await page.evaluate((auth) => {
    localStorage.setItem('userData', JSON.stringify(auth.userData));
    localStorage.setItem('accessToken', auth.accessToken);
    localStorage.setItem('refreshToken', auth.refreshToken);
  }, admin);
  await page.route('**/config.json', (route) => route.fulfill({ json: { features: ['users'] } }));
  await page.goto('/dashboards/analytics');
  await expect(page).toHaveURL(/\/not-authorized$/);
  expect(await page.evaluate(() => window.earlyRequests?.size)).toBe(0);
  expect(asked).toEqual([]);
});
