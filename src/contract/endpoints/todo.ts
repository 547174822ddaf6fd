// Relative imports with `.ts`: see ../endpoint.ts.
import type { Endpoint, EndpointGroup } from '../endpoint.ts';

export const todoApi = {} as const satisfies Record<string, Endpoint>;

export const todoGroup: EndpointGroup = {
  tag: 'Todo',
  description: 'Tasks: the list by filter, tag and search; add, update, delete.',
  endpoints: Object.values(todoApi),
};
