import { http, HttpResponse } from 'msw';
import type { BookmarkSuggestion } from '../../apps/bookmarks/api/bookmark-schemas.ts';
import { mockPath } from '../../contract/endpoint.ts';
import { bookmarksApi, bookmarkUpdateBody } from '../../contract/endpoints/bookmarks.ts';
import { type AuthContext, forAnySignedInUser, withUser } from '../lib/auth-guard.ts';
import { throwNotFound } from '../lib/http-errors.ts';
import { parseBody } from '../lib/validation.ts';
import { idempotent } from '../lib/idempotency.ts';

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
