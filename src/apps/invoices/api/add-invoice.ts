import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { invoiceWriteInvalidates } from './invoice-keys';
import { invoiceAnswerSchema, type Invoice, type InvoiceForm } from './invoice-schemas';

export async function addInvoice(input: InvoiceForm): Promise<Invoice> {
  const { invoice } = await sendJson('post', 'apps/invoice/add', invoiceAnswerSchema, {
    json: input,
    creates: true,
  });
  return invoice;
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
