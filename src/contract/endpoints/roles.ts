// Relative imports with `.ts`: see ../endpoint.ts.
import type { Endpoint, EndpointGroup } from '../endpoint.ts';

export const rolesApi = {} as const satisfies Record<string, Endpoint>;

export const rolesGroup: EndpointGroup = {
  tag: 'Roles',
  description: 'Roles and the CASL rules each gives.',
  endpoints: Object.values(rolesApi),
};
