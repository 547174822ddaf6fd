import { eventCalendars } from './api/calendar-values';
import {
  allSelected,
  calendarsParam,
  selectedCalendars,
  toggleAll,
  toggleCalendar,
} from './calendar-filter';
import { calendarSearchSchema } from './calendar-search';

describe('the calendar filter', () => {
  it('starts with all five on', () => {
    expect(selectedCalendars(undefined)).toEqual([...eventCalendars]);
    expect(allSelected(selectedCalendars(undefined))).toBe(true);
  });

  it('toggles one calendar off and on again, keeping the filter order', () => {
    const all = selectedCalendars(undefined);
    const withoutFamily = toggleCalendar(all, 'Family');
    expect(withoutFamily).toEqual(['Personal', 'Business', 'Holiday', 'ETC']);
    expect(toggleCalendar(withoutFamily, 'Family')).toEqual([...eventCalendars]);
    expect(toggleCalendar(['ETC'], 'Personal')).toEqual(['Personal', 'ETC']);
  });

  it('View All turns all on, or all off when all are on', () => {
    expect(toggleAll([...eventCalendars])).toEqual([]);
    expect(toggleAll([])).toEqual([...eventCalendars]);
    expect(toggleAll(['Holiday'])).toEqual([...eventCalendars]);
  });

  it('keeps all five out of the URL, and says none with an empty list', () => {
    expect(calendarsParam([...eventCalendars])).toBeUndefined();
    expect(calendarsParam([])).toEqual([]);
    expect(calendarsParam(['Business'])).toEqual(['Business']);
    expect(selectedCalendars([])).toEqual([]);
  });
});

describe('the calendar URL', () => {
  it('reads calendars, view and date, dropping what it does not know', () => {
    expect(
      calendarSearchSchema.parse({
        calendars: ['Family', 'Nope', 'Personal'],
        view: 'week',
        date: '2026-11-05',
      }),
    ).toEqual({ calendars: ['Personal', 'Family'], view: 'week', date: '2026-11-05' });
  });

  it('falls back to the defaults on malformed values', () => {
    expect(
      calendarSearchSchema.parse({ calendars: 'Personal', view: 'year', date: '2026-02-30' }),
    ).toEqual({ calendars: undefined, view: undefined, date: undefined });
  });
});
