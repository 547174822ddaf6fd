import { useMutation } from '@tanstack/react-query';
import { send } from '@/lib/http/request';
import { invoiceWriteInvalidates } from './invoice-keys';

/** One invoice, or several in one call (all or nothing). */
export async function deleteInvoices(ids: readonly number[]): Promise<void> {
  const [first] = ids;
  if (ids.length === 1 && first !== undefined) {
    await send('delete', 'apps/invoice/delete', { searchParams: { id: first } });
  } else {
    await send('delete', 'apps/invoice/delete', { json: { ids } });
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
      successMessage: (ids: readonly number[]) => ({
        key: 'invoices.notifications.deleted',
        values: { count: ids.length, id: ids[0] },
      }),
    },
  });
}
