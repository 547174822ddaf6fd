import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { discountCodesQueryOptions } from '@/apps/shop-admin/api/list-discount-codes';
import { discountsSearchSchema } from '@/apps/shop-admin/discounts-search';
import { DiscountsPage } from '@/apps/shop-admin/pages/discounts-page';
import { discountsPage } from '@/apps/shop-admin/shop-admin-manifest';
import { requireAbility } from '@/lib/ability/route-guards';
import { tableSearchDefaults } from '@/lib/list/list-search';
import { listLoader } from '@/lib/router/list-route';

export const Route = createFileRoute('/_authenticated/apps/ecommerce/discounts')({
  validateSearch: discountsSearchSchema,
  search: { middlewares: [stripSearchParams(tableSearchDefaults)] },
  beforeLoad: ({ context }) => requireAbility(context, discountsPage),
  loader: listLoader(discountsSearchSchema, discountCodesQueryOptions),
  component: DiscountsPage,
});
