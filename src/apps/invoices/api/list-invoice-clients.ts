import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { invoiceKeys } from './invoice-keys';
import { invoiceClientsAnswerSchema } from './invoice-schemas';

/** The clients already invoiced, for the add and edit form's list. */
export const invoiceClientsQueryOptions = () =>
  queryOptions({
    queryKey: invoiceKeys.clients(),
    queryFn: async ({ signal }) =>
      (await getJson('apps/invoice/clients', invoiceClientsAnswerSchema, { signal })).clients,
  });
