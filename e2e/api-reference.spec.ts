import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openSignedIn } from './helpers';

/**
 * The renderer is 1 MB of script (gzip) to parse before the first heading: on a loaded machine
 * that takes longer than a dashboard page's `referenceLoad`.
 */
const referenceLoad = { timeout: 30_000 } as const;

// The API reference page (api-reference.html, docs/api-reference.md): Scalar's renderer over the
// OpenAPI documents the mock serves, on a page of its own.

/** Every request the page makes that leaves its origin (fonts, telemetry, a proxy, an agent). */
function requestsLeavingOrigin(page: Page, origin: string): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.origin !== origin) outside.push(request.url());
  });
  return outside;
}

async function openReference(page: Page, query = '') {
  await page.goto(`/api-reference.html${query}`);
  // Scalar's bundle is megabytes: its first render can take a while on a busy machine.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(referenceLoad);
}

test('the API reference shows the API document, with nothing fetched from outside', async ({
  page,
  baseURL,
}, testInfo) => {
  const outside = requestsLeavingOrigin(page, new URL(baseURL ?? '').origin);
  const document = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/openapi.json',
  );
  await openReference(page);
  expect((await document).status()).toBe(200);
  await expect(page).toHaveTitle('Admin dashboard API · API reference · Admin Dashboard');
  await expect(page.getByRole('heading', { name: 'Admin dashboard API', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'API', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // A known operation, from the sidebar: the users list.
  const sidebar = page.locator('.t-doc__sidebar');
  await sidebar.getByRole('button', { name: 'Users Open Group' }).click();
  const operation = sidebar.getByRole('button', { name: /One page of users/ });
  await operation.click();
  await expect(
    page.getByRole('heading', { name: /One page of users, with the counts/ }),
  ).toBeVisible();
  await expect(page.getByText('/api/users/list/data').first()).toBeVisible();

  await page.screenshot({ path: testInfo.outputPath('api-reference-light.png') });
  await page.waitForLoadState('networkidle');
  expect(outside, 'requests that left the origin').toEqual([]);
});

test('the control API document is the second tab, and the page follows the dark skin', async ({
  page,
  baseURL,
}, testInfo) => {
  const outside = requestsLeavingOrigin(page, new URL(baseURL ?? '').origin);
  await page.addInitScript(() => localStorage.setItem('skin', 'dark'));
  await openReference(page, '?doc=mock-control');
  await expect(
    page.getByRole('heading', { name: 'Mock API control (test tooling)', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mock control API (test tooling)' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.locator('body')).toHaveClass(/dark-mode/);
  await expect(page.getByText('/__mock/reset').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('api-reference-dark.png') });

  // Back to the API document from the header.
  await page.getByRole('link', { name: 'API', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Admin dashboard API', level: 1 })).toBeVisible(
    referenceLoad,
  );
  await page.waitForLoadState('networkidle');
  expect(outside, 'requests that left the origin').toEqual([]);
});

test('the Mock API page links to the API reference', async ({ page, loginAs }) => {
  await loginAs('admin');
  await openSignedIn(page, '/mock-api', 'admin');
  const section = page.getByRole('region', { name: 'API reference' });
  await expect(section.getByRole('link', { name: 'Control API reference' })).toHaveAttribute(
    'href',
    '/api-reference.html?doc=mock-control',
  );
  await section.getByRole('link', { name: 'API reference', exact: true }).click();
  await expect(page).toHaveURL(/\/api-reference\.html$/);
  await expect(page.getByRole('heading', { name: 'Admin dashboard API', level: 1 })).toBeVisible(
    referenceLoad,
  );
});
