import type { AuthResponse } from '@/lib/session/session-schemas';
import { getMockSession, MOCK_SESSION_COOKIE } from '@/mocks/db/sessions';
import { demoAccounts } from '@/mocks/seed/auth-seed';
import { IF_MATCH_HEADER, versionTag } from '@/lib/versions/version-tags';

/**
 * Origin of test calls (any origin works: every handler matches `*\/path`), and jsdom's page
 * (vite.config.ts): the public origin the mock's mailed links lead to in vitest.
 */
export const TEST_ORIGIN = 'http://localhost:3000';

export interface CallOptions {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent verbatim, as JSON unless `headers` name another type (for malformed-JSON cases). */
  rawBody?: string;
  token?: string;
  /** `mock-session` cookie value. */
  session?: string;
  origin?: string;
  /** More request headers (`Idempotency-Key`). */
  headers?: Record<string, string>;
  /** The version the write was made from, sent as `If-Match: "N"` (docs/api.md, "Versions"). */
  version?: number;
}

export interface CallResult<Body> {
  status: number;
  body: Body;
}

/** Calls the mock API through msw/node, as the app would. */
export async function callApi<Body = unknown>(
  path: string,
  options: CallOptions = {},
): Promise<CallResult<Body>> {
  const { status, body } = await callApiWithHeaders<Body>(path, options);
  return { status, body };
}

/** `callApi`, with the answer's headers too (`Retry-After`). */
export async function callApiWithHeaders<Body = unknown>(
  path: string,
  options: CallOptions = {},
): Promise<CallResult<Body> & { headers: Headers }> {
  const headers = new Headers({ accept: 'application/json', ...options.headers });
  if (options.version !== undefined) headers.set(IF_MATCH_HEADER, versionTag(options.version));
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  if (options.session) headers.set('cookie', `${MOCK_SESSION_COOKIE}=${options.session}`);
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !headers.has('content-type')) {
    headers.set('content-type', 'application/json');
  }
  const response = await fetch(`${options.origin ?? TEST_ORIGIN}${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  });
  // A stream of events (`GET /api/events`) never ends: its status is the answer here.
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    void response.body?.cancel().catch(() => {});
    return { status: response.status, body: null as Body, headers: response.headers };
  }
  const text = await response.text();
  const parsed = (text ? JSON.parse(text) : null) as Body;
  return { status: response.status, body: parsed, headers: response.headers };
}

/** A mock session of its own (its own database, freshly seeded), for one test. */
export function freshSession(): string {
  return `test-${crypto.randomUUID()}`;
}

/** Signs a demo account in and returns the login answer. */
export async function signInAs(
  account: keyof typeof demoAccounts,
  session?: string,
): Promise<AuthResponse> {
  const { email, password } = demoAccounts[account];
  const { status, body } = await callApi<AuthResponse>('/jwt/login', {
    body: { email, password },
    session,
  });
  if (status !== 200) throw new Error(`sign-in as ${account} answered ${status}`);
  return body;
}

/** A failed call's body: its message key, its field errors and the values they name. */
export type ErrorBody = {
  message?: string;
  errors?: Record<string, string[]>;
  params?: Record<string, unknown>;
} | null;

/**
 * A mock session of the tests' own, named `name` (its own database), for tests that write: `db`
 * is its database, `call` signs a demo account in there and calls as it.
 */
export function ownSession(name: string) {
  const db = () => getMockSession({ [MOCK_SESSION_COOKIE]: name }).db;
  async function call(
    path: string,
    account: keyof typeof demoAccounts,
    body?: unknown,
    method?: string,
  ) {
    const { accessToken } = await signInAs(account, name);
    return callApi<ErrorBody>(path, { token: accessToken, method, body, session: name });
  }
  return { db, call };
}
