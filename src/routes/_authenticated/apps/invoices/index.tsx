import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { invoicesQueryOptions } from '@/apps/invoices/api/get-invoices';
import { invoicesManifest } from '@/apps/invoices/invoices-manifest';
import { invoicesSearchSchema } from '@/apps/invoices/invoices-search';
import { InvoicesPage } from '@/apps/invoices/pages/invoices-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { tableSearchDefaults } from '@/lib/list/list-search';
import { startListQuery } from '@/lib/list/use-list-query';

export const Route = createFileRoute('/_authenticated/apps/invoices/')({
  validateSearch: invoicesSearchSchema,
  // The plain list has a plain link: default values stay out of the URL.
  search: { middlewares: [stripSearchParams(tableSearchDefaults)] },
  beforeLoad: ({ context }) => requireAbility(context, invoicesManifest),
  // As the users list: the loader asks for the list of the URL the user enters with, without
  // waiting; later pages, sorts and filters load in the page, which keeps the previous rows.
  loader: ({ context, location }) =>
    startListQuery(
      context.queryClient,
      invoicesQueryOptions(invoicesSearchSchema.parse(location.search)),
    ),
  component: InvoicesPage,
});
