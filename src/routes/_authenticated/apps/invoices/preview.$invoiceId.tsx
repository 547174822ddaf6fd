import { createFileRoute } from '@tanstack/react-router';
import { invoiceQueryOptions } from '@/apps/invoices/api/get-invoice';
import { invoicesManifest } from '@/apps/invoices/invoices-manifest';
import { InvoiceNotFound } from '@/apps/invoices/components/invoice-not-found';
import { InvoicePreviewPage } from '@/apps/invoices/pages/invoice-preview-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { serverClockQueryOptions } from '@/lib/clock/get-server-clock';
import { ensureOrNotFound, idParam } from '@/lib/router/detail-route';
import { prefetchQuery } from '@/lib/router/route-queries';

export const Route = createFileRoute('/_authenticated/apps/invoices/preview/$invoiceId')({
  params: idParam('invoiceId'),
  beforeLoad: ({ context }) => requireAbility(context, invoicesManifest),
  loader: ({ context, params }) => {
    // Add payment defaults to the server's today: asked for alongside, never waited for.
    prefetchQuery(context.queryClient, serverClockQueryOptions());
    return ensureOrNotFound(context.queryClient, invoiceQueryOptions(params.invoiceId), {
      crumb: (invoice) => `#${invoice.id}`,
    });
  },
  component: InvoicePreviewPage,
  notFoundComponent: InvoiceNotFound,
});
