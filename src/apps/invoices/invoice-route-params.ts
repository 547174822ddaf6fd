import { notFound } from '@tanstack/react-router';

/** `$invoiceId` of the preview and edit routes: `/apps/invoices/preview/abc` is not found. */
export const parseInvoiceId = {
  parse: ({ invoiceId }: { invoiceId: string }) => {
    const id = Number(invoiceId);
    if (!/^\d{1,9}$/.test(invoiceId) || id < 1) throw notFound();
    return { invoiceId: id };
  },
  stringify: ({ invoiceId }: { invoiceId: number }) => ({ invoiceId: String(invoiceId) }),
};
