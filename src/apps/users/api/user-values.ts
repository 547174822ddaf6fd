// The values the users app knows, apart from the schemas: the route's search schema (which lands
// in the entry chunk) needs them, the answer schemas need not.

/** Roles a user can be given here; the roles table may hold more, shown by name. */
export const userRoles = [
  'admin',
  'author',
  'editor',
  'maintainer',
  'subscriber',
  'client',
] as const;
export type UserRole = (typeof userRoles)[number];
export const userPlans = ['basic', 'company', 'enterprise', 'team'] as const;
export type UserPlan = (typeof userPlans)[number];
export const userStatuses = ['pending', 'active', 'inactive'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** Columns the list sorts by (its headers); the API sorts by a few more. */
export const userSortColumns = ['fullName', 'role', 'currentPlan', 'billing', 'status'] as const;
export type UserSortColumn = (typeof userSortColumns)[number];
