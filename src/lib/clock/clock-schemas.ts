import * as z from 'zod/mini';

/**
 * `GET /api/clock`: the server's clock. Every default date a form offers comes from `today`, so a
 * record created now is dated on the day the dashboard, the todo list and the calendar call today,
 * whatever the machine's own clock says.
 */
export const serverClockSchema = z.object({
  /** The server's current instant (ISO 8601, UTC). */
  now: z.iso.datetime(),
  /** The server's calendar day (UTC), `YYYY-MM-DD`. */
  today: z.iso.date(),
});
export type ServerClock = z.infer<typeof serverClockSchema>;
