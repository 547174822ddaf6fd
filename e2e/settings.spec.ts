import { expect, readStorage, test } from './fixtures';
import { en, expectSignedInShell, openSignedIn, pathIs } from './helpers';

test('the dark skin and right-to-left direction survive a reload', async ({ page, loginAs }) => {
  await loginAs('admin');
  await openSignedIn(page, '/access-control', 'admin');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(html).toHaveAttribute('dir', 'ltr');

  await page.getByRole('button', { name: en.toDark }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('button', { name: en.toLight })).toBeVisible();
  await expect.poll(() => readStorage(page, ['skin'])).toEqual({ skin: 'dark' });

  await page.getByRole('button', { name: en.toRtl }).click();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: en.toLtr })).toBeVisible();
  await expect.poll(() => readStorage(page, ['direction'])).toEqual({ direction: 'rtl' });

  await page.reload();
  await expectSignedInShell(page, 'admin');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: en.toLight })).toBeVisible();
  await expect(page.getByRole('button', { name: en.toLtr })).toBeVisible();

  // And back: both switches undo themselves and persist the default again.
  await page.getByRole('button', { name: en.toLight }).click();
  await page.getByRole('button', { name: en.toLtr }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect
    .poll(() => readStorage(page, ['skin', 'direction']))
    .toEqual({ skin: 'light', direction: 'ltr' });
});

test('the skin switch of the sign-in page persists too', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: en.toDark }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('button', { name: en.toLight })).toBeVisible();
});

test('corrupted settings in localStorage still load the sign-in page with defaults', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => {
    try {
      window.localStorage.setItem('userData', '{not json');
      window.localStorage.setItem('skin', '"purple"');
      window.localStorage.setItem('direction', '42');
      window.localStorage.setItem('menuCollapsed', 'maybe');
      window.localStorage.setItem('i18nextLng', 'xx');
    } catch {
      // about:blank has no storage.
    }
  });
  await page.goto('/');

  await expect(page).toHaveURL(pathIs('/login'));
  await expect(page.getByRole('heading', { name: en.loginTitle })).toBeVisible();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(page.getByRole('button', { name: en.toDark })).toBeVisible();
  await expect(page.getByRole('combobox', { name: en.language })).toHaveValue('en');
  // The form works: a wrong value in storage never breaks the page.
  await expect(page.getByRole('button', { name: en.signIn, exact: true })).toBeEnabled();
});
