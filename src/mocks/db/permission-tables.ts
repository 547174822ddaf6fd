import { z } from 'zod';

/** A named permission and the roles it is given to (the Permissions app's list). */
export const permissionRecordSchema = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  /** Role names from the `roles` table; renaming a role renames it here too. */
  assignedTo: z.array(z.string()),
  createdDate: z.iso.datetime(),
  /** Core permissions come with the product; the UI marks them. */
  isCore: z.boolean(),
});
export type PermissionRecord = z.infer<typeof permissionRecordSchema>;
