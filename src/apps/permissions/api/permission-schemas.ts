import * as z from 'zod/mini';
import { versionSchema } from '@/lib/versions/versions';

/** A permission of `GET /apps/permissions/data`. */
export const permissionSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Role names. */
  assignedTo: z.array(z.string()),
  createdDate: z.iso.datetime({ offset: true }),
  isCore: z.boolean(),
  /** One more at each change of its name or roles (src/lib/versions/versions.ts). */
  version: versionSchema,
});
export type Permission = z.infer<typeof permissionSchema>;

export const permissionListSchema = z.object({
  permissions: z.array(permissionSchema),
  total: z.number(),
  allData: z.array(permissionSchema),
});
export type PermissionList = z.infer<typeof permissionListSchema>;

/** A permission's name, in the dialogs and in the API's bodies. */
export const permissionNameSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(60, 'validation.tooLong'));

/** The add dialog's values; messages are i18n keys. */
export const addPermissionFormSchema = z.object({
  name: permissionNameSchema,
  assignedTo: z.array(z.string()),
  isCore: z.boolean(),
});
export type AddPermissionForm = z.infer<typeof addPermissionFormSchema>;

/** The edit dialog's values: the add dialog's name and roles, with the same rules. */
export const editPermissionFormSchema = z.pick(addPermissionFormSchema, {
  name: true,
  assignedTo: true,
});
export type EditPermissionForm = z.infer<typeof editPermissionFormSchema>;
