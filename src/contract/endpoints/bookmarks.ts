import * as z from 'zod/mini';
import {
  bookmarksDataSchema,
  bookmarkSuggestionSchema,
} from '@/apps/bookmarks/api/bookmark-schemas';
import {
  recordSearchAnswerSchema,
  recordSearchQuery,
} from '@/apps/bookmarks/api/record-search-schemas';
import { idNumberOrText } from '@/lib/api-fields/api-fields';
import { signedIn, type Endpoint, endpointGroup } from '@/contract/endpoint';

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
  search: {
    id: 'searchRecords',
    method: 'get',
    path: '/api/search',
    summary: 'Find records across the apps, as the navbar search does',
    description: [
      'Each word of `q` must appear (in any case) in one of a record’s searched fields: users',
      '(name, username, email), invoices (number, client, company), the caller’s own mails',
      '(subject, sender), the caller’s chat contacts (name, role), products (name, brand),',
      'the caller’s own orders (number, products), tasks (title), events (title) and',
      'permissions (name). A group is searched only when the caller may read its subject, and',
      'holds only the records the lists would show them (the same rules and conditions): the',
      'client never learns of a record it may not read. Groups without a hit are left out. Each',
      'holds at most `limit` hits (5 unless said, at most 10), the best first (a title that',
      'starts with the words, then the newest), and the `total` found.',
    ].join(' '),
    access: signedIn,
    query: recordSearchQuery,
    errors: [400],
    answers: { 200: { description: 'The groups found', schema: recordSearchAnswerSchema } },
    example: { query: { q: 'john', limit: '3' } },
  },
} as const satisfies Record<string, Endpoint>;

export const bookmarksGroup = endpointGroup(
  'Bookmarks',
  bookmarksApi,
  'The navbar search: its page suggestions, the user’s bookmarked pages, and the search over records.',
);
