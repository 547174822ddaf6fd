import * as z from 'zod/mini';
import { abilityRuleSchema, ROLE_NAME_MAX } from '@/lib/ability/ability-schemas';
import { matrixSubjects, type PermissionMatrix } from '@/lib/ability/role-matrix';
import { versionSchema } from '@/lib/versions/versions';

export const matrixRowSchema = z.object({
  read: z.boolean(),
  create: z.boolean(),
  update: z.boolean(),
  delete: z.boolean(),
});

/** An enum-keyed record needs every grid subject: the editor shows one row for each. */
const permissionMatrixSchema = z.record(z.enum(matrixSubjects), matrixRowSchema);

export const roleMemberSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  avatar: z.string(),
});
export type RoleMember = z.infer<typeof roleMemberSchema>;

/** One role of `GET /apps/roles`: its users (count and the first four), rules and grid. */
export const roleSchema = z.object({
  id: z.number(),
  name: z.string(),
  userCount: z.number(),
  users: z.array(roleMemberSchema),
  rules: z.array(abilityRuleSchema),
  permissions: permissionMatrixSchema,
  /** One more at each rename or change of its rules (src/lib/versions/versions.ts). */
  version: versionSchema,
});
export type Role = z.infer<typeof roleSchema>;

export const rolesResponseSchema = z.array(roleSchema);

/** A role's name, in the role dialog and in the API's role bodies. */
export const roleNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'validation.required'),
    z.maxLength(ROLE_NAME_MAX, 'validation.tooLong'),
  );

/** The role dialog's values; messages are i18n keys. */
export const roleFormSchema = z.object({
  name: roleNameSchema,
  permissions: permissionMatrixSchema,
});
export type RoleForm = { name: string; permissions: PermissionMatrix };
