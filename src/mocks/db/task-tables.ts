import { z } from 'zod';

export const taskTags = ['team', 'low', 'medium', 'high', 'update'] as const;

/** A todo task. Dates are UTC ISO instants (`toISOString()` form). */
export const taskRecordSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  dueDate: z.iso.datetime(),
  /** Plain text; the UI must never render it as HTML. */
  description: z.string(),
  /** A copy of the user's name and avatar, as the contract sends it; null when unassigned. */
  assignee: z.object({ id: z.number().int(), fullName: z.string(), avatar: z.string() }).nullable(),
  tags: z.array(z.enum(taskTags)),
  isCompleted: z.boolean(),
  isImportant: z.boolean(),
  isDeleted: z.boolean(),
});
export type TaskRecord = z.infer<typeof taskRecordSchema>;
