import { readFileSync } from 'node:fs';
import path from 'node:path';
import { operationsNeeded } from '../src/app/features';
import type { FeatureId } from '../src/lib/features/feature-ids';
import { expect, test } from './fixtures';
import { en, pageLoad, signInThroughForm, userMenuName } from './helpers';

/**
 * A backend that serves sign-in, users, roles, permissions and todo only, declared in config.json
 * (docs/running.md, `features`): the dashboard calls nothing else and logs no error.
 */
const declared: readonly FeatureId[] = ['users', 'roles', 'permissions', 'todo'];

type Operation = { id: string; method: string; path: RegExp };

/** Every operation of the contract, with a pattern of its path (`{id}` matches one segment). */
function contractOperations(): Operation[] {
  const document = JSON.parse(readFileSync(path.resolve('docs/openapi.json'), 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  return Object.entries(document.paths).flatMap(([template, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) =>
      operation.operationId
        ? [
            {
              id: operation.operationId,
              method: method.toUpperCase(),
              path: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
            },
          ]
        : [],
    ),
  );
}

const apiPath = /^\/(api|apps|jwt)\//;

test('a backend that serves part of the API: only its features are shown and called', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.route('**/config.json', (route) => route.fulfill({ json: { features: declared } }));
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The API's calls (fetch, and the event stream's); page navigations to /apps/… are documents.
    if (request.resourceType() === 'document' || !apiPath.test(url.pathname)) return;
    calls.push(`${request.method()} ${url.pathname}`);
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  // Sign in as the admin, who may open everything: the landing page is the first declared app.
  await page.goto('/login');
  await signInThroughForm(page, 'admin');
  await expect(page).toHaveURL(/\/apps\/todo$/, pageLoad);
  await expect(page.getByRole('button', { name: userMenuName('admin') })).toBeVisible();

  // The menu lists the declared apps only.
  const menu = page.getByRole('navigation', { name: en.mainMenu });
  await expect(menu.getByRole('link')).toHaveText(['Todo', 'Users', 'Roles', 'Permissions']);
  // No bell, no bookmarks bar, no cart: only the search stays in the navbar.
  await expect(page.getByRole('button', { name: /notifications/i })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Bookmarks' })).toHaveCount(0);

  // Each declared app opens.
  for (const [name, url] of [
    ['Users', /\/apps\/users$/],
    ['Roles', /\/apps\/roles$/],
    ['Permissions', /\/apps\/permissions$/],
    ['Todo', /\/apps\/todo$/],
  ] as const) {
    await menu.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(url);
    // With no live stream open, the page is idle once its own calls are answered.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('main')).not.toBeEmpty();
  }

  // A user's page: no Activity tab (the audit log is not served).
  await menu.getByRole('link', { name: 'Users', exact: true }).click();
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/apps\/users\/\d+$/);
  await expect(page.getByRole('tab', { name: 'Security' })).toBeVisible(pageLoad);
  await expect(page.getByRole('tab', { name: 'Activity' })).toHaveCount(0);

  // The search offers the menu's pages, and asks the API for no records.
  await page.getByRole('button', { name: en.search }).click();
  const search = page.getByRole('combobox', { name: 'Search pages and records' });
  await search.fill('ro');
  await expect(page.getByRole('gridcell', { name: 'Roles' })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'Email' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The account menu has no link to the account page (its API is not served).
  await page.getByRole('button', { name: userMenuName('admin') }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'My account' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // An undeclared app's address is a page the user may not open, and calls nothing.
  await page.goto('/dashboards/analytics');
  await expect(page).toHaveURL(/\/not-authorized$/, pageLoad);
  await page.waitForLoadState('networkidle');

  const operations = contractOperations();
  const needed = operationsNeeded(declared);
  const outside = calls.filter((call) => {
    const [method, pathname] = call.split(' ');
    const operation = operations.find((op) => op.method === method && op.path.test(pathname ?? ''));
    return !operation || !needed.has(operation.id);
  });
  expect(calls.length).toBeGreaterThan(0);
  expect(outside).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
