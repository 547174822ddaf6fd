import * as z from 'zod/mini';

/** Subjects the dashboard guards. `all` means any subject; `Auth` is what a signed-out visitor may read. */
export const subjects = [
  'all',
  'Auth',
  'Dashboard',
  'AccessControl',
  'Todo',
  'Chat',
  'User',
  'Email',
  'Kanban',
  'Invoice',
  'Calendar',
  'Ecommerce',
  /** The shop's catalogue as its managers see it: every product, drafts and archived ones too. */
  'Product',
  /** Every buyer's orders as the shop's managers see them, and their steps (pay, ship, refund…). */
  'Order',
  /** The shop's product reviews as their moderators see them: approve, hide. */
  'Review',
  'DataTable',
  'Permission',
  'Role',
  'MockApi',
  'AuditLog',
] as const;
export type Subject = (typeof subjects)[number];

/** `manage` means any action. */
export const actions = ['manage', 'read', 'create', 'update', 'delete'] as const;
export type Action = (typeof actions)[number];

const name = z.string().check(z.minLength(1));
const oneOrMany = z.union([name, z.array(name)]);

/** One CASL rule as the API sends it in `userData.ability`. */
export const abilityRuleSchema = z.object({
  action: oneOrMany,
  subject: oneOrMany,
  inverted: z.optional(z.boolean()),
  conditions: z.optional(z.record(z.string(), z.unknown())),
  fields: z.optional(oneOrMany),
  reason: z.optional(z.string()),
});
export type AbilityRule = z.infer<typeof abilityRuleSchema>;

/** The longest role name (the role dialog, the API, and a list filtered by role). */
export const ROLE_NAME_MAX = 40;
