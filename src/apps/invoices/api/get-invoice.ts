import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { recordLoader } from '@/lib/router/detail-route';
import { getJson } from '@/lib/http/request';
import { invoiceKeys } from './invoice-keys';
import { invoiceAnswerSchema, type Invoice } from './invoice-schemas';

export async function getInvoice(id: number, signal?: AbortSignal): Promise<Invoice> {
  const { invoice } = await getJson('apps/invoice/invoice', invoiceAnswerSchema, {
    searchParams: { id },
    signal,
  });
  return invoice;
}

export const invoiceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => getInvoice(id, signal),
  });

/** An invoice's preview and its edit page: `#id` the crumb; other failures to the route's error page. */
export const loadInvoice = recordLoader('invoiceId', invoiceQueryOptions, {
  crumb: (invoice) => `#${invoice.id}`,
});

/** The route's loader has filled the cache: never undefined. */
export function useInvoice(id: number) {
  return useSuspenseQuery(invoiceQueryOptions(id)).data;
}
