import * as z from 'zod/mini';
import { createTableSearch, dayParam, filterParam, textFilterParam } from '@/lib/list/list-search';
import {
  managedOrderSortColumns,
  orderStatuses,
  paymentMethods,
} from '@/lib/ecommerce/ecommerce-values';
import { builtOnFirstUse } from '@/lib/router/built-on-first-use';

/** An amount (USD, from 0), or undefined (no bound) for anything that is not one. */
const amountParam = z.catch(z.optional(z.coerce.number().check(z.minimum(0))), undefined);

/** The Orders list's returns filter: `open`, the orders with a return request to answer. */
export const returnFilters = ['open'] as const;

/**
 * The managers' Orders list's filters, in the route's URL and in the API's list call: status,
 * payment method, a range of days (UTC, both included), the customer (name or email, in part),
 * a range of totals and the orders with an open return request.
 */
export const managedOrderFilters = builtOnFirstUse(() => ({
  status: filterParam(orderStatuses),
  payment: filterParam(paymentMethods),
  from: dayParam,
  to: dayParam,
  customer: textFilterParam(100),
  minTotal: amountParam,
  maxTotal: amountParam,
  returns: filterParam(returnFilters),
}));

/** `/apps/ecommerce/orders-admin` search params: the table's state and the filters. */
export const managedOrdersSearchSchema = createTableSearch(
  managedOrderSortColumns,
  managedOrderFilters,
);
export type ManagedOrdersSearch = z.infer<typeof managedOrdersSearchSchema>;
