// Relative imports with `.ts`: see ../endpoint.ts.
import type { Endpoint, EndpointGroup } from '../endpoint.ts';

export const invoicesApi = {} as const satisfies Record<string, Endpoint>;

export const invoicesGroup: EndpointGroup = {
  tag: 'Invoices',
  description: 'Invoices: the list, one invoice, add, update, send, payments, download.',
  endpoints: Object.values(invoicesApi),
};
