import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { invoiceWriteInvalidates } from './invoice-keys';
import { invoiceAnswerSchema, type Invoice, type PaymentInput } from './invoice-schemas';

export async function addPayment(input: PaymentInput): Promise<Invoice> {
  const { invoice } = await sendJson('post', 'apps/invoice/add-payment', invoiceAnswerSchema, {
    json: input,
    creates: true,
  });
  return invoice;
}

/** The payment form shows the API's errors by its fields: no error toast. */
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
