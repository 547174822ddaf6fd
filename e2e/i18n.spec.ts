import { allowConsoleErrors, expect, expectedConsoleErrors, readStorage, test } from './fixtures';
import { en, openSignedIn, text, translations } from './helpers';

const isLocaleFile = (url: string, lng: string) => new URL(url).pathname === `/locales/${lng}.json`;

test('the navbar language menu switches to French and it survives a reload', async ({
  page,
  request,
  loginAs,
}) => {
  const fr = await translations(request, 'fr');
  await loginAs('admin');
  await openSignedIn(page, '/access-control', 'admin');

  const loaded = page.waitForResponse((response) => isLocaleFile(response.url(), 'fr'));
  await page.getByRole('button', { name: en.language }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  expect((await loaded).status()).toBe(200);

  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const frenchTitle = page.getByRole('heading', {
    name: text(fr, 'accessControl.title'),
    level: 1,
  });
  await expect(frenchTitle).toBeVisible();
  await expect(page.getByRole('button', { name: text(fr, 'layout.language') })).toBeVisible();
  await expect.poll(() => readStorage(page, ['i18nextLng'])).toEqual({ i18nextLng: 'fr' });

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(frenchTitle).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: text(fr, 'layout.mainMenu') }).getByRole('link', {
      name: text(fr, 'nav.accessControl'),
    }),
  ).toBeVisible();
  await expect.poll(() => readStorage(page, ['i18nextLng'])).toEqual({ i18nextLng: 'fr' });
});

test('the sign-in page language select switches to French and it survives a reload', async ({
  page,
  request,
}) => {
  const fr = await translations(request, 'fr');
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: en.loginTitle })).toBeVisible();

  await page.getByRole('combobox', { name: en.language }).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const frenchTitle = page.getByRole('heading', { name: text(fr, 'auth.login.title') });
  await expect(frenchTitle).toBeVisible();
  await expect(page.getByRole('button', { name: text(fr, 'auth.login.submit') })).toBeVisible();
  await expect.poll(() => readStorage(page, ['i18nextLng'])).toEqual({ i18nextLng: 'fr' });

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(frenchTitle).toBeVisible();
  await expect(page.getByRole('combobox', { name: text(fr, 'layout.language') })).toHaveValue('fr');
});

test('the ?lng=de query parameter picks German', async ({ page, request }) => {
  const de = await translations(request, 'de');
  await page.goto('/login?lng=de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: text(de, 'auth.login.title') })).toBeVisible();
  await expect(page.getByRole('combobox', { name: text(de, 'layout.language') })).toHaveValue('de');
  await expect.poll(() => readStorage(page, ['i18nextLng'])).toEqual({ i18nextLng: 'de' });
});

test.describe('a language file that fails to load', () => {
  // The routed pt.json answers 500 on purpose; chromium logs each attempt as a failed resource.
  test.use({ allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.serverError) });

  test('falls back to English and does not block the app', async ({ page, loginAs }) => {
    await page.route('**/locales/pt.json', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'broken on purpose' }),
    );
    await loginAs('admin');
    await openSignedIn(page, '/access-control', 'admin');

    const failed = page.waitForResponse((response) => isLocaleFile(response.url(), 'pt'));
    await page.getByRole('button', { name: en.language }).click();
    await page.getByRole('menuitem', { name: 'Português' }).click();
    expect((await failed).status()).toBe(500);

    const heading = page.getByRole('heading', { name: en.accessControl, level: 1 });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('button', { name: en.language })).toBeVisible();
    await expect(page.getByText('What you can do')).toBeVisible();

    // Still usable: the menu navigates, in English.
    await page
      .getByRole('navigation', { name: en.mainMenu })
      .getByRole('link', { name: en.mockApi })
      .click();
    await expect(page.getByRole('heading', { name: en.mockApi, level: 1 })).toBeVisible();
  });
});
