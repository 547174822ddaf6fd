import * as z from 'zod/mini';

/** The contract's calendars, in the order the filter lists them. */
export const eventCalendars = ['Personal', 'Business', 'Family', 'Holiday', 'ETC'] as const;
export type EventCalendar = (typeof eventCalendars)[number];

/**
 * A calendar event. `start` and `end` are UTC ISO instants and `end` is exclusive (FullCalendar's
 * convention): an all-day event on 1 November runs from 2026-11-01T00:00Z to 2026-11-02T00:00Z.
 */
export const calendarEventSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  allDay: z.boolean(),
  /** Link to the meeting or page; empty when none. */
  url: z.string(),
  calendar: z.enum(eventCalendars),
  /** Full names of the invited users. */
  guests: z.array(z.string()),
  location: z.string(),
  description: z.string(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
