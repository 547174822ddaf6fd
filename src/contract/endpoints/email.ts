// Relative imports with `.ts`: see ../endpoint.ts.
import type { Endpoint, EndpointGroup } from '../endpoint.ts';

export const emailApi = {} as const satisfies Record<string, Endpoint>;

export const emailGroup: EndpointGroup = {
  tag: 'Email',
  description: 'The user’s mailbox: folders, labels, reading, sending, drafts.',
  endpoints: Object.values(emailApi),
};
