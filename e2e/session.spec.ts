import type { Request, Response } from '@playwright/test';
import {
  allowConsoleErrors,
  expect,
  expectedConsoleErrors,
  readStorage,
  sessionKeys,
  test,
} from './fixtures';
import {
  en,
  expectSignedInShell,
  expectSignInPage,
  isBookmarksCall,
  openSignedIn,
  pathIs,
  signInThroughForm,
  userMenuName,
} from './helpers';
import { LiveStream } from './pages/live-events';
import { NotificationBell } from './pages/notification-bell';

const isRefreshCall = (url: string) => new URL(url).pathname === '/jwt/refresh-token';

test('signing out clears the session and Back or reload does not get back in', async ({
  page,
  loginAs,
  mockApi,
}) => {
  await loginAs('admin');
  await openSignedIn(page, '/access-control', 'admin');
  // A second history entry inside the app, so that Back has somewhere to go.
  await page
    .getByRole('navigation', { name: en.mainMenu })
    .getByRole('link', { name: en.mockApi })
    .click();
  await expect(page).toHaveURL(pathIs('/mock-api'));
  // What the page starts once idle (the bell's count, the live stream) has started: every API
  // call from here on is the sign-out's or after it.
  await new NotificationBell(page).expectUnread(2);
  await new LiveStream(mockApi).expectConnected(1);

  const apiCallsAfterSignOut: string[] = [];
  const logout = page.waitForResponse((response) => response.url().endsWith('/jwt/logout'));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) {
      apiCallsAfterSignOut.push(`${request.method()} ${request.url()}`);
    }
  });
  await page.getByRole('button', { name: userMenuName('admin') }).click();
  await page.getByRole('menuitem', { name: en.signOut }).click();
  expect((await logout).status()).toBe(204);

  await expect(page).toHaveURL(pathIs('/login'));
  await expect(page.getByRole('heading', { name: en.loginTitle })).toBeVisible();
  expect(await readStorage(page, sessionKeys)).toEqual({
    userData: null,
    accessToken: null,
    refreshToken: null,
  });

  await page.goBack();
  await expect(page).toHaveURL(pathIs('/login'));
  await expect(page.getByRole('heading', { name: en.loginTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: userMenuName('admin') })).toHaveCount(0);

  await page.reload();
  await expect(page).toHaveURL(pathIs('/login'));
  await expect(page.getByRole('heading', { name: en.loginTitle })).toBeVisible();

  // Signed out, the app has no business calling the authenticated API (it can only get a 401).
  expect(apiCallsAfterSignOut, 'API calls made after signing out').toEqual([]);
});

test.describe('token expiry', () => {
  // The first call after the expiry is answered 401 on purpose; chromium logs it as a failed
  // resource even though the app recovers (or, for an expired refresh token, signs out).
  test.use({ allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.unauthorized) });

  test('an expired access token is refreshed once and the call replayed silently', async ({
    page,
    loginAs,
    mockApi,
  }) => {
    await loginAs('admin');
    const firstBookmarks = page.waitForResponse((response) => isBookmarksCall(response.url()));
    await page.goto('/access-control');
    expect((await firstBookmarks).status()).toBe(200);
    await expectSignedInShell(page, 'admin');
    // What the page starts once idle (the bell's count, the live stream) has started before the
    // tokens expire: the 401 this test waits for is the reloaded page's.
    await new NotificationBell(page).expectUnread(2);
    await new LiveStream(mockApi).expectConnected(1);
    const before = await readStorage(page, ['accessToken', 'refreshToken']);

    await mockApi.expireTokens();

    const refreshes: Request[] = [];
    const bookmarkAnswers: Response[] = [];
    page.on('request', (request) => {
      if (isRefreshCall(request.url())) refreshes.push(request);
    });
    page.on('response', (response) => {
      if (isBookmarksCall(response.url())) bookmarkAnswers.push(response);
    });
    const replayed = page.waitForResponse(
      (response) => isBookmarksCall(response.url()) && response.status() === 200,
    );
    await page.reload();
    await replayed;

    await expect(page).toHaveURL(pathIs('/access-control'));
    await expectSignedInShell(page, 'admin');
    expect(bookmarkAnswers.map((response) => response.status())).toEqual([401, 200]);
    expect(refreshes).toHaveLength(1);
    const refreshAnswer = await refreshes[0]?.response();
    expect(refreshAnswer?.status()).toBe(200);

    const after = await readStorage(page, ['accessToken', 'refreshToken']);
    expect(after.accessToken).toBeTruthy();
    expect(after.refreshToken).toBeTruthy();
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    // The replay carried the new access token.
    const replayedRequest = bookmarkAnswers[1]?.request();
    expect(await replayedRequest?.headerValue('authorization')).toBe(`Bearer ${after.accessToken}`);

    await expect(page.getByText(en.sessionExpired)).toHaveCount(0);
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
    expect(refreshes).toHaveLength(1);
  });

  test('a refused refresh lands on sign-in and returns to the page afterwards', async ({
    page,
    loginAs,
    mockApi,
  }) => {
    await loginAs('admin');
    await openSignedIn(page, '/mock-api', 'admin');
    await expect(page.getByRole('heading', { name: en.mockApi, level: 1 })).toBeVisible();

    // Left first: an open page would notice the expiry itself (its live stream, a refetch) and
    // sign out before the page opened next could try its refresh.
    await page.goto('about:blank');
    await mockApi.expireTokens({ refresh: true });
    const refused = page.waitForResponse((response) => isRefreshCall(response.url()));
    await page.goto('/mock-api');
    expect((await refused).status()).toBe(401);

    await expectSignInPage(page, { redirect: '/mock-api' });
    expect(await readStorage(page, sessionKeys)).toEqual({
      userData: null,
      accessToken: null,
      refreshToken: null,
    });

    await signInThroughForm(page, 'admin');
    await expect(page).toHaveURL(pathIs('/mock-api'));
    await expect(page.getByRole('heading', { name: en.mockApi, level: 1 })).toBeVisible();
    await expectSignedInShell(page, 'admin');
  });
});

test('valid tokens with corrupted userData are treated as signed out', async ({
  page,
  context,
  loginAs,
}) => {
  await loginAs('admin');
  // Runs after the session seed (init scripts run in order), corrupting only userData.
  await context.addInitScript(() => {
    try {
      window.localStorage.setItem('userData', '{not json');
    } catch {
      // about:blank has no storage.
    }
  });
  await page.goto('/access-control');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccess-control$/);
  await expect(page.getByRole('heading', { name: en.loginTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: userMenuName('admin') })).toHaveCount(0);
});
