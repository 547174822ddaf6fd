import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { invoiceKeys } from './invoice-keys';
import {
  invoiceAnswerSchema,
  invoiceClientsAnswerSchema,
  nextInvoiceIdAnswerSchema,
  type Invoice,
} from './invoice-schemas';

export async function getInvoice(id: number, signal?: AbortSignal): Promise<Invoice> {
  const answer = await http.get('apps/invoice/invoice', { searchParams: { id }, signal }).json();
  return invoiceAnswerSchema.parse(answer).invoice;
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

/** The clients already invoiced, for the add and edit form's list. */
export const invoiceClientsQueryOptions = () =>
  queryOptions({
    queryKey: invoiceKeys.clients(),
    queryFn: async ({ signal }) =>
      invoiceClientsAnswerSchema.parse(await http.get('apps/invoice/clients', { signal }).json())
        .clients,
  });

/** The number the next invoice will get (the add page's title). */
export const nextInvoiceIdQueryOptions = () =>
  queryOptions({
    queryKey: invoiceKeys.nextId(),
    queryFn: async ({ signal }) =>
      nextInvoiceIdAnswerSchema.parse(await http.get('apps/invoice/next-id', { signal }).json()).id,
  });
