import type { Page } from '@playwright/test';
import { expect, forEachLook, inEachLook, test, type Look } from './fixtures';
import { en, homePath, openSignedIn } from './helpers';

/** The analytics dashboard with every card and chart (the admin reads them all). */
async function openDashboardWithCharts(page: Page) {
  await openSignedIn(page, homePath, 'admin');
  await expect(page.getByRole('heading', { name: en.analytics, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Invoiced amount by status' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Users by status' })).toBeVisible();
}

// Light left to right and dark right to left are checked with every menu page
// (pages.a11y.spec.ts); the dashboard, the first page seen, in the other skins too.
const otherLooks: (Look & { name: string })[] = [
  { name: 'semi-dark skin', skin: 'semi-dark', direction: 'ltr' },
  { name: 'bordered skin', skin: 'bordered', direction: 'ltr' },
  { name: 'right-to-left', skin: 'light', direction: 'rtl' },
];

forEachLook(({ name }) => {
  test(`dashboard (admin: every card and chart), ${name}`, async ({
    page,
    loginAs,
    expectAccessible,
  }) => {
    await loginAs('admin');
    await openDashboardWithCharts(page);
    await expectAccessible(homePath);
  });
}, otherLooks);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('dashboard (admin: every card and chart), 390px wide', async ({ page, loginAs }) => {
    test.setTimeout(120_000);
    await loginAs('admin');
    await inEachLook(page, async (check) => {
      await openDashboardWithCharts(page);
      await check(`${homePath} (390px)`);
    });
  });
});
