import type { AppManifest } from '@/components/layout/nav-types';
import { useNavigation, visiblePages } from '@/components/layout/navigation';
import { useBookmarks } from '../api/get-bookmarks';
import { inNavigation } from './search-suggestions';

/**
 * The suggestions and bookmarks limited to the pages of the user's menu. The search and the bar
 * read the same cached query, so a star toggled in one shows in the other at once.
 */
export function useNavigationBookmarks(manifests: readonly AppManifest[]) {
  const pages = visiblePages(useNavigation(manifests));
  const query = useBookmarks();
  return {
    query,
    suggestions: inNavigation(query.data?.suggestions ?? [], pages),
    bookmarks: inNavigation(query.data?.bookmarks ?? [], pages),
  };
}
