import * as z from 'zod/mini';

/**
 * The board's URL: `taskId` opens a task in the drawer, so a reload or a shared link shows it.
 * Anything malformed falls back to no drawer instead of an error page.
 */
export const kanbanSearchSchema = z.object({
  taskId: z.catch(z.optional(z.number().check(z.int(), z.positive())), undefined),
});
export type KanbanSearch = z.infer<typeof kanbanSearchSchema>;
