import type { NavPage } from '@/components/layout/nav-types';
import { bookmarkGroups, type BookmarkSuggestion } from '../api/bookmark-schemas';

/** A suggestion with its title in the user's language, which is what they type. */
export type SearchItem = { suggestion: BookmarkSuggestion; title: string };

export type SearchSectionKey = 'bookmarks' | BookmarkSuggestion['group'];
export type SearchSection = { key: SearchSectionKey; items: SearchItem[] };

export const searchLimits = {
  /** Matches shown per group. */
  perGroup: 5,
  /** With an empty query: pages per group shown after the bookmarks. */
  browsePerGroup: 3,
} as const;

/**
 * Only the pages of the menu the user sees. The server already drops pages the user may not
 * read, but it also knows pages this build does not have (apps still to come): those would be
 * dead links.
 */
export function inNavigation<T extends { link: string }>(
  suggestions: readonly T[],
  pages: readonly NavPage[],
): T[] {
  const paths = new Set(pages.map((page) => page.path));
  return suggestions.filter((suggestion) => paths.has(suggestion.link));
}

/** Lower case without accents, so "mode" finds "Modèle" and "EMAIL" finds "Email". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
    .trim();
}

type SearchOptions = {
  /**
   * Pages listed under "Bookmarks" when the query is empty. The search passes the bookmarks as
   * they were when it opened, so starring a page does not move rows under the pointer.
   */
  pinned?: ReadonlySet<number>;
};

/**
 * The sections of the search for `query`: per group (dashboards, apps, pages), titles that start
 * with the query, then titles that contain it, at most `perGroup` of each group. An empty query
 * lists the bookmarks, then the first few other pages of each group. Order within a rank is the
 * order of `items` (the menu's).
 */
export function searchSuggestions(
  items: readonly SearchItem[],
  query: string,
  { pinned }: SearchOptions = {},
): SearchSection[] {
  const needle = normalizeText(query);
  if (needle === '') {
    const isPinned = (item: SearchItem) =>
      pinned ? pinned.has(item.suggestion.id) : item.suggestion.isBookmarked;
    const bookmarks = items.filter(isPinned);
    const sections = bookmarkGroups.map((group) => ({
      key: group,
      items: items
        .filter((item) => item.suggestion.group === group && !isPinned(item))
        .slice(0, searchLimits.browsePerGroup),
    }));
    return [{ key: 'bookmarks' as const, items: bookmarks }, ...sections].filter(
      (section) => section.items.length > 0,
    );
  }

  const ranked = items.flatMap((item) => {
    const index = normalizeText(item.title).indexOf(needle);
    if (index === -1) return [];
    return [{ item, rank: index === 0 ? 0 : 1 }];
  });
  return bookmarkGroups
    .map((group) => ({
      key: group,
      items: ranked
        .filter(({ item }) => item.suggestion.group === group)
        // Array sorting is stable: equal ranks keep the menu's order.
        .toSorted((a, b) => a.rank - b.rank)
        .slice(0, searchLimits.perGroup)
        .map(({ item }) => item),
    }))
    .filter((section) => section.items.length > 0);
}
