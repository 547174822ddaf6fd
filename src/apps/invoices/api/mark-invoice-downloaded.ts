import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { invoiceWriteInvalidates } from './invoice-keys';
import { invoiceAnswerSchema, type Invoice } from './invoice-schemas';

export async function markDownloaded(id: number): Promise<Invoice> {
  const { invoice } = await sendJson('post', 'apps/invoice/download', invoiceAnswerSchema, {
    json: { id },
  });
  return invoice;
}

/** A draft that was downloaded says so (the file itself is made in the browser). */
export function useMarkDownloaded() {
  return useMutation({
    mutationFn: markDownloaded,
    meta: { invalidates: invoiceWriteInvalidates },
  });
}
