import type { Locator, Page } from '@playwright/test';
import {
  expect as baseExpect,
  allowConsoleErrors,
  expectedConsoleErrors,
  expectNoA11yViolations,
  test,
} from './fixtures';
import { openSignedIn } from './helpers';
import { CalendarPage, calendarNames, calendarTexts } from './pages/calendar-page';

// The calendar's own chunk (FullCalendar) loads on first visit; on a busy machine that and a
// cold boot can take several seconds.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/** Seeded events of the reference month (src/mocks/seed/events-seed.ts). */
const seeded = {
  holiday: "All Saints' Day", // Holiday, 2026-11-01, the admin's
  family: 'Family brunch', // Family, 2026-11-01, the client's
  business: 'Release go/no-go call', // Business, 2026-11-01, the admin's
  piano: 'Piano lesson', // Personal, 2026-11-12 13:00, the client's
};

/** Opens the calendar at `path` and waits for the grid and its events. */
async function openCalendar(page: Page, role: 'admin' | 'client', path = '/apps/calendar') {
  await openSignedIn(page, path, role);
  const calendar = new CalendarPage(page);
  await calendar.ready();
  return calendar;
}

/** The `calendars` values of a request to the events endpoint. */
const calendarsOf = (url: string) => new URL(url).searchParams.getAll('calendars');

/** Drags with the mouse in small steps, as FullCalendar needs to see the pointer travel. */
async function drag(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('nothing to drag');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 5, start.y + start.height / 2, { steps: 3 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  await page.mouse.up();
}

test('filters the calendars from the URL and with the checkboxes, View All included', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  const firstLoad = page.waitForRequest((request) =>
    request.url().includes('/apps/calendar/events'),
  );
  const calendar = await openCalendar(
    page,
    'admin',
    `/apps/calendar?calendars=${encodeURIComponent('["Holiday"]')}`,
  );
  expect(calendarsOf((await firstLoad).url())).toEqual(['Holiday']);
  await expect(calendar.checkbox('Holiday')).toBeChecked();
  for (const name of calendarNames.filter((other) => other !== 'Holiday')) {
    await expect(calendar.checkbox(name)).not.toBeChecked();
  }
  await expect(calendar.events(seeded.holiday)).toBeVisible();
  await expect(calendar.events(seeded.family)).toHaveCount(0);

  // One more calendar: asked for with a repeated key, and its events appear.
  let request = page.waitForRequest((candidate) =>
    candidate.url().includes('/apps/calendar/events'),
  );
  await calendar.checkbox('Family').click();
  expect(calendarsOf((await request).url())).toEqual(['Family', 'Holiday']);
  await expect(calendar.events(seeded.family)).toBeVisible();
  await expect(calendar.events(seeded.business)).toHaveCount(0);

  // View All with some on: all five, and the URL drops the parameter (the default).
  await calendar.viewAll.click();
  for (const name of calendarNames) await expect(calendar.checkbox(name)).toBeChecked();
  await expect(page).not.toHaveURL(/calendars=/);
  await expect(calendar.events(seeded.business)).toBeVisible();

  // View All with all on: none, and no event.
  request = page.waitForRequest((candidate) => candidate.url().includes('/apps/calendar/events'));
  await calendar.viewAll.click();
  expect(calendarsOf((await request).url())).toEqual(['']);
  for (const name of calendarNames) await expect(calendar.checkbox(name)).not.toBeChecked();
  await expect(calendar.events()).toHaveCount(0);
  await expect(calendar.viewAll).not.toBeChecked();

  // The choice survives a reload.
  await page.reload();
  await calendar.ready();
  await expect(calendar.checkbox('Personal')).not.toBeChecked();
  await expect(calendar.events()).toHaveCount(0);
});

test.describe('adding', () => {
  // The end-before-start error is the form's own; nothing is sent until it is fixed.
  test('adds an event from a day click, after an end before the start is refused', async ({
    page,
    loginAs,
    api,
  }) => {
    await loginAs('admin');
    const calendar = await openCalendar(page, 'admin');
    await calendar.day('2026-11-10').click({ position: { x: 20, y: 60 } });
    const drawer = page.getByRole('dialog', { name: calendarTexts.addTitle });
    await expect(drawer).toBeVisible();
    await expect(calendar.field('Start')).toHaveValue('2026-11-10');
    await expect(calendar.field('End')).toHaveValue('2026-11-10');
    await expect(drawer.getByRole('switch', { name: 'All day' })).toBeChecked();

    await calendar.field('Title').fill('Board offsite');
    await calendar.field('End').fill('2026-11-09');
    await drawer.getByRole('button', { name: calendarTexts.add }).click();
    await expect(calendar.field('End')).toHaveAccessibleDescription(calendarTexts.endBeforeStart);

    await calendar.field('End').fill('2026-11-11');
    const saved = page.waitForResponse((response) =>
      response.url().includes('/apps/calendar/add-event'),
    );
    const refreshed = calendar.eventsLoaded();
    // Started before the click: the success toast lasts two seconds.
    const toast = page.getByText(calendarTexts.added).waitFor({ state: 'visible' });
    await drawer.getByRole('button', { name: calendarTexts.add }).click();
    const answer = await saved;
    expect(answer.status()).toBe(201);
    const stored = await api.json<{ events: { title: string }[] }>('/apps/calendar/events');
    expect(stored.events.find((event) => event.title === 'Board offsite')).toMatchObject({
      start: '2026-11-10T00:00:00.000Z',
      end: '2026-11-12T00:00:00.000Z',
      allDay: true,
    });
    await refreshed;
    await expect(drawer).toBeHidden();
    await expect(calendar.events('Board offsite')).toBeVisible();
    await toast;
  });
});

