import type { Locator, Page } from '@playwright/test';
import { expect, presetStorage, readStorage, test } from './fixtures';
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
const menuBar = (page: Page) => page.getByRole('menubar', { name: en.mainMenu });

const radio = (dialog: Locator, group: string, option: string) =>
  dialog.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true });

/** The settings kept under `uiSettings` at their specification defaults. */
const defaultOtherSettings = {
  layoutType: 'vertical',
  contentWidth: 'boxed',
  navbarType: 'floating',
  navbarColor: 'white',
  footerType: 'static',
  menuHidden: false,
  toastPosition: 'top-right',
  scrollTop: true,
};

const storedOtherSettings = async (page: Page): Promise<unknown> =>
  JSON.parse((await readStorage(page, ['uiSettings'])).uiSettings ?? 'null');

/** After Reset: the specification's keys hold the defaults, and so does the page after a reload. */
async function reloadAfterReset(page: Page) {
  await expect
    .poll(() => readStorage(page, persisted))
    .toEqual({ skin: 'light', direction: 'ltr', menuCollapsed: 'false' });
  await closeCustomizer(page);
  await page.reload();
  await expectSignedInShell(page, 'admin');
  await expect(sidebarMenu(page).getByRole('link', { name: en.accessControl })).toBeVisible();
}

/** Every customizer control shows the specification's default. */
async function expectDefaultsChosen(dialog: Locator) {
  for (const [group, option] of [
    ['Skin', 'Light'],
    ['Navbar colour', 'White'],
    ['Menu layout', 'Vertical'],
    ['Content width', 'Boxed'],
    ['Navbar type', 'Floating'],
    ['Footer type', 'Static'],
  ] as const) {
    await expect(radio(dialog, group, option)).toBeChecked();
  }
  await expect(dialog.getByRole('switch', { name: 'Right-to-left (RTL)' })).not.toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Collapsed menu' })).not.toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Hidden menu' })).not.toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Scroll-to-top button' })).toBeChecked();
  await expect(dialog.getByRole('combobox', { name: 'Notification position' })).toHaveValue(
    'top-right',
  );
}

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

  test('every choice survives a reload, and Reset returns all of them to the defaults', async ({
    page,
    loginAs,
  }) => {
    // Eight choices, two reloads and a reset in one flow: more than 30 s on a busy machine.
    test.slow();
    await loginAs('admin');
    await openSignedIn(page, '/access-control', 'admin');
    const mainWidth = async () => (await page.getByRole('main').boundingBox())?.width ?? 0;
    const navbarLuminance = () => backgroundLuminance(appNavbar(page));

    let dialog = await openCustomizer(page);
    // Hidden menu first: the horizontal layout disables it.
    await dialog.getByRole('switch', { name: 'Hidden menu' }).check();
    await choose(dialog, 'Menu layout', 'Horizontal');
    await choose(dialog, 'Content width', 'Full width');
    await radio(dialog, 'Navbar colour', 'Primary').click();
    await expect(radio(dialog, 'Navbar colour', 'Primary')).toBeChecked();
    await choose(dialog, 'Navbar type', 'Sticky');
    await choose(dialog, 'Footer type', 'Hidden');
    await dialog.getByRole('switch', { name: 'Scroll-to-top button' }).uncheck();
    await dialog
      .getByRole('combobox', { name: 'Notification position' })
      .selectOption({ label: 'Bottom left' });
    const chosen = {
      layoutType: 'horizontal',
      contentWidth: 'full',
      navbarType: 'sticky',
      navbarColor: 'brand',
      footerType: 'hidden',
      menuHidden: true,
      toastPosition: 'bottom-left',
      scrollTop: false,
    };
    await expect.poll(() => storedOtherSettings(page)).toEqual(chosen);
    await closeCustomizer(page);

    await page.reload();
    await expectSignedInShell(page, 'admin');
    await expect(menuBar(page)).toBeVisible();
    await expect(page.getByRole('button', { name: en.collapseMenu })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect.poll(mainWidth).toBeGreaterThan(1440);
    // The primary navbar is a filled colour, far darker than the white default.
    await expect.poll(navbarLuminance).toBeLessThan(0.5);
    expect(await storedOtherSettings(page)).toEqual(chosen);

    dialog = await openCustomizer(page);
    for (const [group, option] of [
      ['Menu layout', 'Horizontal'],
      ['Content width', 'Full width'],
      ['Navbar colour', 'Primary'],
      ['Navbar type', 'Sticky'],
      ['Footer type', 'Hidden'],
    ] as const) {
      await expect(radio(dialog, group, option)).toBeChecked();
    }
    await expect(dialog.getByRole('switch', { name: 'Hidden menu' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Scroll-to-top button' })).not.toBeChecked();
    await expect(dialog.getByRole('combobox', { name: 'Notification position' })).toHaveValue(
      'bottom-left',
    );

    await dialog.getByRole('button', { name: en.resetCustomizer }).click();
    await expectDefaultsChosen(dialog);
    await expect(menuBar(page)).toHaveCount(0);
    await expect(sidebarMenu(page).getByRole('link', { name: en.accessControl })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect.poll(mainWidth).toBeLessThanOrEqual(1440);
    await expect.poll(navbarLuminance).toBeGreaterThan(0.8);
    await expect.poll(() => storedOtherSettings(page)).toEqual(defaultOtherSettings);
    await reloadAfterReset(page);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectDefaultsChosen(await openCustomizer(page));
  });
});

test('a corrupted stored setting falls back to its default, the valid ones still apply', async ({
  page,
  context,
  loginAs,
}) => {
  await loginAs('admin');
  await presetStorage(context, {
    uiSettings: JSON.stringify({
      layoutType: 'diagonal',
      navbarColor: 'purple',
      contentWidth: 42,
      footerType: 'hidden',
    }),
  });
  await openSignedIn(page, '/access-control', 'admin');

  // Valid: the footer stays hidden. Invalid: the vertical layout and the white navbar.
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(sidebarMenu(page).getByRole('link', { name: en.accessControl })).toBeVisible();
  await expect.poll(() => backgroundLuminance(appNavbar(page))).toBeGreaterThan(0.8);
  const dialog = await openCustomizer(page);
  await expect(radio(dialog, 'Footer type', 'Hidden')).toBeChecked();
  await expect(radio(dialog, 'Menu layout', 'Vertical')).toBeChecked();
  await expect(radio(dialog, 'Navbar colour', 'White')).toBeChecked();
  await expect(radio(dialog, 'Content width', 'Boxed')).toBeChecked();
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
  await reloadAfterReset(page);
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('button', { name: en.collapseMenu })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
