import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { invoiceWriteInvalidates } from './invoice-keys';
import { invoiceAnswerSchema, type Invoice, type InvoiceUpdate } from './invoice-schemas';

/** The edit form's save, naming the version it was made from (refused with 412 if stale). */
export async function updateInvoice({ version, ...input }: InvoiceUpdate): Promise<Invoice> {
  const { invoice } = await sendJson('post', 'apps/invoice/update', invoiceAnswerSchema, {
    json: input,
    version,
  });
  return invoice;
}

/**
 * The edit form shows the API's errors by its fields, and a change someone made meanwhile as a
 * conflict to resolve: no error toast.
 */
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
