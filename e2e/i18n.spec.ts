import {
  allowConsoleErrors,
  expect,
  expectedConsoleErrors,
  presetStorage,
  readStorage,
  test,
} from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { en, isBookmarksCall, openSignedIn, text, translations } from './helpers';

/** A production build's language file for a page or a part of one: `/locales/{lng}/…`. */
/**
 * Opens `path` once its navbar is full: the bookmarks answered and drawn (they come after the
 * page's content), so what the trail is given is the room it keeps.
 */
async function openWithFullNavbar(page: Page, path: string, todoLabel: string) {
  const bookmarks = page.waitForResponse((response) => isBookmarksCall(response.url()));
  await page.goto(path);
  await bookmarks;
  await expect(page.getByRole('banner').getByRole('link', { name: todoLabel })).toBeVisible();
}

const isLocaleFile = (url: string, lng: string) =>
  new URL(url).pathname.startsWith(`/locales/${lng}/`);

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
  const frenchButton = page.getByRole('button', { name: text(fr, 'layout.language') });
  await expect(frenchButton).toBeVisible();
  await expect.poll(() => readStorage(page, ['i18nextLng'])).toEqual({ i18nextLng: 'fr' });

  // The menu opens again (it opened once per page load): back to English, then by Enter to French.
  await frenchButton.click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const englishButton = page.getByRole('button', { name: en.language });
  await englishButton.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
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
  // The routed pt files answer 500 on purpose; chromium logs each attempt as a failed resource.
  test.use({ allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.serverError) });

  test('falls back to English and does not block the app', async ({ page, loginAs }) => {
    await page.route('**/locales/pt/**', (route) =>
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

test('Portuguese right to left: no button label is cut, in the narrowest shop card or the navbar, and the trail stays in its room', async ({
  page,
  context,
  loginAs,
  request,
}) => {
  await presetStorage(context, { i18nextLng: 'pt', direction: 'rtl' });
  await loginAs('admin');
  // 1920 px gives the shop's grid cards of its 264 px minimum (seven columns of the same width);
  // 1024 px leaves the navbar 716 px beside the sidebar.
  await page.setViewportSize({ width: 1920, height: 900 });
  const pt = await translations(request, 'pt');
  await openWithFullNavbar(page, '/apps/ecommerce/shop', text(pt, 'nav.todo'));
  const addToCart = page
    .getByRole('main')
    .getByRole('button', { name: /^Adicionar .+ ao carrinho$/ });
  await expect(addToCart.first()).toBeVisible();
  const card = await addToCart.first().evaluate((button) => {
    const article = button.closest('article, [class*="card"]');
    return article?.getBoundingClientRect().width ?? 0;
  });
  expect(card).toBeLessThan(280);

  /** Buttons whose text (or a part of it) is wider than the box that shows it. */
  const cutButtons = (scope: string) =>
    page.evaluate((selector) => {
      const cut: string[] = [];
      for (const button of document.querySelectorAll<HTMLElement>(
        `${selector} button, ${selector} a`,
      )) {
        if (button.getBoundingClientRect().width === 0) continue;
        const parts = [button, ...button.querySelectorAll<HTMLElement>('*')];
        if (parts.some((part) => part.clientWidth > 0 && part.scrollWidth > part.clientWidth)) {
          cut.push(button.textContent?.trim() || (button.getAttribute('aria-label') ?? ''));
        }
      }
      return cut;
    }, scope);
  /** Controls of the navbar that stick out of it. */
  const outsideNavbar = () =>
    page.getByRole('banner').evaluate((header) => {
      const box = header.getBoundingClientRect();
      return [...header.querySelectorAll<HTMLElement>('button, a')]
        .filter((control) => {
          const own = control.getBoundingClientRect();
          return own.width > 0 && (own.left < box.left - 1 || own.right > box.right + 1);
        })
        .map((control) => control.getAttribute('aria-label') ?? control.textContent ?? '');
    });

  expect(await cutButtons('main')).toEqual([]);
  expect(await outsideNavbar()).toEqual([]);
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect.poll(outsideNavbar).toEqual([]);
  expect(await cutButtons('header')).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(outsideNavbar).toEqual([]);

  // A product's long name, the trail's last crumb, is cut at its end where the navbar is full (the
  // shop's cart joins it): it ran over the bookmarks beside it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await openWithFullNavbar(page, '/apps/ecommerce/products/1', text(pt, 'nav.todo'));
  const trail = page.getByRole('navigation', { name: text(pt, 'layout.breadcrumbs') });
  await expect(trail.getByRole('listitem').last()).toHaveText(/^Apple iPhone/);
  expect(await trail.evaluate((nav) => nav.scrollWidth - nav.clientWidth)).toBeLessThanOrEqual(0);
});

/** Whether a text's first character is drawn left of its last (French reads left to right). */
const readsLeftToRight = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    const node = [...element.childNodes].find((child) => child.nodeType === Node.TEXT_NODE);
    if (!node?.textContent) return false;
    range.setStart(node, 0);
    range.setEnd(node, 1);
    const first = range.getBoundingClientRect();
    range.setStart(node, node.textContent.length - 1);
    range.setEnd(node, node.textContent.length);
    return first.left < range.getBoundingClientRect().left;
  });
/** What of an element's text its box cuts: '' when it shows whole, else where it is cut. */
const cutOf = (locator: Locator) =>
  locator.evaluate((element) => {
    if (element.scrollWidth > element.clientWidth) return 'cut short';
    const box = element.getBoundingClientRect();
    const nav = element.closest('nav')?.getBoundingClientRect() ?? box;
    return box.left < nav.left - 1 || box.right > nav.right + 1 ? 'outside the trail' : '';
  });

test('French right to left at 1280 px: whole last crumbs, sentences ending with their full stop, a whole all-day chip and status badge, lines of a cell at one side', async ({
  page,
  context,
  loginAs,
  request,
}) => {
  const fr = await translations(request, 'fr');
  await presetStorage(context, { i18nextLng: 'fr', direction: 'rtl' });
  await loginAs('admin');

  // The shop's navbar is full (bookmarks, search, cart): the crumbs before the last shorten,
  // each from its end, and "Boutique" stays whole.
  await openWithFullNavbar(page, '/apps/ecommerce/shop', text(fr, 'nav.todo'));
  const trail = page.getByRole('navigation', { name: text(fr, 'layout.breadcrumbs') });
  const current = trail.getByRole('listitem').last().locator('span, a');
  await expect(current).toHaveText(text(fr, 'nav.shop'));
  expect(await cutOf(current)).toBe('');
  // Below xl only the page and the one above it are on screen; the trail stays whole for a reader.
  await expect(trail.getByRole('listitem')).toHaveCount(3);
  const widths = await trail
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().width > 1));
  expect(widths).toEqual([false, true, true]);
  for (const label of await trail.getByRole('listitem').all()) {
    const shown = label.locator('span, a');
    if ((await shown.evaluate((element) => element.clientWidth)) > 0) {
      // Cut or not, its start shows: the ellipsis ends it.
      expect(
        await shown.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const first = range.getClientRects()[0];
          const box = element.getBoundingClientRect();
          return first !== undefined && first.left >= box.left - 1;
        }),
      ).toBe(true);
    }
  }

  // The empty cart's sentence ends with its full stop.
  await openWithFullNavbar(page, '/apps/ecommerce/cart', text(fr, 'nav.todo'));
  const sentence = page.getByText(text(fr, 'ecommerce.cart.emptyText'));
  await expect(sentence).toBeVisible();
  expect(await readsLeftToRight(sentence)).toBe(true);
  await expect(current).toHaveText(text(fr, 'nav.cart'));
  expect(await cutOf(current)).toBe('');

  // What is typed in the chat's composer reads in its own direction ("Bonjour.", not ".Bonjour").
  await page.goto('/apps/chat');
  await page.getByRole('main').getByRole('link').filter({ hasText: 'Arjun Iyer' }).first().click();
  const composer = page.getByRole('textbox', { name: /^Message à / });
  await composer.fill('Bonjour, ça va.');
  expect(await composer.evaluate((input) => getComputedStyle(input).unicodeBidi)).toBe('plaintext');

  // The dashboard's all-day chip shows whole, the event's title beside it shortens instead.
  await page.goto('/dashboards/analytics');
  const chip = page.getByText(text(fr, 'dashboards.events.allDay'), { exact: true });
  await expect(chip).toBeVisible();
  expect(await chip.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);

  // A status badge shows its whole word: the discount codes' table was wider than the page, and
  // its Status column, sized by the badge's smallest width, cut "Inactif" to "…CTIF".
  await page.goto('/apps/ecommerce/discounts');
  const inactive = page
    .getByRole('row', { name: /VIP50/ })
    .getByText(text(fr, 'ecommerce.discounts.status.inactive'), { exact: true });
  await expect(inactive).toBeVisible();
  expect(await cutOf(inactive)).toBe('');

  // A cell's lines start at the same side: a user's Latin name, in its own direction, stood at
  // the left of the cell, away from the avatar, while the email below it ended at the right.
  await page.goto('/apps/users');
  const firstUser = page.getByRole('row').nth(1).getByRole('link').first();
  await expect(firstUser).toBeVisible();
  // Where each line's text ends (its box may be wider than its text).
  const rightEdges = await firstUser.evaluate((name) =>
    [name, name.nextElementSibling].map((line) => {
      const range = document.createRange();
      if (line) range.selectNodeContents(line);
      return Math.round(range.getBoundingClientRect().right);
    }),
  );
  expect(rightEdges[0]).toBeGreaterThan(0);
  expect(Math.abs((rightEdges[0] ?? 0) - (rightEdges[1] ?? 0))).toBeLessThanOrEqual(1);
});
