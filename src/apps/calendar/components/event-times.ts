import type { CalendarEvent } from '../api/calendar-schemas';

/**
 * The calendar shows and edits times in the user's own time zone (the browser's): an event at
 * 13:00Z shows at 14:00 in Berlin and 08:00 in New York. The API keeps UTC instants.
 *
 * An all-day event is a span of days, not of instants: the API stores it from its first day's
 * 00:00Z to the day after its last (`2026-11-01T00:00Z`–`2026-11-02T00:00Z` for 1 November), and
 * it is on 1 November in every zone, never on 31 October in New York.
 */
export const CALENDAR_TIME_ZONE = 'local';

const DAY_MS = 86_400_000;

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` of a date in the user's time zone. */
export const localDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** `YYYY-MM-DD HH:mm:ss` of a date in the user's time zone: a date-time picker's value. */
export const localDateTime = (date: Date) =>
  `${localDay(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;

/** The date of a picker's wall-clock value (`YYYY-MM-DD[ HH:mm[:ss]]`) in the user's time zone. */
export function wallClockDate(value: string): Date {
  const [day = '', time = '00:00:00'] = value.split(/[ T]/);
  // An ISO date-time without an offset is local time (a date alone would be UTC).
  return new Date(`${day}T${time.length === 5 ? `${time}:00` : time}`);
}

/** The UTC day (`YYYY-MM-DD`) of an instant: an all-day event's days. */
const utcDay = (instant: string | number) => new Date(instant).toISOString().slice(0, 10);

/** The day before `day` (`YYYY-MM-DD`): an all-day event's last day from its exclusive end. */
export const dayBefore = (day: string) => utcDay(Date.parse(`${day}T00:00:00Z`) - DAY_MS);

/** The day after `day`: the exclusive end of an all-day event whose last day is `day`. */
export const dayAfter = (day: string) => utcDay(Date.parse(`${day}T00:00:00Z`) + DAY_MS);

/** The API's instant of an all-day event's day boundary. */
const dayInstant = (day: string) => `${day}T00:00:00.000Z`;

/** A range the user picked on the calendar (a day clicked, times dragged over), local dates. */
export type PickedRange = { start: Date; end: Date; allDay: boolean };

/** The drawer's start and end for a timed span or a span of days (`last` inclusive). */
type FieldTimes = { start: string; end: string };

function daysFields(first: string, endExclusive: string): FieldTimes {
  const last = dayBefore(endExclusive);
  return { start: first, end: last < first ? first : last };
}

/** The drawer's start and end fields for a stored event. */
export function eventFieldTimes(event: Pick<CalendarEvent, 'start' | 'end' | 'allDay'>) {
  if (event.allDay) return daysFields(utcDay(event.start), utcDay(event.end));
  return {
    start: localDateTime(new Date(event.start)),
    end: localDateTime(new Date(event.end)),
  };
}

/** The drawer's start and end fields for a range picked on the calendar. */
export function rangeFieldTimes(range: PickedRange): FieldTimes {
  if (range.allDay) return daysFields(localDay(range.start), localDay(range.end));
  return { start: localDateTime(range.start), end: localDateTime(range.end) };
}

/** The API's instants for the drawer's fields. */
export function instantsOf(start: string, end: string, allDay: boolean) {
  if (allDay) {
    return {
      start: dayInstant(start.slice(0, 10)),
      end: dayInstant(dayAfter(end.slice(0, 10))),
    };
  }
  return {
    start: wallClockDate(start).toISOString(),
    end: wallClockDate(end).toISOString(),
  };
}

/** FullCalendar's start and end of a stored event: days for an all-day one, else instants. */
export function calendarTimes(event: Pick<CalendarEvent, 'start' | 'end' | 'allDay'>) {
  return event.allDay
    ? { start: utcDay(event.start), end: utcDay(event.end) }
    : { start: event.start, end: event.end };
}

const HOUR_MS = 3_600_000;

/**
 * Where Add Event starts a new event: on `day` (the day the calendar shows, `YYYY-MM-DD`), from
 * the next whole hour after `now`'s time of day, one hour long; from 23:00 late in the evening,
 * so it stays on that day. Without `now` (the server's clock not read yet), from 9:00.
 */
export function nextHourOn(day: string, now: Date | undefined): PickedRange {
  const hour = now ? Math.min(now.getHours() + 1, 23) : 9;
  const start = wallClockDate(`${day} ${pad(hour)}:00`);
  return { start, end: new Date(start.getTime() + HOUR_MS), allDay: false };
}

/**
 * The API's times of an event the user dragged or resized on the calendar (local dates).
 * FullCalendar leaves `end` out when an event changes kind (dropped into or out of the all-day
 * row): a timed event becomes one day, an all-day one an hour; otherwise the old length stays.
 */
export function movedTimes(
  record: Pick<CalendarEvent, 'start' | 'end' | 'allDay'>,
  moved: { start: Date; end: Date | null; allDay: boolean },
): { start: string; end: string; allDay: boolean } {
  const { start, end, allDay } = moved;
  if (allDay) {
    const first = localDay(start);
    let endDay: string;
    if (end) endDay = localDay(end);
    else if (record.allDay) {
      const days = Math.max(
        1,
        Math.round((Date.parse(record.end) - Date.parse(record.start)) / DAY_MS),
      );
      endDay = utcDay(Date.parse(dayInstant(first)) + days * DAY_MS);
    } else endDay = dayAfter(first);
    return { start: dayInstant(first), end: dayInstant(endDay), allDay };
  }
  let until = end;
  if (!until) {
    const length = record.allDay ? HOUR_MS : Date.parse(record.end) - Date.parse(record.start);
    until = new Date(start.getTime() + length);
  }
  return { start: start.toISOString(), end: until.toISOString(), allDay };
}
