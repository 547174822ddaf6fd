import type * as z from 'zod/mini';
import { createTableSearch, textFilterParam } from '@/lib/list/list-search';
import { customerSortColumns } from '@/lib/ecommerce/ecommerce-values';
import { builtOnFirstUse } from '@/lib/router/built-on-first-use';

/** The Customers list's filter, in the route's URL and in the list call: a country's name. */
export const customerFilters = builtOnFirstUse(() => ({ country: textFilterParam(60) }));

/** `/apps/ecommerce/customers` search params: the table's state and the country. */
export const customersSearchSchema = createTableSearch(customerSortColumns, customerFilters);
export type CustomersSearch = z.infer<typeof customersSearchSchema>;
