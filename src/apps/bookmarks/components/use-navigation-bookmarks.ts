import type { AppManifest, NavSection } from '@/components/layout/nav-types';
import { navigationTrail, useNavigation, visiblePages } from '@/components/layout/navigation';
import { featureServed } from '@/lib/features/feature-served';
import { useBookmarks } from '../api/get-bookmarks';
import type { BookmarkSuggestion } from '../api/bookmark-schemas';
import { inNavigation } from './search-suggestions';

/**
 * The menu's pages as the search's suggestions, for a backend that serves no bookmarks
 * (config.json's `features`): the same pages, in menu order, with no star. The settings group's
 * pages go with the other pages, as the bookmarks API groups them.
 */
export function menuSuggestions(sections: readonly NavSection[]): BookmarkSuggestion[] {
  return sections
    .flatMap((section) =>
      section.entries.flatMap((entry) =>
        (entry.children.length > 0 ? entry.children : [entry]).map((page) => ({
          title: '',
          titleKey: page.titleKey,
          link: page.path,
          icon: entry.icon,
          group: section.group === 'settings' ? ('pages' as const) : section.group,
          subject: page.subject,
          isBookmarked: false,
        })),
      ),
    )
    .map((suggestion, index) => ({ ...suggestion, id: index }));
}

/**
 * The suggestions and bookmarks limited to the pages of the user's menu. The search and the bar
 * read the same cached query, so a star toggled in one shows in the other at once. Without the
 * bookmarks feature nothing is asked: the suggestions are the menu's pages (`withStars` false).
 */
export function useNavigationBookmarks(manifests: readonly AppManifest[]) {
  const sections = useNavigation(manifests);
  const pages = visiblePages(sections);
  const withStars = featureServed('bookmarks');
  const query = useBookmarks(withStars);
  return {
    query,
    withStars,
    /** Whether a link (a record's) opens a page of the user's menu. */
    inMenu: (link: string) => navigationTrail(sections, link.split(/[?#]/)[0] ?? link) !== null,
    suggestions: withStars
      ? inNavigation(query.data?.suggestions ?? [], pages)
      : menuSuggestions(sections),
    bookmarks: inNavigation(query.data?.bookmarks ?? [], pages),
  };
}
