import type { CalendarEvent } from '../api/calendar-schemas';

/**
 * The calendar works in UTC, like the rest of the dashboard (a task is due on its UTC day, the
 * mock's clock is UTC): an event at 09:00Z shows at 09:00 for everyone, and the drawer's fields
 * hold the same wall-clock times.
 */
export const CALENDAR_TIME_ZONE = 'UTC';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of an instant, in UTC. */
export const dayOf = (date: Date | string | number) => new Date(date).toISOString().slice(0, 10);

/** `YYYY-MM-DDTHH:mm` of an instant, in UTC: a `datetime-local` field's value. */
export const minuteOf = (date: Date | string) => new Date(date).toISOString().slice(0, 16);

/** The day before `day` (`YYYY-MM-DD`): an all-day event's last day from its exclusive end. */
export const dayBefore = (day: string) => dayOf(Date.parse(`${day}T00:00:00Z`) - DAY_MS);

/** The day after `day`: the exclusive end of an all-day event whose last day is `day`. */
export const dayAfter = (day: string) => dayOf(Date.parse(`${day}T00:00:00Z`) + DAY_MS);

/** A range the user picked on the calendar (a day clicked, times dragged over). */
export type PickedRange = { start: Date; end: Date; allDay: boolean };

/** The drawer's start and end fields for an event or a picked range. */
export function fieldTimes({
  start,
  end,
  allDay,
}: Pick<CalendarEvent, 'allDay'> & {
  start: Date | string;
  end: Date | string;
}): { start: string; end: string } {
  if (allDay) {
    const first = dayOf(start);
    const last = dayBefore(dayOf(end));
    return { start: first, end: last < first ? first : last };
  }
  return { start: minuteOf(start), end: minuteOf(end) };
}

/** The API's instants for the drawer's fields. */
export function instantsOf(start: string, end: string, allDay: boolean) {
  if (allDay) {
    return {
      start: `${start.slice(0, 10)}T00:00:00.000Z`,
      end: `${dayAfter(end.slice(0, 10))}T00:00:00.000Z`,
    };
  }
  return { start: `${start}:00.000Z`, end: `${end}:00.000Z` };
}
