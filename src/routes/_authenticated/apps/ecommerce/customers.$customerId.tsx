import { createFileRoute } from '@tanstack/react-router';
import { customerQueryOptions } from '@/apps/ecommerce/api/get-customer';
import { CustomerNotFound } from '@/apps/ecommerce/components/customer-not-found';
import { customersPage } from '@/apps/ecommerce/ecommerce-manifest';
import { CustomerPage } from '@/apps/ecommerce/pages/customer-page';
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
