import type { EventCalendar } from './calendar-values';

export const calendarKeys = {
  all: ['calendar'] as const,
  lists: () => [...calendarKeys.all, 'events'] as const,
  /** The events of the chosen calendars, always in the filter's order. */
  list: (calendars: readonly EventCalendar[]) => [...calendarKeys.lists(), calendars] as const,
  guests: () => [...calendarKeys.all, 'guests'] as const,
};
