import type * as z from 'zod/mini';
import { ROLE_NAME_MAX } from '@/lib/ability/ability-schemas';
import { createTableSearch, filterParam, textFilterParam } from '@/lib/list/list-search';
import { userPlans, userSortColumns, userStatuses } from './api/user-values';
import { builtOnFirstUse } from '@/lib/router/built-on-first-use';

/**
 * The list's three filters, in the route's URL and in `GET /api/users/list/data`; the role is any
 * role's name (roles can be added and renamed in the roles app).
 */
export const userFilters = builtOnFirstUse(() => ({
  role: textFilterParam(ROLE_NAME_MAX),
  currentPlan: filterParam(userPlans),
  status: filterParam(userStatuses),
}));

/** `/apps/users` search params: the table's state and the three filters; bad values fall back. */
export const usersSearchSchema = createTableSearch(userSortColumns, userFilters);
export type UsersSearch = z.infer<typeof usersSearchSchema>;
