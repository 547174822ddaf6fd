// Relative imports with `.ts`: see ../endpoint.ts.
import type { Endpoint, EndpointGroup } from '../endpoint.ts';

export const dashboardApi = {} as const satisfies Record<string, Endpoint>;

export const dashboardGroup: EndpointGroup = {
  tag: 'Dashboards',
  description: 'The dashboards’ figures, computed from the session’s data.',
  endpoints: Object.values(dashboardApi),
};
