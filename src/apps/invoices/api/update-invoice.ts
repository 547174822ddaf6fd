import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { invoiceWriteInvalidates } from './invoice-keys';
import { invoiceAnswerSchema, type Invoice, type InvoiceUpdate } from './invoice-schemas';

export async function updateInvoice(input: InvoiceUpdate): Promise<Invoice> {
  const { invoice } = await sendJson('post', 'apps/invoice/update', invoiceAnswerSchema, {
    json: input,
  });
  return invoice;
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
