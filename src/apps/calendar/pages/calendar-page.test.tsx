import { act, screen, waitFor, within } from '@testing-library/react';
import { i18next } from '@/lib/i18n/i18n';
import { clockToday } from '@/mocks/lib/clock';
import { getDemoSession } from '@/mocks/db/sessions';
import { renderRoute } from '@/testing/render-route';

const HOUR_MS = 3_600_000;

/** The date-time picker's value as the form holds it (`YYYY-MM-DD HH:mm:ss`, local time). */
const fieldValue = (drawer: HTMLElement, name: 'start' | 'end') =>
  drawer.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value ?? '';
const asDate = (value: string) => new Date(value.replace(' ', 'T'));

/** `window.matchMedia` answering `matches` for the phone's query, restored after the test. */
function atPhoneWidth() {
  const before = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({ ...before(query), matches: query.includes('max-width: 36em') }) as MediaQueryList;
  onTestFinished(() => {
    window.matchMedia = before;
  });
}

// Each test renders the whole route tree with FullCalendar's chunk: slow on a busy machine.
describe('calendar page', { timeout: 30_000 }, () => {
  it("Add Event starts on the mock's today at the next whole hour, one hour long", async () => {
    const today = clockToday(getDemoSession().clock);
    const { user } = await renderRoute('/apps/calendar', { as: 'admin' });
    // The file's first render transforms the calendar's chunks: seconds on a busy machine.
    await user.click(await screen.findByRole('button', { name: 'Add Event' }, { timeout: 15_000 }));
    // The drawer's chunk is transformed on its first open.
    const drawer = await screen.findByRole('dialog', { name: 'Add Event' }, { timeout: 15_000 });
    expect(within(drawer).getByRole('switch', { name: 'All day' })).not.toBeChecked();
    const start = fieldValue(drawer, 'start');
    expect(start.slice(0, 10)).toBe(today);
    expect(start.slice(13)).toBe(':00:00');
    expect(asDate(fieldValue(drawer, 'end')).getTime() - asDate(start).getTime()).toBe(HOUR_MS);
  });

  it('titles the month with a capital in French, as the month picker does', async () => {
    await renderRoute('/apps/calendar?date=2026-11-10', { as: 'admin' });
    await screen.findByRole('heading', { level: 2, name: 'November 2026' });
    await act(() => i18next.changeLanguage('fr'));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Novembre 2026' }),
    ).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary');
    expect(within(sidebar).getByText('Novembre 2026')).toBeInTheDocument();
  });

  it('Add Event starts on the day the calendar shows', async () => {
    const { user } = await renderRoute('/apps/calendar?view=week&date=2026-12-09', {
      as: 'admin',
    });
    await user.click(await screen.findByRole('button', { name: 'Add Event' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add Event' }, { timeout: 15_000 });
    expect(fieldValue(drawer, 'start').slice(0, 10)).toBe('2026-12-09');
  });

  it("opens the list at a phone's width, and keeps a month chosen there in the URL", async () => {
    atPhoneWidth();
    const { user, router } = await renderRoute('/apps/calendar', { as: 'admin' });
    const list = await screen.findByRole('radio', { name: 'List' });
    expect(list).toBeChecked();
    expect(router.state.location.search).toEqual({});
    await user.click(screen.getByRole('radio', { name: 'Month' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ view: 'month' }));
    expect(screen.getByRole('radio', { name: 'Month' })).toBeChecked();
  });

  it("lists the month day by day at a phone's width, without the grids' code, and opens an event", async () => {
    atPhoneWidth();
    const today = clockToday(getDemoSession().clock);
    const { user, router } = await renderRoute('/apps/calendar', { as: 'admin' });
    const section = await screen.findByRole('region', { name: 'Events' });
    const days = await within(section).findAllByRole('heading', { level: 3 });
    expect(days.length).toBeGreaterThan(0);
    // Each day heading is a day of this month, in order; FullCalendar never rendered.
    expect(document.querySelector('.fc')).toBeNull();
    const month = new Date(`${today}T12:00:00Z`).toLocaleDateString('en-US', {
      month: 'long',
      timeZone: 'UTC',
    });
    for (const day of days) expect(day.textContent).toContain(month);

    const first = within(section).getAllByRole('listitem')[0];
    if (!first) throw new Error('no event listed');
    const title = first.querySelector('button bdi')?.textContent ?? '';
    await user.click(within(first).getByRole('button'));
    const drawer = await screen.findByRole('dialog', { name: 'Update Event' }, { timeout: 15_000 });
    expect(within(drawer).getByRole('textbox', { name: 'Title' })).toHaveValue(title);

    await user.keyboard('{Escape}');
    await user.click(within(section).getByRole('button', { name: 'Next' }));
    const [year = 0, monthNumber = 0] = today.split('-').map(Number);
    const next =
      monthNumber === 12
        ? `${year + 1}-01-01`
        : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
    await waitFor(() => expect(router.state.location.search).toEqual({ date: next }));
  });
});
