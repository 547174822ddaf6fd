import type { EventCalendar } from '../api/calendar-values';

/**
 * Each calendar's Mantine colour, as the dashboard's event badges have them. A Map keyed by the
 * stored name, so no name can match a built-in property.
 */
export const calendarColors: ReadonlyMap<EventCalendar, string> = new Map([
  ['Personal', 'red'],
  ['Business', 'brand'],
  ['Family', 'orange'],
  ['Holiday', 'green'],
  ['ETC', 'cyan'],
]);

export const colorOf = (calendar: EventCalendar) => calendarColors.get(calendar) ?? 'gray';
