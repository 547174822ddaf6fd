// Relative imports with `.ts`: see ../endpoint.ts.
import type { Endpoint, EndpointGroup } from '../endpoint.ts';

export const chatApi = {} as const satisfies Record<string, Endpoint>;

export const chatGroup: EndpointGroup = {
  tag: 'Chat',
  description: 'Conversations with contacts, messages, the user’s chat profile.',
  endpoints: Object.values(chatApi),
};
