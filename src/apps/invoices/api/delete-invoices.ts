import { useMutation } from '@tanstack/react-query';
import { send } from '@/lib/http/request';
import { invoiceWriteInvalidates } from './invoice-keys';
import type { Invoice } from './invoice-schemas';

/** An invoice as the screen shows it: a delete names the version it was decided on. */
export type ShownInvoice = Pick<Invoice, 'id' | 'version'>;

/**
 * One invoice, or several in one call (all or nothing), each with the version shown: one changed
 * meanwhile and none is deleted (412).
 */
export async function deleteInvoices(invoices: readonly ShownInvoice[]): Promise<void> {
  const [first] = invoices;
  if (invoices.length === 1 && first !== undefined) {
    await send('delete', 'apps/invoice/delete', {
      searchParams: { id: first.id },
      version: first.version,
    });
  } else {
    await send('delete', 'apps/invoice/delete', {
      json: { ids: invoices.map((row) => row.id), versions: invoices.map((row) => row.version) },
    });
  }
}

/**
 * Deletes after the user confirmed (the issue asks for a confirmation; the dialog shows a
 * refusal itself). The toast counts what went.
 */
export function useDeleteInvoices() {
  return useMutation({
    mutationFn: deleteInvoices,
    meta: {
      errorToast: false,
      invalidates: invoiceWriteInvalidates,
      successMessage: (invoices: readonly ShownInvoice[]) => ({
        key: 'invoices.notifications.deleted',
        values: { count: invoices.length, id: invoices[0]?.id },
      }),
    },
  });
}
