import type { Page, Request } from '@playwright/test';
import {
  allowConsoleErrors,
  expect,
  expectedConsoleErrors,
  readStorage,
  sessionKeys,
  test,
} from './fixtures';
import { en, expectSignedInShell, openSignedIn, pathIs, signOut, userMenuName } from './helpers';
import { LiveStream } from './pages/live-events';
import { NotificationBell } from './pages/notification-bell';

const isRefreshCall = (url: string) => new URL(url).pathname === '/jwt/refresh-token';
const isApiCall = (url: string) => new URL(url).pathname.startsWith('/api/');
const tokenKeys = ['accessToken', 'refreshToken'] as const;

const unauthorized = (tab: Page) =>
  tab.waitForResponse((response) => isApiCall(response.url()) && response.status() === 401);

const sidebarMenu = (page: Page) => page.getByRole('navigation', { name: en.mainMenu });

/** The tab is signed in on `path` with its menu filled. */
async function expectSignedInOn(page: Page, path: string) {
  await expect(page).toHaveURL(pathIs(path));
  await expectSignedInShell(page, 'admin');
  await expect(sidebarMenu(page).getByRole('link', { name: en.accessControl })).toBeVisible();
}

/** `page` on /access-control and `other`, a second tab of the same browser, on /mock-api. */
const twoTabs = test.extend<{ other: Page }>({
  other: async ({ page, context, loginAs, mockApi }, provide) => {
    await loginAs('admin');
    const other = await context.newPage();
    await openSignedIn(page, '/access-control', 'admin');
    await openSignedIn(other, '/mock-api', 'admin');
    // The bell asks for its count and the live stream opens once the page is idle: both settled
    // before a test expires the tokens, so every 401 a test waits for comes from a reloaded page.
    for (const tab of [page, other]) await new NotificationBell(tab).expectUnread(2);
    await new LiveStream(mockApi).expectConnected(2);
    await provide(other);
  },
});

twoTabs.describe('two tabs of one browser', () => {
  // Both tabs' first calls after the expiry are answered 401 on purpose (chromium logs them).
  twoTabs.use({ allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.unauthorized) });

  twoTabs(
    'an expired token is refreshed once for both tabs, and both stay signed in',
    async ({ page, other, context, mockApi }) => {
      const before = await readStorage(page, tokenKeys);

      await mockApi.expireTokens();
      const refreshes: Request[] = [];
      context.on('request', (request) => {
        if (isRefreshCall(request.url())) refreshes.push(request);
      });
      // The refresh is answered only once both tabs have had their 401: both called at once with
      // the expired token, whichever reloads faster.
      const bothRefused = Promise.all([unauthorized(page), unauthorized(other)]);
      await context.route(
        (url) => isRefreshCall(url.href),
        async (route) => {
          await bothRefused;
          await route.continue();
        },
      );

      await Promise.all([page.reload(), other.reload()]);
      await bothRefused;

      await expectSignedInOn(page, '/access-control');
      await expectSignedInOn(other, '/mock-api');
      await expect(other.getByRole('heading', { name: en.mockApi, level: 1 })).toBeVisible();
      expect(refreshes).toHaveLength(1);
      expect((await refreshes[0]?.response())?.status()).toBe(200);

      const after = await readStorage(page, tokenKeys);
      expect(after.refreshToken).not.toBe(before.refreshToken);
      expect(await readStorage(other, tokenKeys)).toEqual(after);
      for (const tab of [page, other]) {
        await expect(tab.getByText(en.sessionExpired)).toHaveCount(0);
      }

      // The other tab goes on with the new pair, without refreshing again.
      const overview = other.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/dashboard/overview',
      );
      await sidebarMenu(other).getByRole('link', { name: en.analytics }).click();
      expect((await overview).status()).toBe(200);
      expect(await (await overview).request().headerValue('authorization')).toBe(
        `Bearer ${after.accessToken}`,
      );
      await expect(other.getByRole('heading', { name: en.analytics, level: 1 })).toBeVisible();
      expect(refreshes).toHaveLength(1);
    },
  );

  twoTabs('signing out in one tab sends the other to sign-in at once', async ({ page, other }) => {
    await signOut(page, 'admin');

    // Nothing is done in the other tab: the storage event alone takes it to sign-in.
    await expect(other).toHaveURL(pathIs('/login'));
    await expect(other.getByRole('heading', { name: en.loginTitle })).toBeVisible();
    await expect(other.getByRole('button', { name: userMenuName('admin') })).toHaveCount(0);
    expect(await readStorage(other, sessionKeys)).toEqual({
      userData: null,
      accessToken: null,
      refreshToken: null,
    });
  });
});
