// Relative imports with `.ts`: see ../endpoint.ts.
import type { Endpoint, EndpointGroup } from '../endpoint.ts';

export const bookmarksApi = {} as const satisfies Record<string, Endpoint>;

export const bookmarksGroup: EndpointGroup = {
  tag: 'Bookmarks',
  description: 'The navbar search suggestions and the user’s bookmarked pages.',
  endpoints: Object.values(bookmarksApi),
};
