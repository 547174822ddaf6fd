import { createFileRoute } from '@tanstack/react-router';
import { loadInvoice } from '@/apps/invoices/api/get-invoice';
import { invoicesManifest } from '@/apps/invoices/invoices-manifest';
import { InvoiceNotFound } from '@/apps/invoices/components/invoice-not-found';
import { InvoiceEditPage } from '@/apps/invoices/pages/invoice-edit-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { idParam } from '@/lib/router/detail-route';

export const Route = createFileRoute('/_authenticated/apps/invoices/edit/$invoiceId')({
  params: idParam('invoiceId'),
  beforeLoad: ({ context }) => requireAbility(context, { ...invoicesManifest, action: 'update' }),
  loader: loadInvoice,
  component: InvoiceEditPage,
  notFoundComponent: InvoiceNotFound,
});
