import { createFileRoute, notFound } from '@tanstack/react-router';
import { invoiceQueryOptions } from '@/apps/invoices/api/get-invoice';
import { invoicesManifest } from '@/apps/invoices/invoices-manifest';
import { InvoiceNotFound } from '@/apps/invoices/components/invoice-not-found';
import { InvoicePreviewPage } from '@/apps/invoices/pages/invoice-preview-page';
import { parseInvoiceId } from '@/apps/invoices/invoice-route-params';
import { requireAbility } from '@/lib/ability/route-guards';
import { httpStatus } from '@/lib/http/api-error';

export const Route = createFileRoute('/_authenticated/apps/invoices/preview/$invoiceId')({
  params: parseInvoiceId,
  beforeLoad: ({ context }) => requireAbility(context, invoicesManifest),
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(invoiceQueryOptions(params.invoiceId));
    } catch (error) {
      if (httpStatus(error) === 404) throw notFound();
      throw error;
    }
  },
  component: InvoicePreviewPage,
  notFoundComponent: InvoiceNotFound,
});
