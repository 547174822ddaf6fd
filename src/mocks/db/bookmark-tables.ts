import { z } from 'zod';

export const bookmarkGroups = ['dashboards', 'apps', 'pages'] as const;

/** A page the search and bookmarks menus offer. */
export const bookmarkSuggestionSchema = z.object({
  id: z.number().int(),
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
