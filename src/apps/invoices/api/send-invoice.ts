import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { invoiceWriteInvalidates } from './invoice-keys';
import { parseInvoice, type Invoice, type SendInvoiceInput } from './invoice-schemas';

export async function sendInvoice(input: SendInvoiceInput): Promise<Invoice> {
  return parseInvoice(await http.post('apps/invoice/send', { json: input }).json());
}

/** The send form shows the API's errors by its fields: no error toast. */
export function useSendInvoice() {
  return useMutation({
    mutationFn: sendInvoice,
    meta: {
      successMessage: 'invoices.notifications.sent',
      errorToast: false,
      invalidates: invoiceWriteInvalidates,
    },
  });
}
