/**
 * The calendar's enums as plain arrays, without zod: the route's search schema needs them and
 * lands in the entry chunk, which the record schemas need not.
 */

/** The contract's calendars, in the order the filter lists them. */
export const eventCalendars = ['Personal', 'Business', 'Family', 'Holiday', 'ETC'] as const;
export type EventCalendar = (typeof eventCalendars)[number];

/** The views the calendar offers, as the URL names them. */
export const calendarViews = ['month', 'week', 'day', 'list'] as const;
export type CalendarView = (typeof calendarViews)[number];

export const EVENT_TITLE_MAX = 200;
export const EVENT_TEXT_MAX = 2000;
export const EVENT_URL_MAX = 2000;
export const EVENT_GUESTS_MAX = 50;
