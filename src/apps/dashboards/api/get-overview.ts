import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { dashboardKeys } from './dashboard-keys';
import { overviewSchema, type Overview } from './dashboard-schemas';

export async function getOverview(): Promise<Overview> {
  return overviewSchema.parse(await http.get('api/dashboard/overview').json());
}

export const overviewQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.overview(), queryFn: getOverview });

export function useOverview() {
  return useSuspenseQuery(overviewQueryOptions());
}
