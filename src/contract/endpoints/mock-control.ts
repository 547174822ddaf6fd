// Relative imports with `.ts`: see ../endpoint.ts.
import type { Endpoint, EndpointGroup } from '../endpoint.ts';

export const mockControlApi = {} as const satisfies Record<string, Endpoint>;

export const mockControlGroup: EndpointGroup = {
  tag: 'Mock control',
  description:
    'The mock’s control API for QA: reset, latency, failures, clock, tokens, chat replies.',
  endpoints: Object.values(mockControlApi),
};
