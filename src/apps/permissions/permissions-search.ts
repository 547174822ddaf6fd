import * as z from 'zod/mini';
import { createTableSearch } from '@/lib/list/list-search';

export const permissionSortColumns = ['name', 'assignedTo', 'createdDate'] as const;
export type PermissionSortColumn = (typeof permissionSortColumns)[number];

/**
 * The list's URL: the data table's paging, search and sort, and the role filter. Roles can be
 * added at any time, so the filter takes any short name rather than a fixed list.
 */
export const permissionsSearchSchema = createTableSearch(permissionSortColumns, () => ({
  assignedTo: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(40))), undefined),
}));
export type PermissionsSearch = z.infer<typeof permissionsSearchSchema>;
