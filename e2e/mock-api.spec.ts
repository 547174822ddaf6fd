import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  allowConsoleErrors,
  demoAccounts,
  expect,
  expectedConsoleErrors,
  test,
  type AuthResponse,
} from './fixtures';
import { en, listPageOf, openSignedIn, pageLoad } from './helpers';
import { DataTablePage } from './pages/data-table-page';

const isControlCall = (url: string, name: string) => new URL(url).pathname === `/__mock/${name}`;

test('the mock API page queues failures, sets the latency and confirms a reset', async ({
  page,
  loginAs,
  mockApi,
}) => {
  await loginAs('admin');
  await mockApi.clock({ now: '2026-11-01T12:00:00Z', frozen: true });
  await openSignedIn(page, '/mock-api', 'admin');
  await expect(page.getByRole('heading', { name: en.mockApi, level: 1 })).toBeVisible();
  const status = page.getByRole('region', { name: 'Status' });
  await expect(
    status.getByText('No failures queued: every call is answered normally.'),
  ).toBeVisible();
  // The mock's clock, pinned (noon UTC is 1 November in every time zone a browser has).
  await expect(status).toContainText(/Mock clock: Nov 1, 2026, .* \(stopped\)/);

  // Queue a failure through the form.
  const failForm = page.getByRole('region', { name: 'Make calls fail' });
  await failForm.getByRole('textbox', { name: 'Path' }).fill('/api/bookmarks/data');
  await failForm.getByRole('textbox', { name: 'Status' }).fill('500');
  await failForm.getByRole('textbox', { name: 'Number of calls' }).fill('1');
  const queued = page.waitForResponse((response) => isControlCall(response.url(), 'fail'));
  await failForm.getByRole('button', { name: 'Queue failure' }).click();
  expect((await queued).status()).toBe(200);

  await expect(page.getByText('Failure queued.')).toBeVisible();
  const row = status.getByRole('row').filter({ hasText: '/api/bookmarks/data' });
  await expect(row.getByRole('cell')).toHaveText(['/api/bookmarks/data', 'Any', '500', '1']);
  expect((await mockApi.status()).failures).toEqual([
    expect.objectContaining({
      path: '/api/bookmarks/data',
      method: null,
      status: 500,
      remaining: 1,
    }),
  ]);

  // Set the latency.
  const latency = page.getByRole('region', { name: 'Latency' });
  await latency.getByRole('textbox', { name: 'Delay before each answer' }).fill('250');
  const applied = page.waitForResponse((response) => isControlCall(response.url(), 'latency'));
  await latency.getByRole('button', { name: 'Apply' }).click();
  expect((await applied).status()).toBe(200);
  await expect(page.getByText('Latency updated.')).toBeVisible();
  await expect(status).toContainText('250 ms');
  expect((await mockApi.status()).latencyMs).toBe(250);

  // Reset asks first; cancelling changes nothing.
  const resetSection = page.getByRole('region', { name: 'Reset data' });
  await resetSection.getByRole('button', { name: 'Reset data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset the data?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await mockApi.status()).failures).toHaveLength(1);

  // Confirming resets: failures gone, latency back to the host default (0 in the test server).
  await resetSection.getByRole('button', { name: 'Reset data' }).click();
  await expect(dialog).toBeVisible();
  const reset = page.waitForResponse((response) => isControlCall(response.url(), 'reset'));
  await dialog.getByRole('button', { name: 'Reset data' }).click();
  expect((await reset).status()).toBe(200);
  // First: the success toast only stays 2 s (src/lib/notify/notify.ts).
  await expect(page.getByText('The data was reset.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    status.getByText('No failures queued: every call is answered normally.'),
  ).toBeVisible();
  expect(await mockApi.status()).toMatchObject({ seed: 'default', latencyMs: 0, failures: [] });
});

type BookmarksData = {
  suggestions: { id: number; title: string; link: string; isBookmarked: boolean }[];
  bookmarks: { id: number }[];
};

const bookmarkedIds = (data: BookmarksData) => data.bookmarks.map((bookmark) => bookmark.id);

/** The navbar's bookmark of the todo page (first in menu order, so in the bar), if shown. */
const todoBookmark = (inPage: Page) =>
  inPage.getByRole('navigation', { name: en.bookmarks }).getByRole('link', { name: en.todo });

async function signIn(request: APIRequestContext): Promise<AuthResponse> {
  const { email, password } = demoAccounts.admin;
  const response = await request.post('/jwt/login', { data: { email, password } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as AuthResponse;
}

async function getBookmarks(request: APIRequestContext, token: string): Promise<BookmarksData> {
  const response = await request.get('/api/bookmarks/data', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as BookmarksData;
}

test('each mock-session cookie has its own database', async ({
  page,
  context,
  browser,
  baseURL,
  isolate,
  consoleGuard,
  mockSessionId,
}) => {
  const other = await browser.newContext({ baseURL });
  try {
    const otherSessionId = randomUUID();
    await isolate(other, otherSessionId);
    consoleGuard.watch(other);

    const mine = await signIn(context.request);
    const theirs = await signIn(other.request);
    const initial = await getBookmarks(context.request, mine.accessToken);
    // A page this build has, so that the navbar can show its bookmark.
    const target = initial.suggestions.find((suggestion) => suggestion.link === '/apps/todo');
    expect(target, 'the /apps/todo bookmark suggestion of the seed').toBeDefined();
    if (!target) return;

    const update = await context.request.post('/api/bookmarks/update', {
      data: { id: target.id },
      headers: { Authorization: `Bearer ${mine.accessToken}` },
    });
    expect(update.ok()).toBe(true);
    expect(await update.json()).toMatchObject({
      id: target.id,
      isBookmarked: !target.isBookmarked,
    });

    const mineAfter = await getBookmarks(context.request, mine.accessToken);
    const theirsAfter = await getBookmarks(other.request, theirs.accessToken);
    expect(bookmarkedIds(mineAfter).includes(target.id)).toBe(!target.isBookmarked);
    expect(bookmarkedIds(theirsAfter)).toEqual(bookmarkedIds(initial));

    // The control API reports each caller's own session.
    const myStatus = await context.request.get('/__mock/status');
    const theirStatus = await other.request.get('/__mock/status');
    expect((await myStatus.json()) as unknown).toMatchObject({ session: mockSessionId });
    expect((await theirStatus.json()) as unknown).toMatchObject({ session: otherSessionId });

    // And the navbars of both browsers show it.
    for (const [targetContext, auth] of [
      [context, mine],
      [other, theirs],
    ] as const) {
      await targetContext.addInitScript((seed) => {
        try {
          window.localStorage.setItem('userData', JSON.stringify(seed.userData));
          window.localStorage.setItem('accessToken', seed.accessToken);
          window.localStorage.setItem('refreshToken', seed.refreshToken);
        } catch {
          // about:blank has no storage.
        }
      }, auth);
    }
    const otherPage = await other.newPage();
    await openSignedIn(page, '/access-control', 'admin');
    await openSignedIn(otherPage, '/access-control', 'admin');
    await expect(todoBookmark(page)).toHaveCount(target.isBookmarked ? 0 : 1);
    await expect(todoBookmark(otherPage)).toHaveCount(target.isBookmarked ? 1 : 0);
  } finally {
    await other.close();
  }
});

const isUsersList = (url: string) => new URL(url).pathname === '/api/users/list/data';

test.describe('failures the user sees', () => {
  // The browser logs each failed answer (500), the app the failure its error page shows.
  test.use({
    allowedConsoleErrors: allowConsoleErrors(
      expectedConsoleErrors.serverError,
      expectedConsoleErrors.queryError,
    ),
  });

  test('one failed answer to a query is retried silently; failQuery is what the user sees', async ({
    page,
    loginAs,
    mockApi,
  }) => {
    await loginAs('admin');
    // The page shown; the list fetches the next one ahead once it has its rows.
    const answers: number[] = [];
    page.on('response', (response) => {
      if (isUsersList(response.url()) && listPageOf(response.url()) === 1) {
        answers.push(response.status());
      }
    });
    const users = new DataTablePage(page, 'List of users');
    const nextPage = page.waitForResponse(
      (response) => isUsersList(response.url()) && listPageOf(response.url()) === 2,
    );

    // `fail` counts answers: the query's silent retry gets the list, the user sees nothing wrong.
    await mockApi.fail({ path: '/api/users/list/data', status: 500 });
    await openSignedIn(page, '/apps/users', 'admin');
    await expect(users.rowHeaders).toHaveCount(10);
    expect(answers).toEqual([500, 200]);
    expect((await mockApi.status()).failures).toEqual([]);
    // Answered before the next failures are queued, which it would otherwise take.
    expect((await nextPage).status()).toBe(200);

    // `failQuery` fails the first request and its retry: the page says so, Try again recovers.
    answers.length = 0;
    await mockApi.failQuery({ path: '/api/users/list/data', status: 500, message: 'List down' });
    expect((await mockApi.status()).failures).toEqual([
      expect.objectContaining({ path: '/api/users/list/data', remaining: 2 }),
    ]);
    await page.reload();
    // The failure is said in the table, in the user's language; the layout stays.
    await expect(users.region.getByText('The records could not be loaded.')).toBeVisible(pageLoad);
    await expect(users.region.getByText('List down')).toBeVisible();
    await expect(page.getByRole('navigation', { name: en.mainMenu })).toBeVisible();
    expect(answers).toEqual([500, 500]);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(users.rowHeaders).toHaveCount(10);
    expect(answers).toEqual([500, 500, 200]);
  });
});

test.describe('a failing list (the example of docs/qa-guide.md)', () => {
  test.use({
    allowedConsoleErrors: allowConsoleErrors(
      expectedConsoleErrors.serverError,
      expectedConsoleErrors.queryError,
    ),
  });

  test('says so, and Try again brings the rows', async ({ page, loginAs, mockApi }) => {
    await loginAs('admin');
    await mockApi.failQuery({ path: '/apps/permissions/data', message: 'Permissions are down' });
    await openSignedIn(page, '/apps/permissions', 'admin');
    await expect(page.getByText('Permissions are down')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(new DataTablePage(page, 'Permissions').rows).toHaveCount(10);
  });
});
