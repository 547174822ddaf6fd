import { http, HttpResponse } from 'msw';
import type { BookmarkSuggestion } from '@/apps/bookmarks/api/bookmark-schemas';
import { mockPath } from '@/contract/endpoint';
import { bookmarksApi, bookmarkUpdateBody } from '@/contract/endpoints/bookmarks';
import { type AuthContext, forAnySignedInUser, withUser } from '@/mocks/lib/auth-guard';
import { throwNotFound } from '@/mocks/lib/http-errors';
import { parseBody } from '@/mocks/lib/validation';
import { idempotent } from '@/mocks/lib/idempotency';

// Like a real server, a user is never offered a page they cannot open.
function visibleSuggestions(ctx: AuthContext): BookmarkSuggestion[] {
  return ctx.session.db.bookmarks.filter((suggestion) =>
    ctx.ability.can('read', suggestion.subject),
  );
}

// Every signed-in user has bookmarks; what they list already follows the user's abilities.
export const bookmarkHandlers = forAnySignedInUser([
  http.get(
    mockPath(bookmarksApi.data),
    withUser(async ({ ctx }) => {
      const suggestions = visibleSuggestions(ctx);
      return HttpResponse.json({
        suggestions,
        bookmarks: suggestions.filter((suggestion) => suggestion.isBookmarked),
      });
    }),
  ),

  http.post(
    mockPath(bookmarksApi.update),
    withUser(
      idempotent(async ({ request, ctx }) => {
        const { id } = await parseBody(request, bookmarkUpdateBody);
        const suggestion = visibleSuggestions(ctx).find((candidate) => candidate.id === id);
        if (!suggestion) throwNotFound();
        suggestion.isBookmarked = !suggestion.isBookmarked;
        return HttpResponse.json(suggestion);
      }),
    ),
  ),
]);
