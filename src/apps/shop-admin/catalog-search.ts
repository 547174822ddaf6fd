import * as z from 'zod/mini';
import { createTableSearch, filterParam } from '@/lib/list/list-search';
import {
  CATEGORY_SLUG_PATTERN,
  catalogSortColumns,
  productStatuses,
  stockFilters,
} from '@/lib/ecommerce/ecommerce-values';
import { builtOnFirstUse } from '@/lib/router/built-on-first-use';

/** The Products list's three filters, in the route's URL and in the catalogue's list call. */
export const catalogFilters = builtOnFirstUse(() => ({
  /** A category's slug (categories are data: any slug-shaped text); anything else: no filter. */
  category: z.catch(
    z.optional(z.string().check(z.maxLength(48), z.regex(CATEGORY_SLUG_PATTERN))),
    undefined,
  ),
  status: filterParam(productStatuses),
  stock: filterParam(stockFilters),
}));

/** `/apps/ecommerce/products` search params: the table's state and the filters. */
export const catalogSearchSchema = createTableSearch(catalogSortColumns, catalogFilters);
export type CatalogSearch = z.infer<typeof catalogSearchSchema>;
