import { http } from 'msw';
import { publicHandlers } from '@/mocks/lib/auth-guard';
import { errorKeys, errorResponse } from '@/mocks/lib/http-errors';

/**
 * API paths: `/api/…`, `/jwt/…` and `/apps/<app>/<endpoint>…`. `/apps/<app>` alone is left out:
 * it is the app's page URL too.
 */
const API_PATH = /^\/(?:api|jwt)\/|^\/apps\/[^/]+\/[^/]/;

/**
 * An API call, as opposed to a page load of the same URL: a page navigation sends neither a
 * token nor `Accept: application/json`, while the app's client sends both.
 */
export function isApiCall(request: Request): boolean {
  if (!API_PATH.test(new URL(request.url).pathname)) return false;
  const accept = request.headers.get('accept') ?? '';
  return (
    request.headers.has('authorization') || /\bapplication\/(?:[\w.+-]+\+)?json\b/.test(accept)
  );
}

/**
 * Listed last: an API call that no handler answered gets a JSON 404 rather than the app's HTML
 * (which the client could only fail to parse), in every host alike.
 */
export const unknownPathHandlers = publicHandlers([
  http.all(
    ({ request }) => isApiCall(request),
    () => errorResponse(404, errorKeys.notFound),
  ),
]);
