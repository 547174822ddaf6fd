import type { Page } from '@playwright/test';
import { expect, readStorage, test } from './fixtures';
import { en, expectSignedInShell, openSignedIn } from './helpers';
import {
  appNavbar,
  backgroundLuminance,
  choose,
  closeCustomizer,
  openCustomizer,
} from './layout-helpers';

const persisted = ['skin', 'direction', 'menuCollapsed'] as const;

const sidebarMenu = (page: Page) => page.getByRole('navigation', { name: en.mainMenu });

test('the customizer opens from the navbar and applies every skin live', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  await openSignedIn(page, '/access-control', 'admin');
  const html = page.locator('html');
  const main = page.getByRole('main');

  const dialog = await openCustomizer(page);
  await expect(dialog.getByRole('radio', { name: 'Light', exact: true })).toBeChecked();

  await choose(dialog, 'Skin', 'Dark');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('button', { name: en.toLight })).toBeVisible();
  await expect.poll(() => backgroundLuminance(main)).toBeLessThan(0.1);
  await expect.poll(() => readStorage(page, ['skin'])).toEqual({ skin: 'dark' });

  await choose(dialog, 'Skin', 'Bordered');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(html).toHaveAttribute('data-skin', 'bordered');
  await expect.poll(() => backgroundLuminance(main)).toBeGreaterThan(0.8);
  await expect.poll(() => readStorage(page, ['skin'])).toEqual({ skin: 'bordered' });

  // Semi dark: a dark sidebar next to light content.
  await choose(dialog, 'Skin', 'Semi dark');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(html).toHaveAttribute('data-skin', 'semi-dark');
  await expect.poll(() => backgroundLuminance(sidebarMenu(page))).toBeLessThan(0.1);
  await expect.poll(() => backgroundLuminance(main)).toBeGreaterThan(0.8);
  await expect.poll(() => readStorage(page, ['skin'])).toEqual({ skin: 'semi-dark' });

  await closeCustomizer(page);
  await page.reload();
  await expectSignedInShell(page, 'admin');
  await expect(html).toHaveAttribute('data-skin', 'semi-dark');
  await expect.poll(() => backgroundLuminance(sidebarMenu(page))).toBeLessThan(0.1);
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1920, height: 900 } });

  test('content width, navbar and footer types apply live', async ({ page, loginAs }) => {
    await loginAs('admin');
    await openSignedIn(page, '/access-control', 'admin');
    const mainWidth = async () => (await page.getByRole('main').boundingBox())?.width ?? 0;

    const dialog = await openCustomizer(page);
    await expect(dialog.getByRole('radio', { name: 'Boxed' })).toBeChecked();
    // Boxed: the content stops at 1440px however wide the window.
    await expect.poll(mainWidth).toBeLessThanOrEqual(1440);
    await choose(dialog, 'Content width', 'Full width');
    await expect.poll(mainWidth).toBeGreaterThan(1440);
    await choose(dialog, 'Content width', 'Boxed');
    await expect.poll(mainWidth).toBeLessThanOrEqual(1440);

    await choose(dialog, 'Navbar type', 'Hidden');
    await expect(appNavbar(page)).toHaveCount(0);
    await choose(dialog, 'Navbar type', 'Static');
    await expect(appNavbar(page)).toBeVisible();

    await choose(dialog, 'Footer type', 'Hidden');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await choose(dialog, 'Footer type', 'Sticky');
    await expect(page.getByRole('contentinfo')).toBeInViewport({ ratio: 1 });
  });
});

test('Reset restores the defaults, in the page and in localStorage', async ({ page, loginAs }) => {
  await loginAs('admin');
  await openSignedIn(page, '/access-control', 'admin');
  const html = page.locator('html');
  expect(await readStorage(page, persisted)).toEqual({
    skin: null,
    direction: null,
    menuCollapsed: null,
  });

  const dialog = await openCustomizer(page);
  await choose(dialog, 'Skin', 'Dark');
  await dialog.getByRole('switch', { name: 'Collapsed menu' }).check();
  await dialog.getByRole('switch', { name: 'Right-to-left (RTL)' }).check();
  await choose(dialog, 'Menu layout', 'Horizontal');
  await choose(dialog, 'Content width', 'Full width');
  await choose(dialog, 'Navbar type', 'Hidden');
  await choose(dialog, 'Footer type', 'Hidden');

  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(appNavbar(page)).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('button', { name: en.collapseMenu })).toHaveCount(0);
  await expect
    .poll(() => readStorage(page, persisted))
    .toEqual({ skin: 'dark', direction: 'rtl', menuCollapsed: 'true' });

  await dialog.getByRole('button', { name: en.resetCustomizer }).click();

  for (const [group, option] of [
    ['Skin', 'Light'],
    ['Menu layout', 'Vertical'],
    ['Content width', 'Boxed'],
    ['Navbar type', 'Floating'],
    ['Footer type', 'Static'],
  ] as const) {
    await expect(
      dialog.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option }),
    ).toBeChecked();
  }
  await expect(dialog.getByRole('switch', { name: 'Collapsed menu' })).not.toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Right-to-left (RTL)' })).not.toBeChecked();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(appNavbar(page)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('button', { name: en.collapseMenu })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(sidebarMenu(page).getByRole('link', { name: en.accessControl })).toBeVisible();
  await expect
    .poll(() => readStorage(page, persisted))
    .toEqual({ skin: 'light', direction: 'ltr', menuCollapsed: 'false' });

  await closeCustomizer(page);
  await page.reload();
  await expectSignedInShell(page, 'admin');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('button', { name: en.collapseMenu })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
