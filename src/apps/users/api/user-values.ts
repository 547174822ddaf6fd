// The values the users app knows, apart from the schemas: the route's search schema (which lands
// in the entry chunk) needs them, the answer schemas need not.

export const userPlans = ['basic', 'company', 'enterprise', 'team'] as const;
export type UserPlan = (typeof userPlans)[number];
export const userStatuses = ['pending', 'active', 'inactive'] as const;
export type UserStatus = (typeof userStatuses)[number];
/** The billing methods the screens translate (`users.billing.*`); '' is none yet. */
export const userBillingMethods = [
  '',
  'Auto Debit',
  'Manual - Cash',
  'Manual - Paypal',
  'Manual - Credit Card',
] as const;
export type UserBillingMethod = (typeof userBillingMethods)[number];

/** Columns the list sorts by (its headers); the API sorts by a few more. */
export const userSortColumns = ['fullName', 'role', 'currentPlan', 'billing', 'status'] as const;
export type UserSortColumn = (typeof userSortColumns)[number];
