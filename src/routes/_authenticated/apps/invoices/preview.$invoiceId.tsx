import { createFileRoute } from '@tanstack/react-router';
import { loadInvoice } from '@/apps/invoices/api/get-invoice';
import { invoicesManifest } from '@/apps/invoices/invoices-manifest';
import { InvoiceNotFound } from '@/apps/invoices/components/invoice-not-found';
import { InvoicePreviewPage } from '@/apps/invoices/pages/invoice-preview-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { serverClockQueryOptions } from '@/lib/clock/get-server-clock';
import { idParam } from '@/lib/router/detail-route';
import { prefetchQuery } from '@/lib/router/route-queries';

export const Route = createFileRoute('/_authenticated/apps/invoices/preview/$invoiceId')({
  params: idParam('invoiceId'),
  beforeLoad: ({ context }) => requireAbility(context, invoicesManifest),
  loader: (match) => {
    // Add payment defaults to the server's today: asked for alongside, never waited for.
    prefetchQuery(match.context.queryClient, serverClockQueryOptions());
    return loadInvoice(match);
  },
  component: InvoicePreviewPage,
  notFoundComponent: InvoiceNotFound,
});
