import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { dashboardKeys } from './dashboard-keys';
import { overviewSchema, type Overview } from './dashboard-schemas';

export async function getOverview(): Promise<Overview> {
  return getJson('api/dashboard/overview', overviewSchema);
}

export const overviewQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.overview(), queryFn: getOverview });

export function useOverview() {
  return useSuspenseQuery(overviewQueryOptions());
}
