import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { invoiceWriteInvalidates } from './invoice-keys';
import { invoiceAnswerSchema, type Invoice, type PaymentInput } from './invoice-schemas';

/** A payment, naming the version of the invoice the form was opened on (412 if stale). */
export async function addPayment({ version, ...input }: PaymentInput): Promise<Invoice> {
  const { invoice } = await sendJson('post', 'apps/invoice/add-payment', invoiceAnswerSchema, {
    json: input,
    creates: true,
    version,
  });
  return invoice;
}

/**
 * The payment form shows the API's errors by its fields, and a change someone made meanwhile
 * (another payment, a new total) as a conflict to resolve: no error toast.
 */
export function useAddPayment() {
  return useMutation({
    mutationFn: addPayment,
    meta: {
      successMessage: 'invoices.notifications.paymentAdded',
      errorToast: false,
      invalidates: invoiceWriteInvalidates,
    },
  });
}
