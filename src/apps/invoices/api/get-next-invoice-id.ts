import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { invoiceKeys } from './invoice-keys';
import { nextInvoiceIdAnswerSchema } from './invoice-schemas';

/** The number the next invoice will get (the add page's title). */
export const nextInvoiceIdQueryOptions = () =>
  queryOptions({
    queryKey: invoiceKeys.nextId(),
    queryFn: async ({ signal }) =>
      nextInvoiceIdAnswerSchema.parse(await http.get('apps/invoice/next-id', { signal }).json()).id,
  });
