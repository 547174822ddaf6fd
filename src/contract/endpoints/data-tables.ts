// Relative imports with `.ts`: see ../endpoint.ts.
import type { Endpoint, EndpointGroup } from '../endpoint.ts';

export const dataTablesApi = {} as const satisfies Record<string, Endpoint>;

export const dataTablesGroup: EndpointGroup = {
  tag: 'Data tables',
  description: 'The data-table demo’s rows, paged on the server.',
  endpoints: Object.values(dataTablesApi),
};
