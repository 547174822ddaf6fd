import type { Page } from '@playwright/test';
import { expect, presetStorage, test, type Role } from './fixtures';

// index.html draws a signed-in page's frame, its heading among it, before the app's code has run
// (build/boot-hints.ts, point 6; docs/performance.md, "The frame"). What a user must see: the
// page's own heading in their language, where the page will show it, never blinking out on the
// way from the frame to the page. Each page the frame draws (src/app/page-headers.ts) is checked:
// its keys are a copy of what the page renders, and this is what keeps them the same.

const SCRIPTS = /\/assets\/.+\.js$/;

type Box = { x: number; y: number; width: number; height: number };
type Drawn = {
  text: string;
  box: Box;
  font: string;
  color: string;
};
type Header = { title: Drawn; subtitle: Drawn };

/** The heading and the sentence under it, as drawn: the frame's or the page's first `h1`. */
function readHeader(page: Page, frame: boolean): Promise<Header> {
  return page.evaluate((inFrame) => {
    const title = document.querySelector(inFrame ? '.app-frame__title' : 'main h1');
    const subtitle = inFrame
      ? document.querySelector('.app-frame__subtitle')
      : title?.nextElementSibling;
    const read = (element: Element | null | undefined) => {
      if (!element) {
        const where = document.querySelector(inFrame ? '.app-loading' : 'main');
        throw new Error(`no header drawn in ${where?.outerHTML.slice(0, 500) ?? 'nothing'}`);
      }
      const { x, y, width, height } = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return {
        text: element.textContent ?? '',
        box: { x, y, width, height },
        font: `${style.fontWeight} ${style.fontSize}/${style.lineHeight} ${style.fontFamily}`,
        color: style.color,
      };
    };
    return { title: read(title), subtitle: read(subtitle) };
  }, frame);
}

function expectSamePlace(frame: Drawn, app: Drawn, what: string) {
  expect(frame.text, `${what}: the text`).toBe(app.text);
  expect(frame.font, `${what}: the font`).toBe(app.font);
  expect(frame.color, `${what}: the colour`).toBe(app.color);
  for (const side of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(frame.box[side] - app.box[side]), `${what}: ${side}`).toBeLessThanOrEqual(1);
  }
}

/** Holds the app's scripts (index.html's own run) until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: (() => void) | undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(SCRIPTS, async (route) => {
    await released;
    await route.continue();
  });
  return () => release?.();
}

/**
 * Opens `path` with the app's scripts held until the frame has been read, then lets the app
 * render, and checks the page's heading is the frame's, in the same place. Also records, every
 * animation frame from the first paint, whether a heading was on screen.
 */
async function expectFrameIsPage(page: Page, path: string) {
  await page.addInitScript(() => {
    const seen: boolean[] = [];
    (window as unknown as { headingSeen: boolean[] }).headingSeen = seen;
    const look = () => {
      const heading = document.querySelector('.app-frame__title, main h1');
      if (heading || seen.length > 0) seen.push(heading !== null);
      if (!document.querySelector('main h1')) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('.app-frame__title')).toBeVisible();
  const framed = await readHeader(page, true);
  release();
  await expect(page.locator('main h1')).toBeVisible();
  const shown = await readHeader(page, false);
  expectSamePlace(framed.title, shown.title, 'the heading');
  expectSamePlace(framed.subtitle, shown.subtitle, 'the sentence under it');
  const seen = await page.evaluate(
    () => (window as unknown as { headingSeen: boolean[] }).headingSeen,
  );
  expect(seen.includes(false), 'the heading stayed on screen from the frame to the page').toBe(
    false,
  );
}

const PAGES: { path: string; role?: Role }[] = [
  { path: '/dashboards/analytics' },
  { path: '/dashboards/ecommerce' },
  { path: '/apps/users' },
  { path: '/apps/invoices' },
  { path: '/tables/data-table' },
  { path: '/apps/email' },
  { path: '/apps/chat' },
  { path: '/apps/permissions' },
  { path: '/apps/roles' },
  { path: '/apps/ecommerce/shop' },
  { path: '/apps/ecommerce/products' },
  { path: '/apps/ecommerce/customers' },
  { path: '/apps/ecommerce/orders-admin' },
  { path: '/apps/ecommerce/reviews' },
  { path: '/apps/ecommerce/discounts' },
  { path: '/apps/ecommerce/orders', role: 'client' },
  { path: '/apps/ecommerce/cart', role: 'client' },
  { path: '/apps/ecommerce/wishlist', role: 'client' },
  { path: '/audit-log' },
  { path: '/notifications' },
  { path: '/access-control' },
];

test.describe('on a phone, in the default layout', () => {
  test.use({ viewport: { width: 412, height: 823 } });
  for (const { path, role = 'admin' } of PAGES) {
    test(`${path}: the frame's heading is the page's, in its place`, async ({ page, loginAs }) => {
      await loginAs(role);
      await expectFrameIsPage(page, path);
    });
  }
});

test("the page's language files are fetched once each: the frame's is i18next's", async ({
  page,
  context,
  loginAs,
}) => {
  await presetStorage(context, { i18nextLng: 'fr' });
  await loginAs('admin');
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/locales/')) asked.push(pathname);
  });
  await page.goto('/apps/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
  expect(asked.toSorted()).toEqual([
    expect.stringMatching(/^\/locales\/en\/pages\/core\+.*users.*\.json$/),
    expect.stringMatching(/^\/locales\/fr\/pages\/core\+.*users.*\.json$/),
  ]);
  // Both answers were taken by i18next, none left behind.
  expect(await page.evaluate(() => window.bootTranslations?.size)).toBe(0);
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('in French, right to left, dark, the menu collapsed and a static navbar', async ({
    page,
    context,
    loginAs,
  }) => {
    await presetStorage(context, {
      i18nextLng: 'fr',
      skin: 'dark',
      direction: 'rtl',
      menuCollapsed: 'true',
      uiSettings: JSON.stringify({ navbarType: 'static' }),
    });
    await loginAs('admin');
    await expectFrameIsPage(page, '/apps/users');
    await expect(page.locator('main h1')).toHaveText('Utilisateurs');
  });

  test('in German, semi-dark, full width, a sticky navbar and no menu', async ({
    page,
    context,
    loginAs,
  }) => {
    await presetStorage(context, {
      i18nextLng: 'de',
      skin: 'semi-dark',
      uiSettings: JSON.stringify({ navbarType: 'sticky', contentWidth: 'full', menuHidden: true }),
    });
    await loginAs('admin');
    await expectFrameIsPage(page, '/apps/invoices');
  });

  test('a layout the frame does not draw keeps the loading screen', async ({
    page,
    context,
    loginAs,
  }) => {
    await presetStorage(context, { uiSettings: JSON.stringify({ layoutType: 'horizontal' }) });
    await loginAs('admin');
    const release = await holdScripts(page);
    await page.goto('/apps/users', { waitUntil: 'commit' });
    // The language file has come (the frame would have been drawn from it, before this) and a
    // frame has been painted since: nothing was drawn.
    await page.evaluate(async () => {
      await window.bootTranslations
        ?.get(window.bootTranslationUrl ?? '')
        ?.then((r) => r?.clone().json());
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    await expect(page.locator('.app-loading')).toBeVisible();
    await expect(page.locator('.app-frame')).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  });
});
