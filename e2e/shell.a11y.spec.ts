import { expect, inEachLook, test } from './fixtures';
import { en, openSignedIn, pageLoad } from './helpers';
import { choose, closeCustomizer, openCustomizer } from './layout-helpers';
import { NotificationBell } from './pages/notification-bell';

// The chrome around every page beyond its plain state (pages.a11y.spec.ts): the horizontal
// menu, the notifications menu and the search dialog, each in both looks. The menus and the
// dialog are drawn over the page alike in either layout.
test('shell: the horizontal layout, the notifications menu, the search dialog', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(180_000);
  await loginAs('admin');
  await inEachLook(page, async (check) => {
    await openSignedIn(page, '/mock-api', 'admin');
    await expect(page.getByRole('heading', { name: en.mockApi, level: 1 })).toBeVisible(pageLoad);
    const customizer = await openCustomizer(page);
    await choose(customizer, 'Menu layout', 'Horizontal');
    await closeCustomizer(page);
    await expect(page.getByRole('menubar', { name: en.mainMenu })).toBeVisible();
    await check('/mock-api (horizontal layout)');

    const bell = new NotificationBell(page);
    await bell.open();
    await check('the notifications menu');
    await page.keyboard.press('Escape');
    await expect(bell.menu).toBeHidden();

    await page.keyboard.press('Control+KeyK');
    const dialog = page.getByRole('dialog', { name: en.searchDialog });
    await expect(dialog.getByRole('combobox', { name: en.searchDialog })).toBeFocused();
    await check('search dialog');
  });
});
