import { createFileRoute } from '@tanstack/react-router';
import { invoicesManifest } from '@/apps/invoices/invoices-manifest';
import { InvoiceAddPage } from '@/apps/invoices/pages/invoice-add-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { serverClockQueryOptions } from '@/lib/clock/get-server-clock';
import { awaitQuery } from '@/lib/router/route-queries';

export const Route = createFileRoute('/_authenticated/apps/invoices/add')({
  beforeLoad: ({ context }) => requireAbility(context, { ...invoicesManifest, action: 'create' }),
  // The form's dates default to the server's today: the form paints with them.
  loader: ({ context }) => awaitQuery(context.queryClient, serverClockQueryOptions()),
  component: InvoiceAddPage,
});
