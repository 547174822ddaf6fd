import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { resourceKeys } from '@/lib/http/resource-keys';
import { invoiceKeys } from './invoice-keys';
import {
  invoiceAnswerSchema,
  type Invoice,
  type InvoiceForm,
  type InvoiceUpdate,
  type PaymentInput,
  type SendInvoiceInput,
} from './invoice-schemas';

// Every write changes the lists, the detail and the dashboard's invoice figures.
const invalidates = [invoiceKeys.all, resourceKeys.dashboard];

const parseInvoice = (answer: unknown) => invoiceAnswerSchema.parse(answer).invoice;

export async function addInvoice(input: InvoiceForm): Promise<Invoice> {
  return parseInvoice(await http.post('apps/invoice/add', { json: input }).json());
}

export async function updateInvoice(input: InvoiceUpdate): Promise<Invoice> {
  return parseInvoice(await http.post('apps/invoice/update', { json: input }).json());
}

export async function sendInvoice(input: SendInvoiceInput): Promise<Invoice> {
  return parseInvoice(await http.post('apps/invoice/send', { json: input }).json());
}

export async function markDownloaded(id: number): Promise<Invoice> {
  return parseInvoice(await http.post('apps/invoice/download', { json: { id } }).json());
}

export async function addPayment(input: PaymentInput): Promise<Invoice> {
  return parseInvoice(await http.post('apps/invoice/add-payment', { json: input }).json());
}

/** One invoice, or several in one call (all or nothing). */
export async function deleteInvoices(ids: readonly number[]): Promise<void> {
  const [first] = ids;
  if (ids.length === 1 && first !== undefined) {
    await http.delete('apps/invoice/delete', { searchParams: { id: first } });
  } else {
    await http.delete('apps/invoice/delete', { json: { ids } });
  }
}

/** Forms show the API's errors by their fields (or above them): no error toast. */
export function useAddInvoice() {
  return useMutation({
    mutationFn: addInvoice,
    meta: { successMessage: 'invoices.notifications.added', errorToast: false, invalidates },
  });
}

export function useUpdateInvoice() {
  return useMutation({
    mutationFn: updateInvoice,
    meta: { successMessage: 'invoices.notifications.saved', errorToast: false, invalidates },
  });
}

export function useSendInvoice() {
  return useMutation({
    mutationFn: sendInvoice,
    meta: { successMessage: 'invoices.notifications.sent', errorToast: false, invalidates },
  });
}

/** A draft that was downloaded says so (the file itself is made in the browser). */
export function useMarkDownloaded() {
  return useMutation({ mutationFn: markDownloaded, meta: { invalidates } });
}

export function useAddPayment() {
  return useMutation({
    mutationFn: addPayment,
    meta: { successMessage: 'invoices.notifications.paymentAdded', errorToast: false, invalidates },
  });
}

/**
 * Deletes after the user confirmed (the issue asks for a confirmation; the dialog shows a
 * refusal itself). The toast counts what went.
 */
export function useDeleteInvoices() {
  return useMutation({
    mutationFn: deleteInvoices,
    meta: { errorToast: false, invalidates },
  });
}
