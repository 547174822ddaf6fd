import type { Page } from '@playwright/test';
import type { RecordSearchAnswer } from '../src/apps/bookmarks/api/record-search-schemas';
import { eventsAnswerSchema } from '../src/apps/calendar/api/calendar-schemas';
import { tasksAnswerSchema } from '../src/apps/todo/api/todo-schemas';
import { allowConsoleErrors, expect, expectedConsoleErrors, test } from './fixtures';
import {
  en,
  escapeRegExp,
  holdRequests,
  homePath,
  isBookmarksCall,
  openSignedIn,
  pathIs,
} from './helpers';
import { CalendarPage } from './pages/calendar-page';
import { TodoPage } from './pages/todo-page';

const searchText = {
  open: en.search,
  dialog: en.searchDialog,
  results: 'Search results',
  add: 'Add to bookmarks',
  remove: 'Remove from bookmarks',
  noResults: (query: string) => `No results for “${query}”`,
} as const;

/** The star of a result, whichever its state. */
const starName = new RegExp(`^(${searchText.add}|${searchText.remove})$`);

/** A light page to start from (the dashboard would load its charts for nothing). */
const start = '/access-control';

const isBookmarkUpdate = (url: string) => new URL(url).pathname === '/api/bookmarks/update';

function search(page: Page) {
  const dialog = page.getByRole('dialog', { name: searchText.dialog });
  const results = dialog.getByRole('grid', { name: searchText.results });
  return {
    dialog,
    input: dialog.getByRole('combobox', { name: searchText.dialog }),
    results,
    /** The result row of a page: its link cell and its star. */
    row: (title: string) => {
      const row = results.getByRole('row').filter({
        has: page.getByRole('gridcell', { name: title, exact: true }),
      });
      return {
        row,
        cell: row.getByRole('gridcell', { name: title, exact: true }),
        star: row.getByRole('button', { name: starName }),
      };
    },
  };
}

/** Holds `POST /api/bookmarks/update` calls until released (the optimistic state shows). */
const holdBookmarkUpdates = (page: Page) => holdRequests(page, (url) => isBookmarkUpdate(url.href));

const bookmarkBar = (page: Page) => page.getByRole('navigation', { name: en.bookmarks });

test('Ctrl+K opens the search, Esc closes it and gives the focus back', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  await openSignedIn(page, start, 'admin');
  const { dialog, input } = search(page);
  const button = page.getByRole('banner').getByRole('button', { name: searchText.open });
  await expect(button).toHaveAttribute('aria-keyshortcuts', /Control\+K/);

  await page.keyboard.press('Control+KeyK');
  await expect(dialog).toBeVisible();
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Opened with the button, Esc returns to it.
  await button.click();
  await expect(input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await expect(page).toHaveURL(pathIs(start));
});

test('"/" opens the search, but not while typing in a field', async ({ page, loginAs }) => {
  await loginAs('admin');
  await openSignedIn(page, '/mock-api', 'admin');
  const { dialog, input } = search(page);
  const path = page.getByRole('textbox', { name: 'Path' });

  await path.fill('');
  await page.keyboard.type('/api/x');
  await expect(path).toHaveValue('/api/x');
  await expect(dialog).toHaveCount(0);

  // Out of the field, "/" opens the search with an empty query.
  await page.getByRole('heading', { name: en.mockApi, level: 1 }).click();
  await expect(path).not.toBeFocused();
  await page.keyboard.press('/');
  await expect(dialog).toBeVisible();
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('');
  await expect(path).toHaveValue('/api/x');
});

