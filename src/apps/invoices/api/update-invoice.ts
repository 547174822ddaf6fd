import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { invoiceWriteInvalidates } from './invoice-keys';
import { parseInvoice, type Invoice, type InvoiceUpdate } from './invoice-schemas';

export async function updateInvoice(input: InvoiceUpdate): Promise<Invoice> {
  return parseInvoice(await http.post('apps/invoice/update', { json: input }).json());
}

/** The edit form shows the API's errors by its fields: no error toast. */
export function useUpdateInvoice() {
  return useMutation({
    mutationFn: updateInvoice,
    meta: {
      successMessage: 'invoices.notifications.saved',
      errorToast: false,
      invalidates: invoiceWriteInvalidates,
    },
  });
}
