import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { invoiceKeys } from './invoice-keys';
import { nextInvoiceIdAnswerSchema } from './invoice-schemas';

/** The number the next invoice will get (the add page's title). */
export const nextInvoiceIdQueryOptions = () =>
  queryOptions({
    queryKey: invoiceKeys.nextId(),
    queryFn: async ({ signal }) =>
      (await getJson('apps/invoice/next-id', nextInvoiceIdAnswerSchema, { signal })).id,
  });
