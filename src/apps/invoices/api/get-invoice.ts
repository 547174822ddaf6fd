import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { ensureOrNotFound } from '@/lib/router/detail-route';
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

/**
 * The loader of an invoice's preview and of its edit page: the invoice in the cache, `#id` the
 * crumb; any failure other than a 404 goes to the route's error component.
 */
export const loadInvoice = ({
  context,
  params,
}: {
  context: { queryClient: QueryClient };
  params: { invoiceId: number };
}) =>
  ensureOrNotFound(context.queryClient, invoiceQueryOptions(params.invoiceId), {
    crumb: (invoice) => `#${invoice.id}`,
  });

/** The route's loader has filled the cache: never undefined. */
export function useInvoice(id: number) {
  return useSuspenseQuery(invoiceQueryOptions(id)).data;
}
