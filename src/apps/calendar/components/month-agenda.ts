import type { CalendarEvent } from '../api/calendar-schemas';
import { dayAfter, dayBefore, localDay } from './event-times';

/** How an event stands on one day of the list. */
export type AgendaPart =
  /** An all-day event, or a day in the middle of a timed event that spans several. */
  | { kind: 'allDay' }
  /** A timed event that starts and ends that day. */
  | { kind: 'within'; start: Date; end: Date }
  /** The first day of a timed event that ends on a later day. */
  | { kind: 'starts'; start: Date }
  /** The last day of a timed event that started on an earlier day. */
  | { kind: 'ends'; end: Date };

export type AgendaEntry = { event: CalendarEvent; part: AgendaPart };
export type AgendaDay = { day: string; entries: AgendaEntry[] };

/** The days of a month (`YYYY-MM`), first and last (`YYYY-MM-DD`). */
function monthBounds(month: string) {
  const first = `${month}-01`;
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const next =
    monthNumber === 12
      ? `${year + 1}-01-01`
      : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
  return { first, last: dayBefore(next) };
}

/** Each day (`YYYY-MM-DD`) from `first` to `last`, both included. */
function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = dayAfter(day)) days.push(day);
  return days;
}

/** The days an event is on, in the user's time zone, with how it stands on each. */
function partsOf(event: CalendarEvent): [string, AgendaPart][] {
  if (event.allDay) {
    // Stored from its first day's 00:00Z to the day after its last (src/.../event-times.ts).
    const first = event.start.slice(0, 10);
    const last = dayBefore(event.end.slice(0, 10));
    return daysBetween(first, last < first ? first : last).map((day) => [day, { kind: 'allDay' }]);
  }
  const start = new Date(event.start);
  const end = new Date(event.end);
  const first = localDay(start);
  // An event ending at midnight ends on the day before.
  const last = end > start ? localDay(new Date(end.getTime() - 1)) : first;
  if (first === last) return [[first, { kind: 'within', start, end }]];
  return daysBetween(first, last).map((day): [string, AgendaPart] => {
    if (day === first) return [day, { kind: 'starts', start }];
    if (day === last) return [day, { kind: 'ends', end }];
    return [day, { kind: 'allDay' }];
  });
}

const startOf = (part: AgendaPart) =>
  part.kind === 'within' || part.kind === 'starts' ? part.start.getTime() : -Infinity;

/**
 * The list view's days: every day of `month` (`YYYY-MM`) with an event on it, in order, each with
 * its events (all-day ones first, then by start time, then by title). An event on several days is
 * listed on each, as a paper diary would.
 */
export function monthAgenda(events: readonly CalendarEvent[], month: string): AgendaDay[] {
  const { first, last } = monthBounds(month);
  const byDay = new Map<string, AgendaEntry[]>();
  for (const event of events) {
    for (const [day, part] of partsOf(event)) {
      if (day < first || day > last) continue;
      const entries = byDay.get(day) ?? [];
      entries.push({ event, part });
      byDay.set(day, entries);
    }
  }
  return [...byDay.keys()].toSorted().map((day) => ({
    day,
    entries: (byDay.get(day) ?? []).toSorted(
      (a, b) => startOf(a.part) - startOf(b.part) || a.event.title.localeCompare(b.event.title),
    ),
  }));
}

/** The first day of the month `offset` months from `day`'s (`YYYY-MM-DD`). */
export function monthStartFrom(day: string, offset: number): string {
  const [year = 0, month = 1] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}
