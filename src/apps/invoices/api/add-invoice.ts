import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { invoiceWriteInvalidates } from './invoice-keys';
import { parseInvoice, type Invoice, type InvoiceForm } from './invoice-schemas';

export async function addInvoice(input: InvoiceForm): Promise<Invoice> {
  return parseInvoice(await http.post('apps/invoice/add', { json: input }).json());
}

/** Forms show the API's errors by their fields (or above them): no error toast. */
export function useAddInvoice() {
  return useMutation({
    mutationFn: addInvoice,
    meta: {
      successMessage: 'invoices.notifications.added',
      errorToast: false,
      invalidates: invoiceWriteInvalidates,
    },
  });
}
