import { resourceKeys } from '@/lib/http/resource-keys';

export const dashboardKeys = {
  all: resourceKeys.dashboard,
  overview: () => [...dashboardKeys.all, 'overview'] as const,
};
