import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { ecommerceKeys } from './ecommerce-keys';
import { shopDashboardSchema, type ShopDashboard } from './shop-dashboard-schemas';

export async function getShopDashboard(): Promise<ShopDashboard> {
  return shopDashboardSchema.parse(await http.get('apps/ecommerce/dashboard').json());
}

export const shopDashboardQueryOptions = () =>
  queryOptions({ queryKey: ecommerceKeys.dashboard(), queryFn: getShopDashboard });

/** As the analytics dashboard: the route's loader waits for it (pending and error pages). */
export const useShopDashboard = () => useSuspenseQuery(shopDashboardQueryOptions());
