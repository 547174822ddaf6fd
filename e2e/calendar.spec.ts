import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, allowConsoleErrors, expectedConsoleErrors, test } from './fixtures';
import { openSignedIn, pageLoad, signInElsewhere, undoToast } from './helpers';
import { LiveStream } from './pages/live-events';
import {
  CalendarPage,
  calendarNames,
  calendarTexts,
  centre,
  shownText,
  type Point,
} from './pages/calendar-page';

// The calendar's own chunk (FullCalendar) loads on first visit; on a busy machine that and a
// cold boot can take several seconds.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
// The calendar shows the user's local times: one zone for every run, east of UTC (UTC+1 in
// November), so a time shown differs from the API's UTC one and the tests prove the conversion.
test.use({ timezoneId: 'Europe/Berlin' });

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
async function dragBetween(page: Page, from: Point, to: Point) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 3, from.y + 3, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

async function drag(page: Page, from: Locator, to: Locator) {
  await dragBetween(page, await centre(from), await centre(to));
}

type StoredEvent = { id: number; title: string; start: string; end: string; allDay: boolean };

test('at phone width the calendars are in a drawer, and filter the list', async ({
  page,
  loginAs,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs('admin');
  await openSignedIn(page, '/apps/calendar', 'admin');
  const calendar = new CalendarPage(page);
  await expect(calendar.events(seeded.business)).toBeVisible();
  // The list, and no sidebar column beside it.
  await expect(calendar.grid).toHaveCount(0);
  await expect(calendar.sidebar).toHaveCount(0);

  await page.getByRole('button', { name: 'Show calendars and dates' }).click();
  const drawer = page.getByRole('dialog', { name: 'Calendars and dates' });
  const business = drawer
    .getByRole('group', { name: 'Calendars' })
    .getByRole('checkbox', { name: 'Business', exact: true });
  const request = page.waitForRequest((candidate) =>
    candidate.url().includes('/apps/calendar/events'),
  );
  await business.click();
  expect(calendarsOf((await request).url())).not.toContain('Business');
  await expect(business).not.toBeChecked();

  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(calendar.events(seeded.business)).toHaveCount(0);
  await expect(calendar.events(seeded.holiday)).toBeVisible();
});

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
    await expect(calendar.value('start')).toHaveValue('2026-11-10');
    await expect(calendar.value('end')).toHaveValue('2026-11-10');
    // Shown in the interface language's own format, not the browser's date input.
    await expect(calendar.field('Start')).toHaveText(/Nov 10, 2026/);
    await expect(drawer.getByRole('switch', { name: 'All day' })).toBeChecked();

    await calendar.field('Title').fill('Board offsite');
    await calendar.pickDate('End', '9 November 2026');
    await expect(calendar.value('end')).toHaveValue('2026-11-09');
    await drawer.getByRole('button', { name: calendarTexts.add }).click();
    await expect(calendar.field('End')).toHaveAccessibleDescription(calendarTexts.endBeforeStart);

    await calendar.pickDate('End', '11 November 2026');
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
  test('adds an event by dragging over a time range in the week view, in local time', async ({
    page,
    loginAs,
    api,
  }) => {
    await loginAs('admin');
    const calendar = await openCalendar(page, 'admin', '/apps/calendar?view=week&date=2026-11-10');
    // The week opens at the working day, not at midnight.
    await expect(calendar.slot('07:00:00')).toBeInViewport();
    await expect(calendar.slot('09:00:00')).toBeInViewport();

    // 09:00 to 10:30 on Tuesday: the 09:00, 09:30 and 10:00 slots.
    await dragBetween(
      page,
      await calendar.slotPoint('2026-11-10', '09:00:00'),
      await calendar.slotPoint('2026-11-10', '10:00:00'),
    );
    const drawer = page.getByRole('dialog', { name: calendarTexts.addTitle });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('switch', { name: 'All day' })).not.toBeChecked();
    await expect(calendar.value('start')).toHaveValue('2026-11-10 09:00:00');
    await expect(calendar.value('end')).toHaveValue('2026-11-10 10:30:00');
    await expect(calendar.field('Start')).toHaveText(/Nov 10, 2026, 9:00\sAM/);
    await expect(calendar.field('End')).toHaveText(/Nov 10, 2026, 10:30\sAM/);

    await calendar.field('Title').fill('Hiring sync');
    const saved = page.waitForResponse((response) =>
      response.url().includes('/apps/calendar/add-event'),
    );
    await drawer.getByRole('button', { name: calendarTexts.add }).click();
    expect((await saved).status()).toBe(201);
    await expect(drawer).toBeHidden();
    // Berlin is UTC+1 in November: the API keeps the UTC instants.
    const stored = await api.json<{ events: StoredEvent[] }>('/apps/calendar/events');
    expect(stored.events.find((event) => event.title === 'Hiring sync')).toMatchObject({
      start: '2026-11-10T08:00:00.000Z',
      end: '2026-11-10T09:30:00.000Z',
      allDay: false,
    });
    const added = calendar.column('2026-11-10').locator('.fc-event', { hasText: 'Hiring sync' });
    await expect(added).toContainText('9:00 - 10:30');
  });

  test('a click on a half hour of the week view opens Add Event for that half hour', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    const calendar = await openCalendar(page, 'admin', '/apps/calendar?view=week&date=2026-11-10');
    const drawer = await calendar.clickSlot('2026-11-11', '14:30:00');
    await expect(drawer.getByRole('switch', { name: 'All day' })).not.toBeChecked();
    await expect(calendar.value('start')).toHaveValue('2026-11-11 14:30:00');
    await expect(calendar.value('end')).toHaveValue('2026-11-11 15:00:00');
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

test('resizes an event in the week view and the new end is saved', async ({
  page,
  loginAs,
  api,
}) => {
  await loginAs('admin');
  const calendar = await openCalendar(page, 'admin', '/apps/calendar?view=week&date=2026-11-12');
  const events = (await api.json<{ events: StoredEvent[] }>('/apps/calendar/events')).events;
  const before = events.find((event) => event.title === seeded.piano);
  // The seed has it from 13:00Z, 14:00 in Berlin, shown in local time.
  expect(before?.start).toBe('2026-11-12T13:00:00.000Z');
  const piano = calendar.column('2026-11-12').locator('.fc-event', { hasText: seeded.piano });
  await expect(piano).toContainText('2:00 -');

  // The end handle shows on hover; dragged down to the end of the 15:30 slot: until 16:00.
  await piano.hover();
  const handle = piano.locator('.fc-event-resizer-end');
  await expect(handle).toBeVisible();
  const target = await calendar.slotPoint('2026-11-12', '15:30:00');
  const saved = page.waitForResponse((response) =>
    response.url().includes('/apps/calendar/update-event'),
  );
  await dragBetween(page, await centre(handle), target);
  expect((await saved).status()).toBe(200);
  await expect(piano).toContainText('2:00 - 4:00');
  const after = (await api.json<{ events: StoredEvent[] }>('/apps/calendar/events')).events;
  expect(after.find((event) => event.id === before?.id)).toMatchObject({
    start: '2026-11-12T13:00:00.000Z',
    end: '2026-11-12T15:00:00.000Z',
  });

  await page.reload();
  await calendar.ready();
  await expect(
    calendar.column('2026-11-12').locator('.fc-event', { hasText: seeded.piano }),
  ).toContainText('2:00 - 4:00');
});

test("edits and deletes events, and the dashboard's Today's events follows", async ({
  page,
  loginAs,
  api,
  mockApi,
}) => {
  const eventRemovals = { method: 'DELETE', path: '/apps/calendar/remove-event' };
  await loginAs('admin');
  await openSignedIn(page, '/dashboards/analytics', 'admin');
  const today = page.getByRole('listitem').filter({ hasText: seeded.business });
  await expect(today).toBeVisible(pageLoad);
  await expect(page.getByRole('listitem').filter({ hasText: seeded.holiday })).toBeVisible();
  // A person's home lists their own events and those they are invited to: not the client's.
  await expect(page.getByRole('listitem').filter({ hasText: seeded.family })).toHaveCount(0);

  // To the calendar inside the app: the dashboard's answer stays in the cache.
  await page.getByRole('navigation').getByRole('link', { name: 'Calendar' }).first().click();
  const calendar = new CalendarPage(page);
  await calendar.ready();

  // Edit: a new title and an end half an hour later (17:30 to 18:00 in Berlin).
  await calendar.events(seeded.business).click();
  const editor = page.getByRole('dialog', { name: calendarTexts.editTitle });
  await expect(editor).toBeVisible();
  await expect(calendar.value('start')).toHaveValue('2026-11-01 17:00:00');
  await expect(calendar.value('end')).toHaveValue('2026-11-01 17:30:00');
  await calendar.field('Title').fill('Release call, final');
  await calendar.pickDate('End', '1 November 2026', { hours: '06', minutes: '00', amPm: 'PM' });
  await expect(calendar.value('end')).toHaveValue('2026-11-01 18:00:00');
  await expect(calendar.field('End')).toHaveText(/Nov 1, 2026, 6:00\sPM/);
  const updated = page.waitForResponse((response) =>
    response.url().includes('/apps/calendar/update-event'),
  );
  await editor.getByRole('button', { name: calendarTexts.save }).click();
  expect((await updated).status()).toBe(200);
  await expect(editor).toBeHidden();
  await expect(calendar.events('Release call, final')).toBeVisible();
  const stored = (await api.json<{ events: StoredEvent[] }>('/apps/calendar/events')).events;
  expect(stored.find((event) => event.title === 'Release call, final')).toMatchObject({
    start: '2026-11-01T16:00:00.000Z',
    end: '2026-11-01T17:00:00.000Z',
  });

  // Delete is undoable: the event leaves at once and the toast offers Undo, which brings it back
  // with nothing sent.
  await calendar.events(seeded.holiday).click();
  await expect(editor).toBeVisible();
  await editor.getByRole('button', { name: calendarTexts.delete }).click();
  await expect(editor).toBeHidden();
  await expect(calendar.events(seeded.holiday)).toHaveCount(0);
  await undoToast(page, calendarTexts.deleted(seeded.holiday))
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(calendar.events(seeded.holiday)).toHaveCount(1);
  expect(await mockApi.requests(eventRemovals)).toEqual([]);

  // Left alone, the delete is sent when the toast's time is up.
  const removed = page.waitForResponse((response) =>
    response.url().includes('/apps/calendar/remove-event'),
  );
  await calendar.events(seeded.holiday).click();
  await expect(editor).toBeVisible();
  await editor.getByRole('button', { name: calendarTexts.delete }).click();
  await expect(editor).toBeHidden();
  await expect(undoToast(page, calendarTexts.deleted(seeded.holiday))).toBeVisible();
  await expect(calendar.events(seeded.holiday)).toHaveCount(0);
  expect((await removed).status()).toBe(204);
  expect(await mockApi.requests(eventRemovals)).toHaveLength(1);
  const left = (await api.json<{ events: StoredEvent[] }>('/apps/calendar/events')).events;
  expect(left.map((event) => event.title)).not.toContain(seeded.holiday);

  // Back on the dashboard within its cache time: it shows the calendar's writes.
  await page.getByRole('navigation').getByRole('link', { name: 'Analytics' }).first().click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Release call, final' })).toBeVisible(
    pageLoad,
  );
  await expect(page.getByRole('listitem').filter({ hasText: seeded.holiday })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("opens in the list, day by day, without the grids' code; an event opens by a tap, and Month brings the grid", async ({
    page,
    loginAs,
  }) => {
    const gridCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/event-calendar-[^/]*\.js$/.test(request.url())) gridCode.push(request.url());
    });
    await loginAs('admin');
    await openSignedIn(page, '/apps/calendar', 'admin');
    const calendar = new CalendarPage(page);
    const events = page.getByRole('region', { name: 'Events' });
    const firstDay = events.getByRole('heading', { level: 3 }).first();
    await expect(firstDay).toHaveText('Sunday, November 1, 2026', pageLoad);
    // Today (the mock's clock) is marked, and a day lists its events: all day first, then by time.
    await expect(firstDay).toHaveAttribute('aria-current', 'date');
    const rows = events.getByRole('list').first().getByRole('button');
    // Times in Berlin's time, each range isolated (FSI…PDI) so it keeps its order right to left.
    await expect(rows).toHaveText([
      `All day${seeded.holiday}`,
      `\u206812:00 PM – 2:00 PM\u2069${seeded.family}`,
      `\u20685:00 PM – 5:30 PM\u2069${seeded.business}`,
    ]);
    expect(gridCode).toEqual([]);

    await calendar.events(seeded.business).tap();
    const editor = page.getByRole('dialog', { name: calendarTexts.editTitle });
    await expect(editor).toBeVisible();
    await expect(calendar.field('Title')).toHaveValue(seeded.business);
    await page.keyboard.press('Escape');
    await expect(editor).toBeHidden();

    // The next month, then the month grid (FullCalendar, loaded now) on the same month.
    await events.getByRole('button', { name: 'Next' }).tap();
    await expect(calendar.title).toHaveText('December 2026');
    await expect(page).toHaveURL(/date=2026-12-01/);
    await calendar.showView('month');
    await expect(calendar.grid).toBeVisible();
    await expect(calendar.title).toHaveText('December 2026');
    expect(gridCode).toHaveLength(1);
  });
});

