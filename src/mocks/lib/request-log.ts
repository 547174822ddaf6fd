import type { LoggedRequest } from '@/contract/endpoints/mock-control';
import { getMockSession, MOCK_SESSION_COOKIE, type MockSession } from '@/mocks/db/sessions';

/** The most a session keeps: a long flow still lists its last requests, the oldest go first. */
export const MAX_LOGGED_REQUESTS = 500;

/** The paths logged: the API's, not the control API's own (`/__mock/`). */
const API_PATH = /^\/(?:api|apps|jwt)\//;

function queryOf(url: URL): LoggedRequest['query'] {
  const query: LoggedRequest['query'] = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return query;
}

/** The body as the server read it: parsed when it is JSON, else its text; none when empty. */
async function bodyOf(request: Request): Promise<{ body?: unknown }> {
  const text = await request.text();
  if (!text) return {};
  try {
    return { body: JSON.parse(text) };
  } catch {
    return { body: text };
  }
}

/**
 * Adds one exchange to its session's log (`GET /__mock/requests`). A host calls it with a copy of
 * the request once the handlers have answered, and waits for it before sending the answer, so the
 * entry is there by the time the client (a test) sees the answer.
 */
export async function logRequest(
  session: MockSession,
  request: Request,
  status: number,
): Promise<void> {
  const url = new URL(request.url);
  if (!API_PATH.test(url.pathname)) return;
  const entry: LoggedRequest = {
    method: request.method.toUpperCase(),
    path: url.pathname,
    query: queryOf(url),
    ...(await bodyOf(request)),
    status,
  };
  session.requests.push(entry);
  if (session.requests.length > MAX_LOGGED_REQUESTS) session.requests.shift();
}

/** The `onExchange` of a Node host (node-middleware.ts): logs the request in the cookie's session. */
export function logExchange(
  request: Request,
  response: Response,
  sessionCookie: string | undefined,
): Promise<void> {
  return logRequest(
    getMockSession({ [MOCK_SESSION_COOKIE]: sessionCookie }),
    request,
    response.status,
  );
}
