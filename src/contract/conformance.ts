// This module runs in Node (npm run contract) and in vitest; it only needs `fetch`.
import { createContractCheck } from './contract-check';
import type { OpenApiDocument } from './openapi-document';
import { checkAccess, signInAs } from './conformance-access';
import { checkLists } from './conformance-lists';
import {
  describeAnswer,
  exampleUrl,
  operationsOf,
  type Answer,
  type Operation,
  type Probe,
} from './conformance-probe';
import { checkBodyCap, checkSignInThrottle } from './conformance-throttle';
import { runWriteScenarios } from './conformance-writes';

/**
 * Conformance checks of a running backend against the document: what `npm run contract` runs.
 * Read-only by default: the sign-in and refresh rules, the sign-in's throttling, the body cap,
 * every guarded endpoint without a token,
 * every documented GET with its example, every list's paging, filters, search and sorts
 * (`x-list`), and what a narrower account may not read. `write` adds scenarios that create,
 * change, read back and delete records of their own (cleaning up even when a step fails), the
 * `Idempotency-Key` of every create they make, and what the narrower account may not change.
 */
export interface ConformanceOptions {
  document: OpenApiDocument;
  /** The API's base URL (`http://localhost:4173`, `https://staging.example.com/backend`). */
  baseUrl: string;
  /** The auth endpoints' base, when another host serves them; default `baseUrl`. */
  authUrl?: string;
  email: string;
  password: string;
  /** An account with narrower rules, for the 403 checks; none skips them. */
  restricted?: { email: string; password: string };
  write?: boolean;
  /** Only the operations of these tags (the core, sign-in and refresh, always runs). */
  only?: readonly string[];
  /** None of the operations of these tags. */
  skip?: readonly string[];
  /** Sent with every request (the mock's `mock-session` cookie keeps a run apart). */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
}

export interface CheckResult {
  /** `GET /api/users/list/data`. */
  endpoint: string;
  check: string;
  ok: boolean;
  problems: string[];
}

/** The tags a run covers, or a problem with the names asked for. */
export function selectedTags(
  document: OpenApiDocument,
  only: readonly string[] = [],
  skip: readonly string[] = [],
): Set<string> {
  const tags = document.tags.map((tag) => tag.name);
  const unknown = [...only, ...skip].filter((name) => !tags.includes(name));
  if (unknown.length > 0) {
    throw new Error(`unknown tag ${unknown.join(', ')}; the document's tags: ${tags.join(', ')}`);
  }
  return new Set(
    tags.filter((tag) => (only.length === 0 || only.includes(tag)) && !skip.includes(tag)),
  );
}