test('finds a page by prefix and by substring, and Enter opens the active result', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  await openSignedIn(page, homePath, 'admin');
  const { dialog, input, results, row } = search(page);

  for (const query of ['acc', 'control', 'CONTROL']) {
    await test.step(`"${query}"`, async () => {
      await page.keyboard.press('Control+KeyK');
      await input.fill(query);
      // One page; records found by the same words (products named "Controller") follow below.
      await expect(results.getByRole('rowgroup', { name: 'Pages' }).getByRole('row')).toHaveCount(
        1,
      );
      await expect(row(en.accessControl).cell).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }

  // "a" finds several pages; the first is active and ArrowDown walks down to Access control.
  await page.keyboard.press('Control+KeyK');
  await input.fill('a');
  const links = results.getByRole('link');
  await expect
    .poll(async () => (await links.allInnerTexts()).every((title) => /a/i.test(title)))
    .toBe(true);
  const titles = await links.allInnerTexts();
  const target = titles.indexOf(en.accessControl);
  expect(
    target,
    `"${en.accessControl}" after the first result in ${titles.join(', ')}`,
  ).toBeGreaterThan(0);
  for (const [index, title] of titles.slice(0, target + 1).entries()) {
    if (index > 0) await page.keyboard.press('ArrowDown');
    const active = row(title).cell;
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      (await active.getAttribute('id')) ?? 'missing id',
    );
    await expect(results.getByRole('gridcell', { selected: true })).toHaveCount(1);
  }
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(pathIs('/access-control'));
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: en.accessControl, level: 1 })).toBeVisible();
});

test('finds only the records the account may read: products for the client, never users', async ({
  page,
  loginAs,
  api,
}) => {
  await loginAs('client');
  await openSignedIn(page, start, 'client');
  const { dialog, input, results } = search(page);
  const group = (name: string) => results.getByRole('rowgroup', { name, exact: true });
  const answerFor = (query: string) =>
    page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/search' && url.searchParams.get('q') === query;
    });
  await page.keyboard.press('Control+KeyK');
  await expect(dialog).toBeVisible();

  // A product the client may read is found...
  await input.fill('Garmin Fenix');
  await expect(
    group('Products')
      .getByRole('row', { name: /Garmin Fenix 8/ })
      .first(),
  ).toBeVisible();

  // ...a user the client may not read is not, by the server's answer as on screen.
  const answered = answerFor('Qureshi');
  await input.fill('Qureshi');
  const answer = (await (await answered).json()) as RecordSearchAnswer;
  expect(answer.groups.map((found) => found.kind)).not.toContain('user');
  await expect(dialog.getByText(searchText.noResults('Qureshi'))).toBeVisible();
  await expect(group('Users')).toHaveCount(0);

  // The same words find the user for the admin: what the client missed is the rules' doing.
  await api.signIn('admin');
  const forAdmin = await api.json<RecordSearchAnswer>('/api/search?q=Qureshi');
  expect(forAdmin.groups.map((found) => found.kind)).toContain('user');
});

test('a query that matches nothing says so', async ({ page, loginAs }) => {
  await loginAs('client');
  await openSignedIn(page, start, 'client');
  const { dialog, input, results } = search(page);
  await page.getByRole('button', { name: searchText.open }).click();
  await input.fill('zzqxv');
  await expect(dialog.getByText(searchText.noResults('zzqxv'))).toBeVisible();
  await expect(results).toHaveCount(0);
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(pathIs(start));
});

test('the star adds a bookmark to the bar at once, and it stays after a reload', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  await openSignedIn(page, start, 'admin');
  const bar = bookmarkBar(page);
  // The seeded bookmarks: the bar shows the first few in menu order (Todo first).
  await expect(bar.getByRole('link', { name: en.todo })).toBeVisible();
  await expect(bar.getByRole('link', { name: en.analytics })).toHaveCount(0);

  const { dialog, input, row } = search(page);
  await page.keyboard.press('Control+KeyK');
  await input.fill('analy');
  const { star } = row(en.analytics);
  await expect(star).toHaveAccessibleName(searchText.add);
  await expect(star).toHaveAttribute('aria-pressed', 'false');

  // At once: the star and the bar change before the server has answered.
  const inFlight = await holdBookmarkUpdates(page);
  const saved = page.waitForResponse((response) => isBookmarkUpdate(response.url()));
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(star).toHaveAccessibleName(searchText.remove);
  await expect(bar.getByRole('link', { name: en.analytics })).toBeVisible();
  inFlight.release();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  // The API answers the page it updated: the one starred.
  expect(await answer.json()).toMatchObject({ link: homePath, isBookmarked: true });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const reloaded = page.waitForResponse((response) => isBookmarksCall(response.url()));
  await page.reload();
  expect((await reloaded).status()).toBe(200);
  await expect(bar.getByRole('link', { name: en.analytics })).toBeVisible();
  await expect(bar.getByRole('link', { name: en.analytics })).toHaveAttribute('href', homePath);

  // The earlier bookmarks stay (past the bar's first few, in its overflow menu).
  await page.keyboard.press('Control+KeyK');
  const bookmarks = search(page).results.getByRole('rowgroup', { name: en.bookmarks });
  await expect(bookmarks).toContainText(en.analytics);
  await expect(bookmarks).toContainText(en.accessControl);
  await expect(row(en.analytics).star).toHaveAttribute('aria-pressed', 'true');
});

