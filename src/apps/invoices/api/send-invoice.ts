import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { invoiceWriteInvalidates } from './invoice-keys';
import { invoiceAnswerSchema, type Invoice, type SendInvoiceInput } from './invoice-schemas';

export async function sendInvoice(input: SendInvoiceInput): Promise<Invoice> {
  const { invoice } = await sendJson('post', 'apps/invoice/send', invoiceAnswerSchema, {
    json: input,
  });
  return invoice;
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
