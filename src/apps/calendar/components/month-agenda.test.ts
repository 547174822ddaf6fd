import type { CalendarEvent } from '../api/calendar-schemas';
import { localDay } from './event-times';
import { monthAgenda, monthStartFrom } from './month-agenda';

let nextId = 1;
function event(title: string, start: string, end: string, allDay = false): CalendarEvent {
  return {
    id: nextId++,
    title,
    start,
    end,
    allDay,
    url: '',
    calendar: 'Business',
    guests: [],
    location: '',
    description: '',
    ownerId: 1,
    version: 1,
  };
}

/** An instant at a wall-clock time of the test's own time zone. */
const local = (dateTime: string) => new Date(dateTime).toISOString();

const titlesByDay = (events: CalendarEvent[], month: string) =>
  monthAgenda(events, month).map(({ day, entries }) => [
    day,
    entries.map(({ event: { title }, part }) => `${title}:${part.kind}`),
  ]);

describe('the list view of a month', () => {
  it('lists each day with events, all-day ones first, then by start time', () => {
    const events = [
      event('Standup', local('2026-11-03T09:30:00'), local('2026-11-03T09:45:00')),
      event('Lunch', local('2026-11-03T12:00:00'), local('2026-11-03T13:00:00')),
      event('Holiday', '2026-11-03T00:00:00.000Z', '2026-11-04T00:00:00.000Z', true),
      event('Review', local('2026-11-20T15:00:00'), local('2026-11-20T16:00:00')),
    ];
    expect(titlesByDay(events, '2026-11')).toEqual([
      ['2026-11-03', ['Holiday:allDay', 'Standup:within', 'Lunch:within']],
      ['2026-11-20', ['Review:within']],
    ]);
  });

  it('puts an event on every day it covers, and only the month asked for', () => {
    const events = [
      // All day from 30 November to 2 December: the API's end is the day after the last.
      event('Offsite', '2026-11-30T00:00:00.000Z', '2026-12-03T00:00:00.000Z', true),
      // 22:00 one evening to 02:00 two nights later, in the user's time zone.
      event('Migration', local('2026-12-01T22:00:00'), local('2026-12-03T02:00:00')),
    ];
    expect(titlesByDay(events, '2026-12')).toEqual([
      ['2026-12-01', ['Offsite:allDay', 'Migration:starts']],
      ['2026-12-02', ['Migration:allDay', 'Offsite:allDay']],
      ['2026-12-03', ['Migration:ends']],
    ]);
    expect(titlesByDay(events, '2026-11')).toEqual([['2026-11-30', ['Offsite:allDay']]]);
    expect(titlesByDay(events, '2027-01')).toEqual([]);
  });

  it('keeps an event that ends at midnight on its own day', () => {
    const late = event('Late shift', local('2026-11-10T20:00:00'), local('2026-11-11T00:00:00'));
    const [day] = monthAgenda([late], '2026-11');
    expect(day?.day).toBe(localDay(new Date(late.start)));
    expect(day?.entries.map(({ part }) => part.kind)).toEqual(['within']);
    expect(monthAgenda([late], '2026-11')).toHaveLength(1);
  });

  it('steps from month to month across the years', () => {
    expect(monthStartFrom('2026-11-26', 1)).toBe('2026-12-01');
    expect(monthStartFrom('2026-12-31', 1)).toBe('2027-01-01');
    expect(monthStartFrom('2027-01-15', -1)).toBe('2026-12-01');
    expect(monthStartFrom('2026-11-26', 0)).toBe('2026-11-01');
  });
});
