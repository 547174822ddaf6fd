import * as z from 'zod/mini';

/** `GET /api/dashboard/overview`: each section is null when the user may not read its source. */
export const overviewSchema = z.object({
  today: z.string(),
  users: z.nullable(
    z.object({
      total: z.number(),
      byStatus: z.object({ active: z.number(), pending: z.number(), inactive: z.number() }),
    }),
  ),
  invoices: z.nullable(
    z.object({
      total: z.number(),
      totalAmount: z.number(),
      balance: z.number(),
      byStatus: z.array(
        // The invoices app's statuses, in the order the API sends them; the dashboard does not
        // keep its own list (no app imports another), it shows what the API counted.
        z.object({ status: z.string(), count: z.number(), amount: z.number() }),
      ),
    }),
  ),
  tasks: z.nullable(
    z.object({
      open: z.number(),
      overdue: z.number(),
      completed: z.number(),
      important: z.number(),
    }),
  ),
  events: z.nullable(
    z.object({
      today: z.array(
        z.object({
          id: z.number(),
          title: z.string(),
          start: z.string(),
          end: z.nullable(z.optional(z.string())),
          allDay: z.boolean(),
          calendar: z.string(),
        }),
      ),
      upcoming: z.number(),
    }),
  ),
});
export type Overview = z.infer<typeof overviewSchema>;
