import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { invoiceWriteInvalidates } from './invoice-keys';
import { parseInvoice, type Invoice } from './invoice-schemas';

export async function markDownloaded(id: number): Promise<Invoice> {
  return parseInvoice(await http.post('apps/invoice/download', { json: { id } }).json());
}

/** A draft that was downloaded says so (the file itself is made in the browser). */
export function useMarkDownloaded() {
  return useMutation({
    mutationFn: markDownloaded,
    meta: { invalidates: invoiceWriteInvalidates },
  });
}
