import { expect as baseExpect, inEachLook, test } from './fixtures';
import { openSignedIn } from './helpers';
import { CalendarPage, calendarTexts } from './pages/calendar-page';

// The calendar's own chunk (FullCalendar) loads on first visit: slow on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
// As in calendar.spec.ts: the times the drawer and its pickers show are Berlin's.
test.use({ timezoneId: 'Europe/Berlin' });

/** Opens a date picker of the drawer and waits for its month. */
async function openPicker(calendar: CalendarPage, label: string) {
  const field = calendar.field(label);
  await field.click();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  const dropdown = calendar.page.locator(`[id="${await field.getAttribute('aria-controls')}"]`);
  await expect(
    dropdown.getByRole('button', { name: '1 November 2026', exact: true }),
  ).toBeVisible();
}

// The month as it opens is checked with every menu page (pages.a11y.spec.ts).
test('calendar: the week and list views, the event drawer and both pickers', async ({
  page,
  loginAs,
}) => {
  // Five states of a large page in two looks: axe is slow on it.
  test.setTimeout(240_000);
  await loginAs('admin');
  await inEachLook(page, async (check) => {
    await openSignedIn(page, '/apps/calendar', 'admin');
    const calendar = new CalendarPage(page);
    await calendar.ready();
    await calendar.showView('week');
    await check('/apps/calendar week');
    await calendar.showView('list');
    await check('/apps/calendar list');
    // Release go/no-go call: the admin's Business event of 2026-11-01 (events-seed.ts).
    await calendar.events('Release go/no-go call').click();
    const drawer = page.getByRole('dialog', { name: calendarTexts.editTitle });
    await expect(drawer).toBeVisible();
    await check('/apps/calendar drawer');
    await openPicker(calendar, 'Start');
    await check('/apps/calendar date-time picker');
    await page.keyboard.press('Escape');
    await expect(calendar.field('Start')).toHaveAttribute('aria-expanded', 'false');
    // All day: the date picker, with the days kept.
    await drawer.getByRole('switch', { name: 'All day' }).check();
    await expect(calendar.value('start')).toHaveValue('2026-11-01');
    await openPicker(calendar, 'Start');
    await check('/apps/calendar date picker');
  });
});
