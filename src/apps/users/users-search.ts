import type * as z from 'zod/mini';
import { createTableSearch, filterParam } from '@/lib/list/list-search';
import { userPlans, userRoles, userSortColumns, userStatuses } from './api/user-values';

/** `/apps/users` search params: the table's state and the three filters; bad values fall back. */
export const usersSearchSchema = createTableSearch({
  sortColumns: userSortColumns,
  filters: {
    role: filterParam(userRoles),
    currentPlan: filterParam(userPlans),
    status: filterParam(userStatuses),
  },
});
export type UsersSearch = z.infer<typeof usersSearchSchema>;
