import type { ShellFeature } from '@/lib/features/feature-ids';

/**
 * The navbar's bookmark bar and the search's stars. Without it the search still lists the
 * menu's pages, built from the menu itself.
 */
export const bookmarksFeature: ShellFeature = {
  feature: 'bookmarks',
  name: "Bookmarks: the navbar bar, the search's stars",
  operations: ['getBookmarks', 'toggleBookmark'],
};

/** The records the navbar search finds under the pages (users, invoices, mails…). */
export const recordSearchFeature: ShellFeature = {
  feature: 'search',
  name: 'Navbar search: records',
  operations: ['searchRecords'],
};
