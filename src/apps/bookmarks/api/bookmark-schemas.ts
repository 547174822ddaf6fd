import * as z from 'zod/mini';

export const bookmarkGroups = ['dashboards', 'apps', 'pages'] as const;

/** A page offered by the navbar search and the bookmark bar (`GET /api/bookmarks/data`). */
export const bookmarkSuggestionSchema = z.object({
  id: z.number(),
  /** English title, for clients that do not translate. */
  title: z.string(),
  /** i18n key of the title. */
  titleKey: z.string(),
  link: z.string(),
  /** A @tabler/icons-react component name. */
  icon: z.string(),
  group: z.enum(bookmarkGroups),
  /** CASL subject the user must be able to read to see the page. */
  subject: z.string(),
  isBookmarked: z.boolean(),
});
export type BookmarkSuggestion = z.infer<typeof bookmarkSuggestionSchema>;

export const bookmarksDataSchema = z.object({
  suggestions: z.array(bookmarkSuggestionSchema),
  bookmarks: z.array(bookmarkSuggestionSchema),
});
export type BookmarksData = z.infer<typeof bookmarksDataSchema>;
