import { http } from 'msw';
import { publicHandlers } from '@/mocks/lib/auth-guard';
import { bodyProblem, hasBody, MOCK_PATH } from '@/mocks/lib/request-body';

/**
 * The body's cap and media type (src/contract/request-body.ts), ahead of every other handler, so
 * the answers are the same in the three hosts and come before the token is checked: a 413 or a
 * 415, else nothing and msw moves on. The Node host has already stopped reading at the cap
 * (node-middleware.ts); in the browser worker and in vitest the body is the client's, in memory.
 */
export const requestBodyHandlers = publicHandlers([
  http.all(
    ({ request }) => hasBody(request.method) && MOCK_PATH.test(new URL(request.url).pathname),
    ({ request }) => bodyProblem(request),
  ),
]);
