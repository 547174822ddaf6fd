import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { customersQueryOptions } from '@/apps/ecommerce/api/list-customers';
import { customersSearchSchema } from '@/apps/ecommerce/customers-search';
import { customersPage } from '@/apps/ecommerce/ecommerce-manifest';
import { CustomersPage } from '@/apps/ecommerce/pages/customers-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { tableSearchDefaults } from '@/lib/list/list-search';
import { listLoader } from '@/lib/router/list-route';

export const Route = createFileRoute('/_authenticated/apps/ecommerce/customers/')({
  validateSearch: customersSearchSchema,
  search: { middlewares: [stripSearchParams(tableSearchDefaults)] },
  beforeLoad: ({ context }) => requireAbility(context, customersPage),
  loader: listLoader(customersSearchSchema, customersQueryOptions),
  component: CustomersPage,
});
