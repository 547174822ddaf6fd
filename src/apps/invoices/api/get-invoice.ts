import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { invoiceKeys } from './invoice-keys';
import { parseInvoice, type Invoice } from './invoice-schemas';

export async function getInvoice(id: number, signal?: AbortSignal): Promise<Invoice> {
  return parseInvoice(
    await http.get('apps/invoice/invoice', { searchParams: { id }, signal }).json(),
  );
}

export const invoiceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => getInvoice(id, signal),
  });

/** The route's loader has filled the cache: never undefined. */
export function useInvoice(id: number) {
  return useSuspenseQuery(invoiceQueryOptions(id)).data;
}
