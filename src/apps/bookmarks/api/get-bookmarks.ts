import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { bookmarkKeys } from './bookmark-keys';
import { bookmarksDataSchema, type BookmarksData } from './bookmark-schemas';

export async function getBookmarks(): Promise<BookmarksData> {
  return getJson('api/bookmarks/data', bookmarksDataSchema);
}

export const bookmarksQueryOptions = () =>
  queryOptions({ queryKey: bookmarkKeys.data(), queryFn: getBookmarks, staleTime: 5 * 60_000 });

/**
 * Not suspending: the navbar renders at once and the bookmarks fill in. `enabled` false (a backend
 * that serves no bookmarks) asks nothing.
 */
export function useBookmarks(enabled = true) {
  return useQuery({ ...bookmarksQueryOptions(), enabled });
}
