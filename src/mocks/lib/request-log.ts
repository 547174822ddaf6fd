import type { LoggedRequest } from '@/contract/endpoints/mock-control';
import { getMockSession, MOCK_SESSION_COOKIE, type MockSession } from '@/mocks/db/sessions';

/** The most a session keeps: a long flow still lists its last requests, the oldest go first. */
export const MAX_LOGGED_REQUESTS = 500;

/** The paths logged: the API's, not the control API's own (`/__mock/`). */
const API_PATH = /^\/(?:api|apps|jwt)\//;

/** What a secret is logged as. */
export const REDACTED = '[redacted]';

/**
 * The fields that hold a secret, wherever they are (a body, a query, a form): passwords and their
 * confirmations, every token (access, refresh, reset, verification: `token`), the two-step
 * sign-in's challenge, its codes and recovery codes, a two-step secret. `code` is the cart's
 * discount code too, which loses nothing worth seeing.
 */
const SECRET_NAME =
  /^(?:password|confirmation|code|codes|recoverycodes?|challenge|secret|otp|authorization)$|(?:password|token|secret)$/i;

export const isSecretName = (name: string): boolean => SECRET_NAME.test(name);

/** A JSON Web Token anywhere in a text: three base64url parts, the first an encoded `{"`. */
const JWT = /\beyJ[\w-]*\.[\w-]+\.[\w-]+/g;
/** `name=value` in a link's query or fragment, or a form body: the value of a secret name goes. */
const PAIR = /(^|[?&#;\s])([\w.-]+)=([^&#;\s"'<>]*)/g;

/** A text with the secrets it carries blanked: tokens, and secret values of links and forms. */
export function redactText(text: string): string {
  return text
    .replaceAll(JWT, REDACTED)
    .replaceAll(PAIR, (pair, lead: string, name: string) =>
      isSecretName(name) ? `${lead}${name}=${REDACTED}` : pair,
    );
}

/** A parsed body with every secret field's value replaced, and secrets in its texts blanked. */
export function redactValue(value: unknown): unknown {
  if (typeof value === 'string') return redactText(value);
  if (Array.isArray(value)) return value.map(redactValue);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, item]) => [
      name,
      isSecretName(name) ? REDACTED : redactValue(item),
    ]),
  );
}

function queryOf(url: URL): LoggedRequest['query'] {
  const query: LoggedRequest['query'] = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams
      .getAll(key)
      .map((value) => (isSecretName(key) ? REDACTED : redactText(value)));
    query[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return query;
}

/**
 * The body as the server read it, secrets redacted: parsed when it is JSON, else its text; none
 * when empty.
 */
async function bodyOf(request: Request): Promise<{ body?: unknown }> {
  const text = await request.text();
  if (!text) return {};
  try {
    return { body: redactValue(JSON.parse(text)) };
  } catch {
    return { body: redactText(text) };
  }
}

/**
 * Adds one exchange to its session's log (`GET /__mock/requests`). A host calls it with a copy of
 * the request once the handlers have answered, and waits for it before sending the answer, so the
 * entry is there by the time the client (a test) sees the answer. The log keeps no header (the
 * `Authorization` token never reaches it) and redacts secrets in the body and the query: it is
 * test tooling, and test tooling ends up in screenshots, traces and bug reports.
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
