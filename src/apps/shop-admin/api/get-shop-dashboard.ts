import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { ecommerceKeys } from '@/lib/ecommerce/ecommerce-keys';
import { shopDashboardSchema, type ShopDashboard } from './shop-dashboard-schemas';

export async function getShopDashboard(): Promise<ShopDashboard> {
  return getJson('apps/ecommerce/dashboard', shopDashboardSchema);
}

export const shopDashboardQueryOptions = () =>
  queryOptions({ queryKey: ecommerceKeys.dashboard(), queryFn: getShopDashboard });

/** As the analytics dashboard: the route's loader waits for it (pending and error pages). */
export const useShopDashboard = () => useSuspenseQuery(shopDashboardQueryOptions());
