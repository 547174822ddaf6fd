import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { invoiceWriteInvalidates } from './invoice-keys';
import { parseInvoice, type Invoice, type PaymentInput } from './invoice-schemas';

export async function addPayment(input: PaymentInput): Promise<Invoice> {
  return parseInvoice(await http.post('apps/invoice/add-payment', { json: input }).json());
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
