import * as z from 'zod/mini';
import { versionSchema } from '@/lib/versions/versions';
import {
  EVENT_GUESTS_MAX,
  EVENT_TEXT_MAX,
  EVENT_TITLE_MAX,
  EVENT_URL_MAX,
  eventCalendars,
} from './calendar-values';

export { eventCalendars, type EventCalendar } from './calendar-values';

/**
 * A calendar event. `start` and `end` are UTC ISO instants and `end` is exclusive (FullCalendar's
 * convention): an all-day event on 1 November runs from 2026-11-01T00:00Z to 2026-11-02T00:00Z.
 * `ownerId` is the user who made it: every event is shared with whoever may read the calendar,
 * and a rule limited to one's own events (the client's) checks it.
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
  ownerId: z.number().check(z.int()),
  /** One more at each change: what a change names to be refused if someone changed it meanwhile. */
  version: versionSchema,
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** `GET /apps/calendar/events`: the events of the chosen calendars and the server's day. */
export const eventsAnswerSchema = z.object({
  events: z.array(calendarEventSchema),
  /** The mock clock's day (`YYYY-MM-DD`), the calendar's "today". */
  today: z.iso.date(),
});
export type EventsAnswer = z.infer<typeof eventsAnswerSchema>;

export const guestSchema = z.object({ id: z.number(), fullName: z.string(), avatar: z.string() });
export type Guest = z.infer<typeof guestSchema>;
/** `GET /apps/calendar/guests`: who can be invited. */
export const guestsAnswerSchema = z.object({ guests: z.array(guestSchema) });

/** An empty string, or an http(s) link. */
const eventUrl = z.string().check(
  z.trim(),
  z.maxLength(EVENT_URL_MAX, 'validation.tooLong'),
  z.refine(
    (value) => value === '' || (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)),
    'validation.url',
  ),
);

/** The editable fields of an event as the API takes them; messages are i18n keys. */
export const eventFields = {
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.required'),
      z.maxLength(EVENT_TITLE_MAX, 'validation.tooLong'),
    ),
  start: z.iso.datetime({ offset: true, error: 'validation.date' }),
  end: z.iso.datetime({ offset: true, error: 'validation.date' }),
  allDay: z.boolean(),
  url: eventUrl,
  calendar: z.enum(eventCalendars, 'validation.invalidOption'),
  guests: z.array(z.string()).check(z.maxLength(EVENT_GUESTS_MAX, 'validation.tooMany')),
  location: z.string().check(z.maxLength(EVENT_TITLE_MAX, 'validation.tooLong')),
  description: z.string().check(z.maxLength(EVENT_TEXT_MAX, 'validation.tooLong')),
};

/** The message of an event that ends before it starts, on `end`. */
export const END_BEFORE_START = 'calendar.errors.endBeforeStart';

/** Whether `end` is not before `start` (either may be unparsable: then the format error says so). */
export function endsAfterStart(start: string, end: string): boolean {
  const from = Date.parse(start);
  const to = Date.parse(end);
  return Number.isNaN(from) || Number.isNaN(to) || to >= from;
}

const endNotBeforeStart = z.refine<{ start: string; end: string }>(
  (event) => endsAfterStart(event.start, event.end),
  { message: END_BEFORE_START, path: ['end'] },
);

/** The `event` of `POST /apps/calendar/add-event`; fields after `calendar` may be left out. */
export const eventInputSchema = z
  .object({
    ...eventFields,
    allDay: z.prefault(eventFields.allDay, false),
    url: z.prefault(eventFields.url, ''),
    guests: z.prefault(eventFields.guests, []),
    location: z.prefault(eventFields.location, ''),
    description: z.prefault(eventFields.description, ''),
  })
  .check(endNotBeforeStart);
export type EventInput = z.infer<typeof eventInputSchema>;

/**
 * The `event` of `POST /apps/calendar/update-event`: the id and only the fields it changes (a
 * move sends `start`, `end` and `allDay`). The server checks `end` against `start` on the result.
 */
export const eventPatchSchema = z.extend(z.partial(z.object(eventFields)), {
  id: z.number().check(z.int()),
});
export type EventPatch = z.infer<typeof eventPatchSchema>;

/**
 * The drawer's form. Dates are the pickers' wall-clock values in the user's time zone
 * (`YYYY-MM-DD HH:mm:ss`, or `YYYY-MM-DD` for an all-day event, whose end is its last day,
 * inclusive). Both fields always hold the same kind, so their text orders like their times.
 */
export const eventFormSchema = z
  .object({
    ...eventFields,
    start: z.string('validation.required').check(z.minLength(1, 'validation.required')),
    end: z.string('validation.required').check(z.minLength(1, 'validation.required')),
  })
  .check(
    z.refine((event) => event.start === '' || event.end === '' || event.end >= event.start, {
      message: END_BEFORE_START,
      path: ['end'],
    }),
  );
/** The form's values: a date not picked yet is the empty string. */
export type EventFormValues = z.infer<typeof eventFormSchema>;
