import { queryOptions } from '@tanstack/react-query';
import { listPages, useListQuery } from '@/lib/list/use-list-query';
import { fetchAllPages } from '@/lib/list/fetch-all-pages';
import { toSearchParams } from '@/lib/list/list-search';
import { getJson } from '@/lib/http/request';
import type { InvoicesSearch } from '../invoices-search';
import { invoiceKeys } from './invoice-keys';
import { invoicesPageSchema, type Invoice, type InvoicesPage } from './invoice-schemas';

export async function getInvoices(
  search: InvoicesSearch,
  options: { allData?: boolean; signal?: AbortSignal } = {},
): Promise<InvoicesPage> {
  // The API sends every match in `allData` unless told not to: a page needs only its rows.
  const searchParams = toSearchParams(search, { allData: options.allData ? 'true' : 'false' });
  return getJson('apps/invoice/invoices', invoicesPageSchema, {
    searchParams,
    signal: options.signal,
  });
}

export const invoicesQueryOptions = (search: InvoicesSearch) =>
  queryOptions({
    queryKey: invoiceKeys.list(search),
    queryFn: ({ signal }) => getInvoices(search, { signal }),
  });

/** One page of invoices (the list idiom: `useListQuery`). */
export function useInvoices(search: InvoicesSearch) {
  return useListQuery(invoicesQueryOptions(search), listPages(invoicesQueryOptions, search));
}

/** Every invoice matching the search and filters, in the list's order (the CSV export). */
export async function getAllMatchingInvoices(search: InvoicesSearch): Promise<Invoice[]> {
  const answer = await getInvoices({ ...search, page: 1 }, { allData: true });
  if (answer.allData && answer.allData.length > 0) return answer.allData;
  const perPage = 100;
  return fetchAllPages(async (page) => {
    const { invoices, total } = await getInvoices({ ...search, page, perPage });
    return { rows: invoices, total };
  }, perPage);
}