test('in German, right to left, the month starts on Monday and texts read in their order', async ({
  page,
  context,
  loginAs,
}) => {
  await context.addInitScript(() => {
    try {
      window.localStorage.setItem('i18nextLng', 'de');
      window.localStorage.setItem('direction', 'rtl');
    } catch {
      // about:blank has no storage.
    }
  });
  await loginAs('admin');
  await page.goto('/apps/calendar');
  const calendar = new CalendarPage(page);
  await calendar.ready('Kalender');
  const title = page.getByRole('region', { name: 'Termine' }).getByRole('heading', { level: 2 });

  // The month view: Monday first, Sunday last; the first cell is Monday 26 October.
  const headers = calendar.grid.locator('th.fc-col-header-cell');
  await expect(headers.first()).toHaveText(/^Mo/);
  await expect(headers.last()).toHaveText(/^So/);
  await expect(calendar.grid.locator('td.fc-daygrid-day').first()).toHaveAttribute(
    'data-date',
    '2026-10-26',
  );
  await expect(title).toHaveText('November 2026');
  // Right to left, each text keeps its own order: "17 Uhr" (not "Uhr 17"), and a chip too narrow
  // for its title shows the title's start.
  const release = calendar.events(seeded.business);
  expect(await shownText(release.locator('.fc-event-time'))).toBe('17 Uhr');
  expect(await shownText(release.locator('.fc-event-title'))).toMatch(/^Rel/);

  // The week view's title and day headers in German formats.
  const week = page.getByRole('radio', { name: 'Woche' });
  await page.locator(`label[for="${await week.getAttribute('id')}"]`).click();
  await expect(title).toHaveText(/^26\.? Okt\.? – 1\. Nov\.? 2026$/);
  await expect(headers.first()).toHaveText(/^Mo\.? 26\.10\.?$/i);
  // "Mo. 26.10." as written, not with its dots moved to the other end.
  const monday = headers.first().locator('.fc-col-header-cell-cushion');
  expect(await shownText(monday)).toBe(await monday.textContent());
  // Times in 24 hours.
  const twoPm = calendar.grid.locator('.fc-timegrid-slot-label[data-time="14:00:00"]');
  await expect(twoPm).toHaveText(/^14 Uhr$/);
  expect(await shownText(twoPm.locator('.fc-timegrid-slot-label-cushion'))).toBe('14 Uhr');

  // The drawer's dates: German format, and a picker whose week starts on Monday.
  await calendar.events(seeded.business).click();
  const editor = page.getByRole('dialog', { name: 'Termin bearbeiten' });
  await expect(editor).toBeVisible();
  const start = editor.getByLabel(/^Beginn/);
  await expect(start).toHaveText(/01\.11\.2026, 17:00/);
  await start.click();
  const dropdown = page.locator(`[id="${await start.getAttribute('aria-controls')}"]`);
  await expect(dropdown.locator('thead th').first()).toHaveText('Mo');
  await expect(dropdown.getByRole('spinbutton', { name: 'Stunden' })).toHaveValue('17');
});

