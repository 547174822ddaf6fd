// Relative imports with `.ts`: see ../endpoint.ts.
import type { Endpoint, EndpointGroup } from '../endpoint.ts';

export const kanbanApi = {} as const satisfies Record<string, Endpoint>;

export const kanbanGroup: EndpointGroup = {
  tag: 'Kanban',
  description: 'Boards and their tasks, their order, comments.',
  endpoints: Object.values(kanbanApi),
};
