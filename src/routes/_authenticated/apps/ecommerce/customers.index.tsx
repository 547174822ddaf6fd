import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { customersQueryOptions } from '@/apps/shop-admin/api/list-customers';
import { customersSearchSchema } from '@/apps/shop-admin/customers-search';
import { customersPage } from '@/apps/shop-admin/shop-admin-manifest';
import { CustomersPage } from '@/apps/shop-admin/pages/customers-page';
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