test.describe('a bookmark call that fails', () => {
  // The update answers 500 on purpose; chromium logs it as a failed resource.
  test.use({ allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.serverError) });

  test('rolls the star back and shows an error toast', async ({ page, loginAs, mockApi }) => {
    await loginAs('admin');
    await openSignedIn(page, start, 'admin');
    const message = 'Bookmarks are down for maintenance';
    await mockApi.fail({ path: '/api/bookmarks/update', status: 500, message });

    const { input, row } = search(page);
    await page.keyboard.press('Control+KeyK');
    await input.fill('analy');
    const { star } = row(en.analytics);
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    // The optimistic star first, then the failure puts it back.
    const inFlight = await holdBookmarkUpdates(page);
    const failed = page.waitForResponse((response) => isBookmarkUpdate(response.url()));
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(bookmarkBar(page).getByRole('link', { name: en.analytics })).toBeVisible();
    inFlight.release();
    expect((await failed).status()).toBe(500);

    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await expect(star).toHaveAccessibleName(searchText.add);
    await expect(bookmarkBar(page).getByRole('link', { name: en.analytics })).toHaveCount(0);
    const toast = page
      .getByRole('region', { name: /^Notifications/ })
      .getByRole('listitem')
      .filter({ hasText: message });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('data-type', 'error');
    // The failure was used up and the rest of the bookmarks are untouched.
    expect((await mockApi.status()).failures).toEqual([]);
    await expect(bookmarkBar(page).getByRole('link', { name: en.todo })).toBeVisible();
  });
});

/** Whether `row` is the only one of `rows` with its title. */
const unique = <T extends { title: string }>(rows: readonly T[], row: T) =>
  rows.filter((other) => other.title === row.title).length === 1;

test('a task and an event found by Ctrl+K open in their app, whatever its view, highlighted', async ({
  page,
  loginAs,
  api,
}) => {
  const { userData } = await loginAs('admin');
  // A task of someone else's (not in My tasks) and an event, each the only one of its title.
  const { tasks } = tasksAnswerSchema.parse(await api.json('/apps/todo/tasks?filter=everyone'));
  const task = tasks.find((row) => row.assignee?.id !== userData.id && unique(tasks, row));
  const { events } = eventsAnswerSchema.parse(await api.json('/apps/calendar/events'));
  const event = events.find((row) => unique(events, row));
  if (!task || !event) throw new Error('the seed has no such task or event');

  // The todo app left in a view that shows neither: a search that finds nothing.
  await openSignedIn(page, '/apps/todo?q=zzqxv', 'admin');
  const { dialog, input, results } = search(page);
  const openResult = async (group: string, title: string) => {
    await page.keyboard.press('Control+KeyK');
    await input.fill(title);
    await results
      .getByRole('rowgroup', { name: group, exact: true })
      .getByRole('link', { name: new RegExp(`^${escapeRegExp(title)}`) })
      .click();
    await expect(dialog).toBeHidden();
  };

  await openResult('Tasks', task.title);
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/apps/todo' &&
      url.searchParams.get('filter') === 'everyone' &&
      url.searchParams.get('taskId') === String(task.id) &&
      !url.searchParams.has('q'),
  );
  const todo = new TodoPage(page);
  await expect(page.getByRole('dialog').getByRole('textbox', { name: /^Title/ })).toHaveValue(
    task.title,
  );
  await expect(todo.row(task.title)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Escape');
  await expect(todo.row(task.title)).not.toHaveAttribute('aria-current');

  await openResult('Events', event.title);
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/apps/calendar' &&
      url.searchParams.get('view') === 'day' &&
      url.searchParams.get('eventId') === String(event.id),
  );
  const calendar = new CalendarPage(page);
  await expect(calendar.drawer.getByRole('textbox', { name: /^Title/ })).toHaveValue(event.title);
  // The event in the day's grid, ringed.
  await expect(calendar.events(event.title)).toHaveCSS('outline-style', 'solid');
});
