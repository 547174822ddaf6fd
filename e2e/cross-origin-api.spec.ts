import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { en, homePath, pathIs, signInThroughForm } from './helpers';
import { DataTablePage } from './pages/data-table-page';

/**
 * One build, any backend (docs/running.md): the page is served from `localhost` and its
 * config.json points the API at the same server under another name, so every call is a CORS call.
 * Those calls carry no mock-session cookie, so they use the demo database: this test only reads.
 */
// The config.json here is the browser's own, not the server's: the server's policy (connect-src:
// its own origin and the ones its config.json names) does not know of the other origin, as a host
// that replaced config.json without the policy would not (docs/running.md, "Security headers").
// Serving the page through a route to add it would make Chrome treat the page as public and
// refuse its calls to the loopback API; this test is about CORS, so the policy is left out.
test.use({ bypassCSP: true });

test('a build whose config.json names an API on another origin signs in and loads a list', async ({
  page,
  baseURL,
}) => {
  const api = new URL(baseURL ?? '');
  api.hostname = '127.0.0.1';
  await page.route('**/config.json', (route) =>
    route.fulfill({ json: { apiUrl: api.origin, auth: { host: api.origin } } }),
  );
  const apiCalls: Request[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(api|apps|jwt)\//.test(pathname) && request.resourceType() !== 'document')
      apiCalls.push(request);
  });

  await page.goto('/login');
  await signInThroughForm(page, 'admin');
  await expect(page).toHaveURL(pathIs(homePath));
  await expect(page.getByRole('heading', { name: en.analytics, level: 1 })).toBeVisible();

  // A new page load reads config.json again and keeps the session.
  await page.goto('/apps/users');
  const table = new DataTablePage(page, 'List of users');
  await expect(table.rows.first()).toBeVisible();

  expect(apiCalls.length).toBeGreaterThan(1);
  for (const request of apiCalls) {
    expect(new URL(request.url()).origin, request.url()).toBe(api.origin);
  }
  const list = apiCalls.find((request) => request.url().includes('/api/users/list/data'));
  const headers = await list?.allHeaders();
  expect(headers?.authorization).toMatch(/^Bearer /);
  expect(headers?.cookie).toBeUndefined();
  const response = await list?.response();
  expect(await response?.headerValue('access-control-allow-origin')).toBe(
    new URL(baseURL ?? '').origin,
  );
});