test.describe('with a failing move', () => {
  test.use({ allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.serverError) });

  test('a dragged event goes back with an error toast when the save fails', async ({
    page,
    loginAs,
    mockApi,
  }) => {
    await loginAs('admin');
    const calendar = await openCalendar(page, 'admin');
    const piano = calendar.day('2026-11-12').locator('.fc-event', { hasText: seeded.piano });
    await expect(piano).toBeVisible();
    await mockApi.fail({
      path: '/apps/calendar/update-event',
      status: 500,
      message: 'Server down',
    });
    const sent = page.waitForResponse((response) =>
      response.url().includes('/apps/calendar/update-event'),
    );
    const toast = page.getByText('Server down').waitFor({ state: 'visible' });
    await drag(page, piano, calendar.day('2026-11-13'));
    const answer = await sent;
    expect(answer.status()).toBe(500);
    await toast;
    await expect(
      calendar.day('2026-11-12').locator('.fc-event', { hasText: seeded.piano }),
    ).toBeVisible();
    await expect(
      calendar.day('2026-11-13').locator('.fc-event', { hasText: seeded.piano }),
    ).toHaveCount(0);
  });
});

test("the client edits its own events only, and the API refuses another's", async ({
  page,
  loginAs,
  api,
}) => {
  await loginAs('client');
  const calendar = await openCalendar(page, 'client');

  // Another's event: not draggable, and the drawer shows it read-only.
  const business = calendar.events(seeded.business);
  await expect(business).not.toHaveClass(/fc-event-draggable/);
  await business.click();
  const viewer = page.getByRole('dialog', { name: calendarTexts.viewTitle, exact: true });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(calendarTexts.readOnly)).toBeVisible();
  await expect(viewer.getByRole('button', { name: calendarTexts.save })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: calendarTexts.delete })).toHaveCount(0);
  await expect(calendar.field('Title')).toHaveAttribute('readonly', '');
  await viewer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(viewer).toBeHidden();

  // Its own: draggable, and the drawer edits it.
  const family = calendar.events(seeded.family);
  await expect(family).toHaveClass(/fc-event-draggable/);
  await family.click();
  const editor = page.getByRole('dialog', { name: calendarTexts.editTitle });
  await expect(editor.getByRole('button', { name: calendarTexts.save })).toBeVisible();
  await expect(editor.getByRole('button', { name: calendarTexts.delete })).toBeVisible();

  // The API says no as well.
  const events = (
    await api.json<{ events: { id: number; title: string }[] }>('/apps/calendar/events')
  ).events;
  const theirs = events.find((event) => event.title === seeded.business);
  const refused = await api.post('/apps/calendar/update-event', {
    event: { id: theirs?.id, title: 'Mine now' },
  });
  expect(refused.status()).toBe(403);
});

test('the calendar passes axe in light and dark, left to right and right to left', async ({
  page,
  context,
  loginAs,
}) => {
  await loginAs('admin');
  const calendar = await openCalendar(page, 'admin');
  await expectNoA11yViolations(page, '/apps/calendar (light, month)');
  await calendar.showView('week');
  await expectNoA11yViolations(page, '/apps/calendar (light, week)');
  await calendar.showView('list');
  await expectNoA11yViolations(page, '/apps/calendar (light, list)');
  await context.addInitScript(() => {
    try {
      window.localStorage.setItem('skin', 'dark');
      window.localStorage.setItem('direction', 'rtl');
    } catch {
      // about:blank has no storage.
    }
  });
  await page.goto('/apps/calendar');
  await calendar.ready();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoA11yViolations(page, '/apps/calendar (dark, right to left, month)');
  await calendar.events(seeded.business).click();
  await expect(page.getByRole('dialog', { name: calendarTexts.editTitle })).toBeVisible();
  await expectNoA11yViolations(page, '/apps/calendar drawer (dark, right to left)');
});
