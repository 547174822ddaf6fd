import type * as z from 'zod/mini';
import { createTableSearch, filterParam } from '@/lib/list/list-search';
import { builtOnFirstUse } from '@/lib/router/built-on-first-use';
import { discountKinds, discountSortColumns } from './discount-values';

/** The Discount codes list's filter, in the route's URL and in the list call: the kind. */
export const discountFilters = builtOnFirstUse(() => ({ kind: filterParam(discountKinds) }));

/** `/apps/ecommerce/discounts` search params: the table's state and the kind. */
export const discountsSearchSchema = createTableSearch(discountSortColumns, discountFilters);
export type DiscountsSearch = z.infer<typeof discountsSearchSchema>;
