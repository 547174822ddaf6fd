import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { invoiceKeys } from './invoice-keys';
import { invoiceClientsAnswerSchema } from './invoice-schemas';

/** The clients already invoiced, for the add and edit form's list. */
export const invoiceClientsQueryOptions = () =>
  queryOptions({
    queryKey: invoiceKeys.clients(),
    queryFn: async ({ signal }) =>
      invoiceClientsAnswerSchema.parse(await http.get('apps/invoice/clients', { signal }).json())
        .clients,
  });
