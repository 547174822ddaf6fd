import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { invoicesQueryOptions } from '@/apps/invoices/api/list-invoices';
import { invoicesManifest } from '@/apps/invoices/invoices-manifest';
import { invoicesSearchSchema } from '@/apps/invoices/invoices-search';
import { InvoicesPage } from '@/apps/invoices/pages/invoices-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { tableSearchDefaults } from '@/lib/list/list-search';
import { listLoader } from '@/lib/router/list-route';

export const Route = createFileRoute('/_authenticated/apps/invoices/')({
  validateSearch: invoicesSearchSchema,
  // The plain list has a plain link: default values stay out of the URL.
  search: { middlewares: [stripSearchParams(tableSearchDefaults)] },
  beforeLoad: ({ context }) => requireAbility(context, invoicesManifest),
  loader: listLoader(invoicesSearchSchema, invoicesQueryOptions),
  component: InvoicesPage,
});
