import type { Locator, Page } from '@playwright/test';
import { expect, readStorage, test, type Role } from './fixtures';
import {
  en,
  expectSignedInShell,
  homePath,
  openSignedIn,
  pageLoad,
  pathIs,
  translations,
} from './helpers';
import {
  abilityOf,
  choose,
  closeCustomizer,
  effectiveOpacity,
  englishDictionary,
  expectedMenu,
  menuGroups,
  menuOf,
  openCustomizer,
  seededAbility,
} from './layout-helpers';

const roles = ['admin', 'client'] as const satisfies Role[];

const mainMenu = (page: Page) => page.getByRole('navigation', { name: en.mainMenu });

/** Opens every closed parent entry of the vertical menu, so that its pages show. */
async function expandParents(menu: Locator) {
  const closed = menu.getByRole('button', { expanded: false });
  for (let count = await closed.count(); count > 0; count -= 1) {
    await closed.first().click();
    // Each group said open before the next click or the link's: a click that lands while the
    // menu is still drawing can miss.
    await expect(closed).toHaveCount(count - 1);
  }
}

test.describe('menu per account', () => {
  // What the demo roles allow (docs/access-control.md): the admin manages everything; the client
  // reads everything but users, roles, permissions and invoices, and cannot open `manage` pages.
  const documented: Record<(typeof roles)[number], { shown: string[]; notShown: string[] }> = {
    admin: { shown: [en.analytics, en.accessControl, en.mockApi], notShown: [] },
    client: { shown: [en.analytics, en.accessControl], notShown: [en.mockApi, 'Users', 'Roles'] },
  };

  for (const role of roles) {
    test(`the ${role}'s sidebar lists exactly the pages it may open, under their group headers`, async ({
      page,
      request,
      loginAs,
    }) => {
      const { userData: user } = await loginAs(role);
      const { pages, sections } = expectedMenu(user, await translations(request, 'en'));
      const titles = pages.map((item) => item.title);
      expect(titles).toEqual(expect.arrayContaining(documented[role].shown));
      for (const title of documented[role].notShown) expect(titles).not.toContain(title);

      await openSignedIn(page, homePath, role);
      const menu = mainMenu(page);
      await expandParents(menu);
      // One list per group, named by its visible header, holding that group's pages in order.
      for (const section of sections) {
        await expect(menu.getByText(section.header, { exact: true })).toBeVisible();
        await expect(
          menu.getByRole('list', { name: section.header, exact: true }).getByRole('link'),
        ).toHaveText(section.pages.map((item) => item.title));
      }
      await expect(menu.getByRole('link')).toHaveText(titles);
      for (const item of pages) {
        await expect(menu.getByRole('link', { name: item.title, exact: true })).toHaveAttribute(
          'href',
          item.path,
        );
      }
      // No header without pages: the groups shown are exactly those listed.
      const headers = menuGroups.map((group) => group.header);
      for (const header of headers) {
        const listed = sections.some((section) => section.header === header);
        await expect(menu.getByRole('list', { name: header, exact: true })).toHaveCount(
          listed ? 1 : 0,
        );
      }
    });
  }
});

/**
 * Each account's menu, walked in one pass of the route table (listed from the seed's rules before
 * anything runs, so it grows with the apps): every link opens its page, in the app, with its
 * heading, and says it is the current page; each page is a step, so a failure names it. Each
 * page's accessibility is pages.a11y.spec.ts's.
 */
