// Relative imports with `.ts`: see ../endpoint.ts.
import type { Endpoint, EndpointGroup } from '../endpoint.ts';

export const permissionsApi = {} as const satisfies Record<string, Endpoint>;

export const permissionsGroup: EndpointGroup = {
  tag: 'Permissions',
  description: 'The permissions list and its role assignments.',
  endpoints: Object.values(permissionsApi),
};
