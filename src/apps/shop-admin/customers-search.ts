import type * as z from 'zod/mini';
// Relative imports with `.ts`: the mock API reads the same filters (Vite's config loader).
import { createTableSearch, textFilterParam } from '../../lib/list/list-search.ts';
import { customerSortColumns } from '../../lib/ecommerce/ecommerce-values.ts';
import { builtOnFirstUse } from '../../lib/router/built-on-first-use.ts';

/** The Customers list's filter, in the route's URL and in the list call: a country's name. */
export const customerFilters = builtOnFirstUse(() => ({ country: textFilterParam(60) }));

/** `/apps/ecommerce/customers` search params: the table's state and the country. */
export const customersSearchSchema = builtOnFirstUse(() =>
  createTableSearch({
    sortColumns: customerSortColumns,
    filters: customerFilters,
  }),
);
export type CustomersSearch = z.infer<typeof customersSearchSchema>;
