import { createFileRoute, notFound } from '@tanstack/react-router';
import { invoiceQueryOptions } from '@/apps/invoices/api/get-invoice';
import { invoicesManifest } from '@/apps/invoices/invoices-manifest';
import { InvoiceNotFound } from '@/apps/invoices/components/invoice-not-found';
import { InvoiceEditPage } from '@/apps/invoices/pages/invoice-edit-page';
import { parseInvoiceId } from '@/apps/invoices/invoice-route-params';
import { requireAbility } from '@/lib/ability/route-guards';
import { httpStatus } from '@/lib/http/api-error';

export const Route = createFileRoute('/_authenticated/apps/invoices/edit/$invoiceId')({
  params: parseInvoiceId,
  beforeLoad: ({ context }) => requireAbility(context, { ...invoicesManifest, action: 'update' }),
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(invoiceQueryOptions(params.invoiceId));
    } catch (error) {
      if (httpStatus(error) === 404) throw notFound();
      throw error;
    }
  },
  component: InvoiceEditPage,
  notFoundComponent: InvoiceNotFound,
});
