import * as z from 'zod/mini';
// Relative imports with `.ts`: see ../endpoint.ts.
import {
  bookmarksDataSchema,
  bookmarkSuggestionSchema,
} from '../../apps/bookmarks/api/bookmark-schemas.ts';
import { idNumberOrText } from '../contract-schemas.ts';
import { signedIn, type Endpoint, endpointGroup } from '../endpoint.ts';

/** The suggestion whose star flips; the id as a number or as text (`"6"`). */
export const bookmarkUpdateBody = z.object({ id: idNumberOrText });

export const bookmarksApi = {
  data: {
    id: 'getBookmarks',
    method: 'get',
    path: '/api/bookmarks/data',
    summary: 'The navbar search’s suggestions and the user’s bookmarks',
    description: [
      '`suggestions` are the pages the user may read (CASL `read` on each page’s `subject`),',
      'in the menu’s order; `bookmarks` are those of them with `isBookmarked`.',
    ].join(' '),
    access: signedIn,
    answers: { 200: { description: 'Suggestions and bookmarks', schema: bookmarksDataSchema } },
  },
  update: {
    id: 'toggleBookmark',
    method: 'post',
    path: '/api/bookmarks/update',
    creates: true,
    summary: 'Bookmark a page, or remove its bookmark',
    description: [
      'Flips the suggestion’s `isBookmarked` and answers it. The id may be sent as text (`"6"`),',
      'as the specification’s client does. 404 for an unknown id or a page the user may not',
      'read.',
    ].join(' '),
    access: signedIn,
    body: bookmarkUpdateBody,
    errors: [400, 404],
    answers: { 200: { description: 'The suggestion', schema: bookmarkSuggestionSchema } },
    example: { body: { id: 1 } },
  },
} as const satisfies Record<string, Endpoint>;

export const bookmarksGroup = endpointGroup(
  'Bookmarks',
  bookmarksApi,
  'The navbar search suggestions and the user’s bookmarked pages.',
);
