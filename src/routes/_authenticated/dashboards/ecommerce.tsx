import { createFileRoute } from '@tanstack/react-router';
import { shopDashboardQueryOptions } from '@/apps/ecommerce/api/get-shop-dashboard';
import { ecommerceDashboardManifest } from '@/apps/ecommerce/ecommerce-manifest';
import { ShopDashboardPage } from '@/apps/ecommerce/pages/shop-dashboard-page';
import { requireAbility } from '@/lib/ability/route-guards';

export const Route = createFileRoute('/_authenticated/dashboards/ecommerce')({
  beforeLoad: ({ context }) => requireAbility(context, ecommerceDashboardManifest),
  loader: ({ context }) => context.queryClient.ensureQueryData(shopDashboardQueryOptions()),
  component: ShopDashboardPage,
});
