import * as z from 'zod/mini';

const eventSchema = z.object({
  id: z.number(),
  title: z.string(),
  start: z.iso.datetime({ offset: true }),
  end: z.nullable(z.optional(z.iso.datetime({ offset: true }))),
  allDay: z.boolean(),
  calendar: z.string(),
});

/**
 * `GET /api/dashboard/overview`, for the signed-in account: each section is null when the user may
 * not read its source; `tasks` and `orders` are the user's own (the todo list's "My tasks", the
 * orders list), so each account's home is about its own work.
 */
const recentOrderSchema = z.object({
  id: z.number(),
  number: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  total: z.number(),
  status: z.string(),
});

export const overviewSchema = z.object({
  today: z.iso.date(),
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
      /** The next open tasks, soonest due first (at most 5). */
      next: z.array(
        z.object({
          id: z.number(),
          title: z.string(),
          dueDate: z.nullable(z.iso.datetime({ offset: true })),
          isImportant: z.boolean(),
        }),
      ),
    }),
  ),
  events: z.nullable(
    z.object({
      today: z.array(eventSchema),
      upcoming: z.number(),
      /** The first events of the 7 days after today, by start (at most 5). */
      next: z.array(eventSchema),
    }),
  ),
  orders: z.nullable(
    z.object({
      total: z.number(),
      /** Processing or shipped. */
      inProgress: z.number(),
      /** What the orders cost, cancelled ones left out. */
      spent: z.number(),
      /** The newest, first (at most 4); `status` is one of the shop's order statuses. */
      recent: z.array(recentOrderSchema),
    }),
  ),
  /**
   * The shop's work, for those who manage its orders (`read` on `Order`), in place of their own
   * purchases: what waits for a step, what runs low, what waits for moderation.
   */
  shop: z.nullable(
    z.object({
      /** Paid, waiting to ship. */
      toShip: z.number(),
      /** Placed, waiting for payment. */
      toPay: z.number(),
      /** Products in stock with few left (the e-commerce dashboard lists them). */
      lowStock: z.number(),
      /** Reviews waiting for moderation; null without `read` on `Review`. */
      reviewsToModerate: z.nullable(z.number()),
      /** The oldest orders waiting for a step (pending or paid), first (at most 5), with their buyer. */
      waiting: z.array(z.extend(recentOrderSchema, { customer: z.string() })),
    }),
  ),
});
export type Overview = z.infer<typeof overviewSchema>;
