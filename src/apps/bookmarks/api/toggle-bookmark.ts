import { useMutation, useQueryClient } from '@tanstack/react-query';
import { optimisticUpdate } from '@/lib/query/optimistic';
import { sendJson } from '@/lib/http/request';
import { bookmarkKeys } from './bookmark-keys';
import {
  bookmarkSuggestionSchema,
  type BookmarkSuggestion,
  type BookmarksData,
} from './bookmark-schemas';

/** Flips `isBookmarked` of one page on the server; answers the updated suggestion. */
export async function updateBookmark(id: number): Promise<BookmarkSuggestion> {
  return sendJson('post', 'api/bookmarks/update', bookmarkSuggestionSchema, {
    json: { id },
    creates: true,
  });
}

/**
 * The cached data with one page's bookmark set to `isBookmarked`. An added bookmark goes where
 * its page sits among the suggestions, so the bar keeps the menu's order whatever the server's.
 */
export function withBookmark(
  data: BookmarksData,
  id: number,
  isBookmarked: boolean,
): BookmarksData {
  const suggestions = data.suggestions.map((suggestion) =>
    suggestion.id === id ? { ...suggestion, isBookmarked } : suggestion,
  );
  const position = new Map(suggestions.map((suggestion, index) => [suggestion.id, index]));
  const updated = suggestions.find((suggestion) => suggestion.id === id);
  const others = data.bookmarks.filter((bookmark) => bookmark.id !== id);
  if (!updated || !isBookmarked) return { suggestions, bookmarks: others };
  const ownIndex = position.get(id) ?? suggestions.length;
  const next = others.findIndex(
    (bookmark) => (position.get(bookmark.id) ?? suggestions.length) > ownIndex,
  );
  return {
    suggestions,
    bookmarks: next === -1 ? [...others, updated] : others.toSpliced(next, 0, updated),
  };
}

const toggleKey = [...bookmarkKeys.all, 'toggle'] as const;

const isBookmarked = (data: BookmarksData, id: number) =>
  data.suggestions.find((suggestion) => suggestion.id === id)?.isBookmarked;

/**
 * Stars or unstars a page. The star, the search and the bookmark bar all read the cached data,
 * so it changes at once; a failure puts back only that page (restoring the whole snapshot would
 * also undo stars clicked meanwhile whose calls are still in flight), and the mutation cache
 * toasts the error. No success toast: the star itself is the feedback.
 */
export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: toggleKey,
    mutationFn: updateBookmark,
    ...optimisticUpdate<number, BookmarksData>(queryClient, {
      queryKey: bookmarkKeys.data(),
      update: (data, id) => {
        const before = isBookmarked(data, id);
        return before === undefined ? data : withBookmark(data, id, !before);
      },
      rollback: (current, id, previous) => {
        const before = isBookmarked(previous, id);
        return before === undefined ? current : withBookmark(current, id, before);
      },
    }),
    meta: { invalidates: [bookmarkKeys.all] },
  });
}
