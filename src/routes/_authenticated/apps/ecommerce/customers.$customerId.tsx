import { createFileRoute } from '@tanstack/react-router';
import { customerQueryOptions } from '@/apps/shop-admin/api/get-customer';
import { CustomerNotFound } from '@/apps/shop-admin/components/record-not-found';
import { customersPage } from '@/apps/shop-admin/shop-admin-manifest';
import { CustomerPage } from '@/apps/shop-admin/pages/customer-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { ensureOrNotFound, idParam } from '@/lib/router/detail-route';

export const Route = createFileRoute('/_authenticated/apps/ecommerce/customers/$customerId')({
  params: idParam('customerId'),
  beforeLoad: ({ context }) => requireAbility(context, customersPage),
  loader: ({ context, params }) =>
    ensureOrNotFound(context.queryClient, customerQueryOptions(params.customerId), {
      crumb: ({ customer }) => customer.fullName,
    }),
  component: CustomerPage,
  notFoundComponent: CustomerNotFound,
});
