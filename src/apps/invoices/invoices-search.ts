import * as z from 'zod/mini';
import { createTableSearch, filterParam } from '@/lib/list/list-search';
import { ISO_DAY, invoiceSortColumns, invoiceStatuses, isIsoDay } from './api/invoice-values';
import { builtOnFirstUse } from '@/lib/router/built-on-first-use';

/** A calendar day (`YYYY-MM-DD`), or undefined (no bound) for anything else. */
const dayParam = z.catch(
  // The pattern says the form in the API's document; the refinement refuses 2026-02-30.
  z.optional(
    z.string().check(
      z.regex(ISO_DAY),
      z.refine((value) => isIsoDay(value)),
    ),
  ),
  undefined,
);

/**
 * The list's filters, in the route's URL and in `GET /apps/invoice/invoices`: the status and the
 * issued-date range (both bounds included, UTC days).
 */
export const invoiceFilters = builtOnFirstUse(() => ({
  status: filterParam(invoiceStatuses),
  issuedFrom: dayParam,
  issuedTo: dayParam,
}));

/** `/apps/invoices` search params: the table's state and the filters; bad values fall back. */
export const invoicesSearchSchema = createTableSearch(invoiceSortColumns, invoiceFilters);
export type InvoicesSearch = z.infer<typeof invoicesSearchSchema>;
