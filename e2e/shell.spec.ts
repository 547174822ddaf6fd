import { expect, test } from './fixtures';
import {
  en,
  expectSignedInShell,
  holdRequests,
  homePath,
  isBookmarksCall,
  pathIs,
  userMenuName,
} from './helpers';

test('a client opening a forbidden route sees not-authorized, with a way back', async ({
  page,
  loginAs,
}) => {
  await loginAs('client');
  await page.goto('/mock-api');
  await expect(page).toHaveURL(pathIs('/not-authorized'));
  await expect(page.getByRole('heading', { name: en.notAuthorized, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: en.mockApi })).toHaveCount(0);

  await page.getByRole('link', { name: en.backHome }).click();
  await expect(page).toHaveURL(pathIs(homePath));
  await expect(page.getByRole('heading', { name: en.analytics, level: 1 })).toBeVisible();
  await expectSignedInShell(page, 'client');
});

test('an unknown path shows page not found with a link home', async ({ page, loginAs }) => {
  await loginAs('admin');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: en.notFound, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(pathIs('/no/such/page'));

  await page.getByRole('link', { name: en.backHome }).click();
  await expect(page).toHaveURL(pathIs(homePath));
  await expect(page.getByRole('heading', { name: en.analytics, level: 1 })).toBeVisible();
});

test('signed out, the not-found link home leads to sign-in', async ({ page }) => {
  await page.goto('/nothing-here');
  await expect(page.getByRole('heading', { name: en.notFound, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: en.backHome }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole('heading', { name: en.loginTitle })).toBeVisible();
});

test.describe('loading screen', () => {
  test('index.html carries the logo, inline, and three dots inside #root', async ({ request }) => {
    const response = await request.get('/', { headers: { Accept: 'text/html' } });
    expect(response.ok()).toBe(true);
    const html = await response.text();
    const start = html.indexOf('<div id="root">');
    expect(start, 'index.html has a <div id="root">').toBeGreaterThanOrEqual(0);
    const root = html.slice(start, html.indexOf('</body>'));
    // Inline: an <img> waited for a request of its own, and a slow network showed only the dots.
    expect(root).toMatch(/<svg[^>]*class="app-loading__logo"/);
    expect(root.slice(0, root.indexOf('<script'))).not.toMatch(/<img/);
    const dots = /<div class="app-loading__dots"[^>]*>((?:\s*<span><\/span>)+)\s*<\/div>/.exec(
      root,
    );
    expect(dots, 'the .app-loading__dots element with its dots').not.toBeNull();
    expect(dots?.[1]?.match(/<span><\/span>/g)).toHaveLength(3);
  });

  test('it shows before any script runs', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/');
      const root = page.locator('#root');
      await expect(root.locator('svg.app-loading__logo')).toBeVisible();
      await expect(root.locator('.app-loading__dots > span')).toHaveCount(3);
      await expect(root.locator('.app-loading__dots')).toBeVisible();
      await expect(root.getByRole('status')).toHaveText('Loading…');
    } finally {
      await context.close();
    }
  });

  test('it gives way to the signed-in page with nothing blank between', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    // What #root shows at each change, from the HTML's loading screen on: the loading screen
    // (index.html's or the router's), the signed-in layout, or neither (a blank page).
    await page.addInitScript(() => {
      const shown: string[] = [];
      Object.assign(window, { rootShown: shown });
      new MutationObserver(() => {
        const root = document.getElementById('root');
        if (!root) return;
        let now = 'blank';
        if (root.querySelector(':scope > .app-loading')) now = 'loading screen';
        else if (root.querySelector('[data-layout]')) now = 'layout';
        if (shown.at(-1) !== now) shown.push(now);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/apps/users');
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    const shown = await page.evaluate(
      () => (window as unknown as { rootShown: string[] }).rootShown,
    );
    expect(shown).toEqual(['loading screen', 'layout']);
  });
});

test('the navbar keeps the room of the bookmarks while they load: nothing in it moves when they come', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  const held = await holdRequests(page, (url) => isBookmarksCall(url.href));
  await page.goto('/access-control');
  const banner = page.getByRole('banner');
  const search = banner.getByRole('button', { name: en.search });
  const account = banner.getByRole('button', { name: userMenuName('admin') });
  const breadcrumbs = banner.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(account).toBeVisible();
  await expect.poll(() => held.requested).toBe(true);
  const boxes = () => Promise.all([search, account, breadcrumbs].map((part) => part.boundingBox()));
  const before = await boxes();

  held.release();
  const bar = banner.getByRole('navigation', { name: en.bookmarks });
  await expect(bar.getByRole('link')).toHaveCount(4);
  expect(await boxes()).toEqual(before);
});

test('a list page loading on a phone moves nothing the user already sees (the footer stays below the fold)', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null }[];
    };
    const shifts: { value: number; moved: string[] }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const shift of list.getEntries() as Shift[]) {
        if (shift.hadRecentInput) continue;
        const moved = shift.sources.map((source) => source.node?.textContent?.slice(0, 40) ?? '?');
        shifts.push({ value: shift.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The rows come after the page has painted: it grows, and a footer in sight would be pushed.
  const held = await holdRequests(page, (url) => url.pathname === '/api/users/list/data');
  await page.goto('/apps/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect.poll(() => held.requested).toBe(true);
  held.release();
  await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
  const shifts = await page.evaluate(
    () =>
      (window as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts,
  );
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  // Lighthouse counts a shift score of 0.1 as the limit of good; the footer alone was 0.03–0.07.
  expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
});
