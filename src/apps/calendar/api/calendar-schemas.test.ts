import { describe, expect, it } from 'vitest';
import { END_BEFORE_START, eventFormSchema } from './calendar-schemas';

const values = {
  title: 'Board offsite',
  calendar: 'Business',
  allDay: false,
  url: '',
  guests: [],
  location: '',
  description: '',
};

const endErrors = (start: string, end: string, allDay = false) => {
  const result = eventFormSchema.safeParse({ ...values, start, end, allDay });
  return result.success
    ? []
    : result.error.issues.filter((issue) => issue.path[0] === 'end').map((issue) => issue.message);
};

describe('the drawer form', () => {
  it('refuses an end before the start, on the end field, for times and for days', () => {
    expect(endErrors('2026-11-10 09:00:00', '2026-11-10 08:30:00')).toEqual([END_BEFORE_START]);
    expect(endErrors('2026-11-10', '2026-11-09', true)).toEqual([END_BEFORE_START]);
  });

  it('takes an end at or after the start (an all-day end is its last day)', () => {
    expect(endErrors('2026-11-10 09:00:00', '2026-11-10 09:00:00')).toEqual([]);
    expect(endErrors('2026-11-10 09:00:00', '2026-11-11 08:00:00')).toEqual([]);
    expect(endErrors('2026-11-10', '2026-11-10', true)).toEqual([]);
  });

  it('asks for both dates rather than comparing a missing one', () => {
    expect(endErrors('2026-11-10', '', true)).toEqual(['validation.required']);
  });
});
