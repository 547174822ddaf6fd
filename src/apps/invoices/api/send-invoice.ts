import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { invoiceWriteInvalidates } from './invoice-keys';
import { invoiceAnswerSchema, type Invoice, type SendInvoiceInput } from './invoice-schemas';

/** The Send drawer's mail, naming the version it was opened on (refused with 412 if stale). */
export async function sendInvoice({ version, ...input }: SendInvoiceInput): Promise<Invoice> {
  const { invoice } = await sendJson('post', 'apps/invoice/send', invoiceAnswerSchema, {
    json: input,
    version,
  });
  return invoice;
}

/**
 * The send form shows the API's errors by its fields, and a change someone made meanwhile as a
 * conflict to resolve: no error toast.
 */
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
