import * as z from 'zod/mini';
import { userPlans } from './user-values';

/**
 * The statuses a bulk edit sets: suspend or activate. `pending` belongs to a user who has not yet
 * accepted their invitation, which no edit can make true.
 */
export const bulkEditStatuses = ['active', 'inactive'] as const;

/** A field the bulk edit leaves as each user has it: left out, or null (the form's "no change"). */
const keep = <Schema extends z.ZodMiniType>(schema: Schema) => z.optional(z.nullable(schema));

/**
 * The bulk edit's changes (the drawer's form and the body of `POST /apps/users/update-many`
 * beside the ids): role, plan and status, each optional, at least one of them given. Messages are
 * i18n keys; the API also checks that the role exists.
 */
export const bulkEditSchema = z
  .object({
    role: keep(z.string().check(z.trim(), z.maxLength(50, 'validation.tooLong'))),
    currentPlan: keep(z.enum(userPlans, 'validation.invalidOption')),
    status: keep(z.enum(bulkEditStatuses, 'validation.invalidOption')),
  })
  .check(
    z.refine((changes) => Boolean(changes.role || changes.currentPlan || changes.status), {
      message: 'users.bulkEdit.nothingChosen',
      path: ['role'],
    }),
  );
export type BulkEdit = z.infer<typeof bulkEditSchema>;