test.describe('every menu item opens its page', () => {
  // One client-side navigation per page; the calendar's grid is a large page on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  const english = englishDictionary();

  for (const role of roles) {
    const { pages } = menuOf(seededAbility(role), english);

    test(`${role}: the pages listed here are the account's whole menu`, async ({ loginAs }) => {
      const { userData } = await loginAs(role);
      expect(pages).toEqual(expectedMenu(userData, english).pages);
    });

    test(`${role}: each page of the menu opens from it`, async ({ page, loginAs }) => {
      const { userData } = await loginAs(role);
      const ability = abilityOf(userData);
      await openSignedIn(page, homePath, role);
      const menu = mainMenu(page);
      // One document all along: the menu's links change the page in the app, never reload it.
      const documentId = await page.evaluate(() => {
        const id = crypto.randomUUID();
        Object.assign(window, { menuPassMark: id });
        return id;
      });

      for (const item of pages) {
        await test.step(`${item.title} (${item.path})`, async () => {
          await expandParents(menu);
          const link = menu.getByRole('link', { name: item.title, exact: true });
          await link.click();
          // The URL changes once the page's chunks and data are in: as long as a page load.
          await expect(page).toHaveURL(pathIs(item.path), pageLoad);
          await expect(page.getByRole('heading', { name: item.title, level: 1 })).toBeVisible(
            pageLoad,
          );
          await expect(link).toHaveAttribute('aria-current', 'page');
          await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
          if (item.path === homePath && ability.can('read', 'User')) {
            await expect(page.getByRole('heading', { name: 'Users by status' })).toBeVisible();
          }
        });
      }
      expect(await page.evaluate(() => (window as { menuPassMark?: string }).menuPassMark)).toBe(
        documentId,
      );
    });
  }
});

test('the collapsed menu survives a reload and shows its labels while hovered', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  await openSignedIn(page, homePath, 'admin');
  const menu = mainMenu(page);
  const link = menu.getByRole('link', { name: en.analytics });
  const label = link.getByText(en.analytics, { exact: true });
  const toggle = page.getByRole('button', { name: en.collapseMenu });
  const contentStart = async () => (await page.getByRole('main').boundingBox())?.x ?? Number.NaN;

  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(await effectiveOpacity(label)).toBe(1);
  const expandedStart = await contentStart();

  // Collapsed, the menu narrows under the pointer: whether it still counts as hovered (and shows
  // the toggle) is the browser's to settle, so the toggle's state is read below, hovered on purpose.
  await toggle.click();
  await expect.poll(() => readStorage(page, ['menuCollapsed'])).toEqual({ menuCollapsed: 'true' });
  // Away from the sidebar: icons only, and the content takes the room.
  await page.mouse.move(900, 400);
  await expect.poll(() => effectiveOpacity(label)).toBe(0);
  await expect.poll(contentStart).toBeLessThan(expandedStart);
  const collapsedStart = await contentStart();

  await page.reload();
  await expectSignedInShell(page, 'admin');
  await expect.poll(() => effectiveOpacity(label)).toBe(0);
  await expect.poll(contentStart).toBe(collapsedStart);
  // Icons only: the toggle itself shows again with the labels, on hover.
  await expect(toggle).toBeHidden();
  expect(await readStorage(page, ['menuCollapsed'])).toEqual({ menuCollapsed: 'true' });

  // Hovered, the sidebar opens over the content (which does not move) with its labels.
  await link.hover();
  await expect.poll(() => effectiveOpacity(label)).toBe(1);
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await contentStart()).toBe(collapsedStart);
  await expect(menu.getByText('Dashboards', { exact: true })).toBeVisible();

  await page.mouse.move(900, 400);
  await expect.poll(() => effectiveOpacity(label)).toBe(0);
});

async function switchToHorizontal(page: Page) {
  const dialog = await openCustomizer(page);
  await choose(dialog, 'Menu layout', 'Horizontal');
  await closeCustomizer(page);
}

