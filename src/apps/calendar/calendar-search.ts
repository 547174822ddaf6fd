import * as z from 'zod/mini';
import { calendarViews, eventCalendars } from './api/calendar-values';
import { builtOnFirstUse } from '@/lib/router/built-on-first-use';
import { idParam } from '@/lib/list/list-search';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) =>
  DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * The calendar's view in the URL. Every field's default is "absent", so defaults never show:
 * `calendars` absent is all five (an empty list is none), `view` absent is the month (the list at a phone's width), `date`
 * absent is the server's today; `eventId` opens that event's drawer and highlights it (a link
 * from the navbar search). Anything malformed falls back to the default instead of an
 * error page; unknown calendar names are dropped.
 */
export const calendarSearchSchema = builtOnFirstUse(() =>
  z.object({
    calendars: z.catch(
      z.optional(
        z.pipe(
          z.array(z.string()),
          z.transform((names) => eventCalendars.filter((calendar) => names.includes(calendar))),
        ),
      ),
      undefined,
    ),
    view: z.catch(z.optional(z.enum(calendarViews)), undefined),
    date: z.catch(z.optional(z.string().check(z.refine(isDay))), undefined),
    eventId: idParam,
  }),
);
export type CalendarSearch = z.infer<typeof calendarSearchSchema>;
