import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { bookmarkKeys } from './bookmark-keys';
import {
  bookmarkSuggestionSchema,
  type BookmarkSuggestion,
  type BookmarksData,
} from './bookmark-schemas';

/** Flips `isBookmarked` of one page on the server; answers the updated suggestion. */
export async function updateBookmark(id: number): Promise<BookmarkSuggestion> {
  return bookmarkSuggestionSchema.parse(
    await http.post('api/bookmarks/update', { json: { id } }).json(),
  );
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

/**
 * Stars or unstars a page. The star, the search and the bookmark bar all read the cached data,
 * so it changes at once; a failure puts that page back (the mutation cache toasts the error).
 * No success toast: the star itself is the feedback.
 */
export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: toggleKey,
    mutationFn: updateBookmark,
    onMutate: async (id: number) => {
      // A refetch that started before the click would overwrite the optimistic data on arrival.
      await queryClient.cancelQueries({ queryKey: bookmarkKeys.data() });
      const snapshot = queryClient.getQueryData<BookmarksData>(bookmarkKeys.data());
      const before = snapshot?.suggestions.find((suggestion) => suggestion.id === id);
      if (snapshot && before) {
        queryClient.setQueryData(
          bookmarkKeys.data(),
          withBookmark(snapshot, id, !before.isBookmarked),
        );
      }
      return { wasBookmarked: before?.isBookmarked };
    },
    onError: (_error, id, context) => {
      // Only this page goes back to its snapshot: restoring the whole snapshot would also undo
      // stars clicked meanwhile whose calls are still in flight.
      const wasBookmarked = context?.wasBookmarked;
      if (wasBookmarked === undefined) return;
      queryClient.setQueryData<BookmarksData>(bookmarkKeys.data(), (current) =>
        current ? withBookmark(current, id, wasBookmarked) : current,
      );
    },
    onSettled: () => {
      // While other stars are still saving, a refetch could bring back a list without them and
      // make their stars flicker; the last call to settle refetches for all of them.
      if (queryClient.isMutating({ mutationKey: toggleKey }) === 1) {
        return queryClient.invalidateQueries({ queryKey: bookmarkKeys.all });
      }
    },
  });
}