test.describe('horizontal layout', () => {
  test('a menu bar with one dropdown per group replaces the sidebar', async ({
    page,
    request,
    loginAs,
  }) => {
    const { userData: user } = await loginAs('admin');
    const { sections } = expectedMenu(user, await translations(request, 'en'));
    await openSignedIn(page, homePath, 'admin');
    await switchToHorizontal(page);

    await expect(page.getByRole('button', { name: en.collapseMenu })).toHaveCount(0);
    const menu = mainMenu(page);
    await expect(menu).toHaveCount(1);
    await expect(menu.getByRole('link')).toHaveCount(0);
    const bar = menu.getByRole('menubar', { name: en.mainMenu });
    await expect(bar.getByRole('menuitem')).toHaveText(sections.map((section) => section.header));

    for (const section of sections) {
      await test.step(section.header, async () => {
        const target = bar.getByRole('menuitem', { name: section.header });
        await target.click();
        await expect(target).toHaveAttribute('aria-expanded', 'true');
        const dropdown = page.getByRole('menu', { name: section.header });
        await expect(dropdown.getByRole('menuitem')).toHaveText(
          section.pages.map((item) => item.title),
        );
        await page.keyboard.press('Escape');
        await expect(dropdown).toBeHidden();
      });
    }

    // A pointer user opens a page from a dropdown.
    await bar.getByRole('menuitem', { name: 'Settings' }).click();
    await page
      .getByRole('menu', { name: 'Settings' })
      .getByRole('menuitem', { name: en.mockApi })
      .click();
    await expect(page).toHaveURL(pathIs('/mock-api'));
    await expect(page.getByRole('heading', { name: en.mockApi, level: 1 })).toBeVisible(pageLoad);
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('the keyboard opens a group with Enter or ArrowDown and reaches its pages', async ({
    page,
    request,
    loginAs,
  }) => {
    const { userData: user } = await loginAs('admin');
    const { sections } = expectedMenu(user, await translations(request, 'en'));
    const [first, second] = sections;
    const last = sections.at(-1);
    if (!first || !second || !last) throw new Error('the admin has fewer than two menu groups');
    await openSignedIn(page, homePath, 'admin');
    await switchToHorizontal(page);
    const bar = mainMenu(page).getByRole('menubar', { name: en.mainMenu });
    const target = (header: string) => bar.getByRole('menuitem', { name: header });
    const item = (header: string, title: string) =>
      page.getByRole('menu', { name: header }).getByRole('menuitem', { name: title, exact: true });

    // Arrows move along the bar; Enter opens a group on its first page; Enter follows it.
    await target(first.header).focus();
    await page.keyboard.press('ArrowRight');
    await expect(target(second.header)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(target(second.header)).toHaveAttribute('aria-expanded', 'true');
    const opened = second.pages[0];
    if (!opened) throw new Error(`no page under ${second.header}`);
    await expect(item(second.header, opened.title)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(pathIs(opened.path));
    await expect(page.getByRole('heading', { name: opened.title, level: 1 })).toBeVisible(pageLoad);
    await expect(page.getByRole('menu', { name: second.header })).toBeHidden();

    // ArrowDown opens a group too; further ArrowDowns walk to its last page.
    await target(last.header).focus();
    await page.keyboard.press('ArrowDown');
    await expect(target(last.header)).toHaveAttribute('aria-expanded', 'true');
    for (const [index, lastPage] of last.pages.entries()) {
      if (index > 0) await page.keyboard.press('ArrowDown');
      await expect(item(last.header, lastPage.title)).toBeFocused();
    }
    const reached = last.pages.at(-1);
    if (!reached) throw new Error(`no page under ${last.header}`);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(pathIs(reached.path));
    await expect(page.getByRole('heading', { name: reached.title, level: 1 })).toBeVisible(
      pageLoad,
    );
  });
});

/** The analytics page with its charts: taller than the short viewport these tests use. */
async function openTallPage(page: Page) {
  await openSignedIn(page, homePath, 'admin');
  await expect(page.getByRole('heading', { name: 'Users by status' })).toBeVisible();
  const { scrollHeight, innerHeight } = await page.evaluate(() => ({
    scrollHeight: document.documentElement.scrollHeight,
    innerHeight: window.innerHeight,
  }));
  expect(scrollHeight, 'the page must scroll for this test to mean anything').toBeGreaterThan(
    innerHeight + 200,
  );
}

/** Scrolls with the mouse wheel to the top or the bottom of the page. */
async function scrollTo(page: Page, end: 'top' | 'bottom') {
  await page.mouse.move(700, 400);
  await page.mouse.wheel(0, end === 'bottom' ? 10_000 : -10_000);
  await expect
    .poll(() =>
      page.evaluate((bottom) => {
        const max = document.documentElement.scrollHeight - window.innerHeight;
        return bottom ? window.scrollY >= max - 1 : window.scrollY === 0;
      }, end === 'bottom'),
    )
    .toBe(true);
}

const topOf = async (page: Page) => (await page.getByRole('banner').boundingBox())?.y ?? Number.NaN;

async function pick(page: Page, group: string, option: string) {
  const dialog = await openCustomizer(page);
  await choose(dialog, group, option);
  await closeCustomizer(page);
}

test.describe('navbar and footer types (short window, tall page)', () => {
  test.use({ viewport: { width: 1280, height: 600 } });
  // Each test goes through every type of its bar, opening the customizer for each.
  test.describe.configure({ timeout: 60_000 });

  test('every navbar type renders: floating, sticky, static, hidden', async ({ page, loginAs }) => {
    await loginAs('admin');
    await openTallPage(page);
    const navbar = page.getByRole('banner');

    for (const type of ['Floating', 'Sticky', 'Static'] as const) {
      await test.step(type, async () => {
        await scrollTo(page, 'top');
        await pick(page, 'Navbar type', type);
        await expect(navbar).toBeVisible();
        await expect(navbar.getByRole('button', { name: en.search })).toBeVisible();
        await expect(navbar.getByRole('button', { name: en.openCustomizer })).toBeVisible();
        // Floating leaves a gap above the bar; the others sit at the top edge.
        if (type === 'Floating') await expect.poll(() => topOf(page)).toBeGreaterThanOrEqual(8);
        else await expect.poll(() => topOf(page)).toBe(0);
        const top = await topOf(page);

        // Static scrolls away with the page; floating and sticky stay where they were.
        await scrollTo(page, 'bottom');
        if (type === 'Static') {
          await expect(navbar).not.toBeInViewport();
        } else {
          await expect(navbar).toBeInViewport({ ratio: 1 });
          expect(await topOf(page)).toBe(top);
        }
      });
    }

    await test.step('Hidden', async () => {
      await pick(page, 'Navbar type', 'Hidden');
      await expect(navbar).toHaveCount(0);
      await expect(page.getByRole('button', { name: en.search })).toHaveCount(0);
      // The customizer, how the navbar comes back, stays on screen wherever the page is.
      await expect(page.getByRole('button', { name: en.openCustomizer })).toBeInViewport();
      await scrollTo(page, 'top');
      await expect(page.getByRole('button', { name: en.openCustomizer })).toBeInViewport();
      await pick(page, 'Navbar type', 'Floating');
      await expect(navbar).toBeVisible();
    });
  });

  test('every footer type renders: static, sticky, hidden', async ({ page, loginAs }) => {
    await loginAs('admin');
    await openTallPage(page);
    const footer = page.getByRole('contentinfo');

    for (const type of ['Static', 'Sticky'] as const) {
      await test.step(type, async () => {
        await scrollTo(page, 'top');
        await pick(page, 'Footer type', type);
        await expect(footer).toHaveText(/Admin Dashboard\. Demo data only\./);
        // Sticky: pinned to the bottom of the window from the start; static: after the content.
        if (type === 'Sticky') await expect(footer).toBeInViewport({ ratio: 1 });
        else await expect(footer).not.toBeInViewport();
        await scrollTo(page, 'bottom');
        await expect(footer).toBeInViewport({ ratio: 1 });
      });
    }

    await test.step('Hidden', async () => {
      await pick(page, 'Footer type', 'Hidden');
      await expect(footer).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Users by status' })).toBeVisible();
    });
  });
});
