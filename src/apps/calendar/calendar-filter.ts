import { eventCalendars, type EventCalendar } from './api/calendar-values';

/**
 * The calendar filter's rules (the specification's): all five are on at first; each toggles on
 * and off; View All turns all five on, or all off when all are on. Lists keep the filter's order.
 */

/** The calendars shown for the URL's `calendars` (absent: all five). */
export function selectedCalendars(param: readonly EventCalendar[] | undefined): EventCalendar[] {
  return param === undefined
    ? [...eventCalendars]
    : eventCalendars.filter((c) => param.includes(c));
}

export function toggleCalendar(
  selected: readonly EventCalendar[],
  calendar: EventCalendar,
): EventCalendar[] {
  const on = selected.includes(calendar);
  return eventCalendars.filter((candidate) =>
    candidate === calendar ? !on : selected.includes(candidate),
  );
}

export const allSelected = (selected: readonly EventCalendar[]) =>
  eventCalendars.every((calendar) => selected.includes(calendar));

export function toggleAll(selected: readonly EventCalendar[]): EventCalendar[] {
  return allSelected(selected) ? [] : [...eventCalendars];
}

/** The URL's value for a choice: absent when all five are on (the default). */
export function calendarsParam(selected: readonly EventCalendar[]): EventCalendar[] | undefined {
  return allSelected(selected) ? undefined : [...selected];
}
