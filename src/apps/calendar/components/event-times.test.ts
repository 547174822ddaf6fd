import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarTimes,
  eventFieldTimes,
  instantsOf,
  localDay,
  movedTimes,
  nextHourOn,
  rangeFieldTimes,
} from './event-times';

const zoneBefore = process.env.TZ;
afterAll(() => {
  process.env.TZ = zoneBefore;
});

const allDay = { start: '2026-11-01T00:00:00.000Z', end: '2026-11-02T00:00:00.000Z', allDay: true };
const piano = { start: '2026-11-12T13:00:00.000Z', end: '2026-11-12T14:00:00.000Z', allDay: false };

// West of UTC an all-day event's UTC midnight is the evening before; east of it, 01:00.
describe.each([
  ['America/New_York', '08:00', '09:00'],
  ['Europe/Berlin', '14:00', '15:00'],
])('in %s', (zone, startTime, endTime) => {
  beforeAll(() => {
    process.env.TZ = zone;
  });

  it('shows a timed event at its local time and saves it back to the same instants', () => {
    const fields = eventFieldTimes(piano);
    expect(fields).toEqual({
      start: `2026-11-12 ${startTime}:00`,
      end: `2026-11-12 ${endTime}:00`,
    });
    expect(instantsOf(fields.start, fields.end, false)).toEqual({
      start: piano.start,
      end: piano.end,
    });
  });

  it('keeps an all-day event on its day, in the grid, the drawer and back', () => {
    expect(calendarTimes(allDay)).toEqual({ start: '2026-11-01', end: '2026-11-02' });
    const fields = eventFieldTimes(allDay);
    expect(fields).toEqual({ start: '2026-11-01', end: '2026-11-01' });
    expect(instantsOf(fields.start, fields.end, true)).toEqual({
      start: allDay.start,
      end: allDay.end,
    });
  });

  it('fills the drawer from a picked range of local dates', () => {
    const day = { start: new Date(2026, 10, 10), end: new Date(2026, 10, 11), allDay: true };
    expect(rangeFieldTimes(day)).toEqual({ start: '2026-11-10', end: '2026-11-10' });
    const times = {
      start: new Date(2026, 10, 10, 9),
      end: new Date(2026, 10, 10, 10, 30),
      allDay: false,
    };
    expect(rangeFieldTimes(times)).toEqual({
      start: '2026-11-10 09:00:00',
      end: '2026-11-10 10:30:00',
    });
    expect(localDay(new Date(2026, 10, 10, 23, 59))).toBe('2026-11-10');
  });

  it('starts a new event on the given day at the next whole hour, an hour long', () => {
    const range = nextHourOn('2026-11-05', new Date(2026, 10, 1, 14, 20));
    expect(rangeFieldTimes(range)).toEqual({
      start: '2026-11-05 15:00:00',
      end: '2026-11-05 16:00:00',
    });
    expect(range.allDay).toBe(false);
    // At 14:00 sharp the next whole hour is still 15:00; late at night it stays on the day.
    expect(rangeFieldTimes(nextHourOn('2026-11-05', new Date(2026, 10, 1, 14))).start).toBe(
      '2026-11-05 15:00:00',
    );
    expect(rangeFieldTimes(nextHourOn('2026-11-05', new Date(2026, 10, 1, 23, 40)))).toEqual({
      start: '2026-11-05 23:00:00',
      end: '2026-11-06 00:00:00',
    });
    // Before the server's clock has answered: the start of a working day, never the machine's hour.
    expect(rangeFieldTimes(nextHourOn('2026-11-05', undefined)).start).toBe('2026-11-05 09:00:00');
  });

  it('saves a drag by the local dates FullCalendar gives', () => {
    const moved = movedTimes(piano, {
      start: new Date(2026, 10, 13, 9),
      end: new Date(2026, 10, 13, 10),
      allDay: false,
    });
    expect(moved.start).toBe(new Date(2026, 10, 13, 9).toISOString());
    // Into the all-day row (no end): one day, on the local day it was dropped on.
    expect(movedTimes(piano, { start: new Date(2026, 10, 13), end: null, allDay: true })).toEqual({
      start: '2026-11-13T00:00:00.000Z',
      end: '2026-11-14T00:00:00.000Z',
      allDay: true,
    });
    // An all-day event of two days moved a day keeps its two days.
    const twoDays = { ...allDay, end: '2026-11-03T00:00:00.000Z' };
    expect(movedTimes(twoDays, { start: new Date(2026, 10, 2), end: null, allDay: true })).toEqual({
      start: '2026-11-02T00:00:00.000Z',
      end: '2026-11-04T00:00:00.000Z',
      allDay: true,
    });
    // Out of the all-day row: an hour.
    const out = movedTimes(allDay, { start: new Date(2026, 10, 1, 9), end: null, allDay: false });
    expect(Date.parse(out.end) - Date.parse(out.start)).toBe(3_600_000);
  });
});