export async function runConformance(options: ConformanceOptions): Promise<CheckResult[]> {
  const { document } = options;
  const doFetch = options.fetch ?? fetch;
  const check = createContractCheck(document);
  const base = options.baseUrl.replace(/\/$/, '');
  const authBase = (options.authUrl ?? options.baseUrl).replace(/\/$/, '');
  const tags = selectedTags(document, options.only, options.skip);
  const results: CheckResult[] = [];
  let accessToken = '';

  const probe: Probe = {
    async call(method, url, init = {}) {
      const headers = new Headers({ accept: 'application/json', ...options.headers });
      for (const [name, value] of Object.entries(init.headers ?? {})) headers.set(name, value);
      const token = init.token === undefined ? accessToken : init.token;
      if (token) headers.set('authorization', `Bearer ${token}`);
      if (init.body !== undefined) headers.set('content-type', 'application/json');
      const root = url.startsWith('/jwt/') ? authBase : base;
      const response = await doFetch(`${root}${url}`, {
        method: method.toUpperCase(),
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      // A stream of events never ends: its status and type are the answer, the body is let go.
      if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
        void response.body?.cancel().catch(() => {});
        return { status: response.status, body: undefined, headers: response.headers };
      }
      const text = await response.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      return { status: response.status, body, headers: response.headers };
    },
    problemsOf: (method, url, answer) => check.checkAnswer({ method, url }, answer),
    record(endpoint, name, problems) {
      results.push({ endpoint, check: name, ok: problems.length === 0, problems: [...problems] });
    },
  };

  /** Calls and checks one request: the answer must be documented and, with `expect`, that status. */
  const exchange = async (
    method: string,
    url: string,
    name: string,
    init: {
      body?: unknown;
      token?: string | null;
      headers?: Record<string, string>;
      expect?: (status: number) => boolean;
      /** What the answer's body must hold beyond its schema: a problem, or null. */
      expectBody?: (body: unknown) => string | null;
    } = {},
  ): Promise<Answer | null> => {
    const matched = check.find(method, url.split('?')[0] ?? url);
    const endpoint = `${method.toUpperCase()} ${matched?.path ?? url}`;
    try {
      const answer = await probe.call(method, url, init);
      const problems = check.checkAnswer({ method, url }, answer);
      const expected = init.expect ?? ((status: number) => status >= 200 && status < 300);
      if (!expected(answer.status)) problems.unshift(describeAnswer(answer));
      const bodyProblem = init.expectBody?.(answer.body);
      if (bodyProblem) problems.push(bodyProblem);
      probe.record(endpoint, name, problems);
      return answer;
    } catch (error) {
      probe.record(endpoint, name, [`request failed: ${String(error)}`]);
      return null;
    }
  };

  // Sign-in: the rest needs a token.
  const login = await exchange('post', '/jwt/login', 'signs in', {
    body: { email: options.email, password: options.password },
    token: null,
  });
  const tokens = login?.body as { accessToken?: unknown; refreshToken?: unknown } | undefined;
  if (typeof tokens?.accessToken !== 'string' || typeof tokens.refreshToken !== 'string') {
    return results;
  }
  accessToken = tokens.accessToken;

  await exchange('post', '/jwt/login', 'refuses a wrong password (400)', {
    body: { email: options.email, password: `${options.password}-wrong` },
    token: null,
    expect: (status) => status === 400,
  });

  // Throttling, as far as it shows from outside: an address of its own, so nobody is locked.
  await checkSignInThrottle(probe, document);
  await checkBodyCap(probe, document);

  // The refresh rotates the pair. A used refresh token that comes back within the reuse interval
  // (its answer was lost) gets the same pair; once that pair's refresh token is used, it is
  // refused.
  type Pair = { accessToken?: unknown; refreshToken?: unknown } | undefined;
  const refreshed = await exchange('post', '/jwt/refresh-token', 'trades a refresh token', {
    body: { refreshToken: tokens.refreshToken },
    token: null,
  });
  const pair = refreshed?.body as Pair;
  await exchange(
    'post',
    '/jwt/refresh-token',
    'answers a token used a moment ago with the same pair',
    {
      body: { refreshToken: tokens.refreshToken },
      token: null,
      expectBody: (body) =>
        (body as Pair)?.refreshToken === pair?.refreshToken ? null : 'a different pair',
    },
  );
  if (typeof pair?.refreshToken === 'string') {
    const next = await exchange('post', '/jwt/refresh-token', 'trades the new refresh token', {
      body: { refreshToken: pair.refreshToken },
      token: null,
    });
    const nextPair = next?.body as Pair;
    if (typeof nextPair?.accessToken === 'string') accessToken = nextPair.accessToken;
  }
  await exchange(
    'post',
    '/jwt/refresh-token',
    'refuses a used refresh token once its pair is used (401)',
    {
      body: { refreshToken: tokens.refreshToken },
      token: null,
      expect: (status) => status === 401,
    },
  );

  const operations: Operation[] = operationsOf(document).filter(
    ({ path, operation }) =>
      !path.startsWith('/jwt/') && operation.tags.some((tag) => tags.has(tag)),
  );

  for (const operation of operations) {
    if (operation.operation.security.length === 0) continue;
    const url = exampleUrl(operation) ?? operation.path.replaceAll(/\{\w+\}/g, '1');
    await exchange(operation.method, url, 'refuses a call without a token (401)', {
      token: null,
      expect: (status) => status === 401,
    });
  }

  for (const operation of operations) {
    if (operation.method !== 'get') continue;
    const url = exampleUrl(operation);
    if (url === null) {
      probe.record(`GET ${operation.path}`, 'answers its example', [
        'the document gives no example',
      ]);
      continue;
    }
    await exchange('get', url, 'answers its example');
  }

  // The narrower account signs in before the lists are read: a sign-in is a record of the audit
  // log's, so a new backend's log holds two.
  const restricted = options.restricted ? await signInAs(probe, options.restricted) : null;

  await checkLists(probe, operations);

  if (restricted) {
    await checkAccess(probe, { operations, restricted, write: options.write === true });
  }

  if (options.write) {
    await runWriteScenarios({ exchange, check, probe, tags });
  }

  return results;
}