/** The piano lesson on `date` of a month grid. */
const pianoOn = (view: CalendarPage, date: string) =>
  view.day(date).locator('.fc-event', { hasText: seeded.piano });

test.describe('two people moving one event', () => {
  // The refused drag's 412, and the tab's stream kept down while it tries to reconnect.
  test.use({
    allowedConsoleErrors: allowConsoleErrors(
      expectedConsoleErrors.preconditionFailed,
      expectedConsoleErrors.streamCut,
    ),
  });

  test('a drag against a stale calendar is refused, rolled back naming who moved it, and the calendar shows their move', async ({
    page,
    loginAs,
    browser,
    isolate,
    consoleGuard,
    mockApi,
  }) => {
    await loginAs('admin');
    const calendar = await openCalendar(page, 'admin');
    await expect(pianoOn(calendar, '2026-11-12')).toBeVisible();
    // This tab's live stream is down: the other person's move cannot reach its calendar yet.
    const resume = await new LiveStream(mockApi).takeDown(page);

    // Another admin, in another browser, moves the lesson to the 14th.
    const other = await signInElsewhere({ browser, isolate, consoleGuard }, 'admin');
    await other.goto('/apps/calendar');
    const otherCalendar = new CalendarPage(other);
    await otherCalendar.ready();
    await expect(pianoOn(otherCalendar, '2026-11-12')).toBeVisible();
    const moved = other.waitForResponse((response) =>
      response.url().includes('/apps/calendar/update-event'),
    );
    await drag(other, pianoOn(otherCalendar, '2026-11-12'), otherCalendar.day('2026-11-14'));
    expect((await moved).status()).toBe(200);
    await other.context().close();

    // The first admin, whose calendar still shows it on the 12th, drags it to the 13th: refused.
    const refused = page.waitForResponse((response) =>
      response.url().includes('/apps/calendar/update-event'),
    );
    await drag(page, pianoOn(calendar, '2026-11-12'), calendar.day('2026-11-13'));
    expect((await refused).status()).toBe(412);
    await expect(
      page.getByText('John Doe changed this record in the meantime: nothing was saved.'),
    ).toBeVisible();
    // Not left on the 13th: the calendar shows the lesson where the other person put it.
    await expect(pianoOn(calendar, '2026-11-14')).toBeVisible();
    await expect(pianoOn(calendar, '2026-11-13')).toHaveCount(0);
    await expect(pianoOn(calendar, '2026-11-12')).toHaveCount(0);
    await resume();
  });
});
