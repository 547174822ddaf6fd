// Relative imports with `.ts`: see ../endpoint.ts.
import type { Endpoint, EndpointGroup } from '../endpoint.ts';

export const calendarApi = {} as const satisfies Record<string, Endpoint>;

export const calendarGroup: EndpointGroup = {
  tag: 'Calendar',
  description: 'Events by category, guests; add, update, remove.',
  endpoints: Object.values(calendarApi),
};
