import { createFileRoute } from '@tanstack/react-router';
import { invoicesManifest } from '@/apps/invoices/invoices-manifest';
import { InvoiceAddPage } from '@/apps/invoices/pages/invoice-add-page';
import { requireAbility } from '@/lib/ability/route-guards';

export const Route = createFileRoute('/_authenticated/apps/invoices/add')({
  beforeLoad: ({ context }) => requireAbility(context, { ...invoicesManifest, action: 'create' }),
  component: InvoiceAddPage,
});
