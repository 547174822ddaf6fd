import type * as z from 'zod/mini';
// Relative imports with `.ts`: the mock API reads the same filters (Vite's config loader).
import { createTableSearch, filterParam } from '../../lib/list/list-search.ts';
import {
  catalogSortColumns,
  productCategories,
  productStatuses,
  stockFilters,
} from './api/ecommerce-values.ts';

/** The Products list's three filters, in the route's URL and in the catalogue's list call. */
export const catalogFilters = {
  category: filterParam(productCategories),
  status: filterParam(productStatuses),
  stock: filterParam(stockFilters),
};

/** `/apps/ecommerce/products` search params: the table's state and the filters. */
export const catalogSearchSchema = createTableSearch({
  sortColumns: catalogSortColumns,
  filters: catalogFilters,
});
export type CatalogSearch = z.infer<typeof catalogSearchSchema>;
