import { createFileRoute } from '@tanstack/react-router';
import { shopDashboardQueryOptions } from '@/apps/shop-admin/api/get-shop-dashboard';
import { ecommerceDashboardManifest } from '@/apps/shop-admin/shop-admin-manifest';
import { ShopDashboardPage } from '@/apps/shop-admin/pages/shop-dashboard-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { awaitQuery } from '@/lib/router/route-queries';

export const Route = createFileRoute('/_authenticated/dashboards/ecommerce')({
  beforeLoad: ({ context }) => requireAbility(context, ecommerceDashboardManifest),
  loader: ({ context }) => awaitQuery(context.queryClient, shopDashboardQueryOptions()),
  component: ShopDashboardPage,
});
