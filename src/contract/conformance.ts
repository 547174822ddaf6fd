// Relative imports with `.ts`: see endpoint.ts. This module runs in Node (npm run contract) and in
// vitest; it only needs `fetch`.
import { createContractCheck } from './contract-check.ts';
import type { OpenApiDocument, OpenApiOperation } from './openapi-document.ts';
import { writeScenarios, type ScenarioStep } from './conformance-scenarios.ts';

/**
 * Conformance checks of a running backend against the document: what `npm run contract` runs.
 * Read-only by default (every documented GET with its example, every guarded endpoint without a
 * token, the sign-in and refresh rules); `write` adds scenarios that create, change and delete
 * records of their own, and clean up even when a step fails.
 */
export interface ConformanceOptions {
  document: OpenApiDocument;
  /** The API's base URL (`http://localhost:4173`, `https://staging.example.com/backend`). */
  baseUrl: string;
  /** The auth endpoints' base, when another host serves them; default `baseUrl`. */
  authUrl?: string;
  email: string;
  password: string;
  write?: boolean;
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

interface Answer {
  status: number;
  body: unknown;
}

type Operation = { path: string; method: string; operation: OpenApiOperation };

function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      path,
      method,
      operation: operation as OpenApiOperation,
    })),
  );
}

/** An operation's example request as a URL path with its query string. */
function exampleUrl({ path, operation }: Operation): string | null {
  const query = new URLSearchParams();
  let url = path;
  // A shared parameter (`$ref`: the creates' Idempotency-Key) is a header, never in the URL.
  for (const parameter of operation.parameters ?? []) {
    if ('$ref' in parameter) continue;
    const value = parameter.example;
    if (value === undefined) {
      if (parameter.required) return null;
      continue;
    }
    if (parameter.in === 'path') {
      url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    } else {
      for (const item of Array.isArray(value) ? value : [value])
        query.append(parameter.name, String(item));
    }
  }
  return query.size > 0 ? `${url}?${query}` : url;
}

/** `$.user.id` read from a saved answer; undefined when it is not there. */
function pick(value: unknown, pointer: string): unknown {
  let current = value;
  for (const part of pointer
    .replace(/^\$\.?/, '')
    .split('.')
    .filter(Boolean)) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, part)) {
      return undefined;
    }
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** Replaces `{{name}}` in strings (a whole-string `{{name}}` keeps the saved value's type). */
function fill(value: unknown, saved: Map<string, unknown>): unknown {
  if (typeof value === 'string') {
    const whole = /^\{\{(\w+)\}\}$/.exec(value);
    if (whole?.[1]) return saved.get(whole[1]);
    return value.replaceAll(/\{\{(\w+)\}\}/g, (_, name: string) => String(saved.get(name)));
  }
  if (Array.isArray(value)) return value.map((item) => fill(item, saved));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, saved)]));
  }
  return value;
}

export async function runConformance(options: ConformanceOptions): Promise<CheckResult[]> {
  const { document } = options;
  const doFetch = options.fetch ?? fetch;
  const check = createContractCheck(document);
  const base = options.baseUrl.replace(/\/$/, '');
  const authBase = (options.authUrl ?? options.baseUrl).replace(/\/$/, '');
  const results: CheckResult[] = [];
  let accessToken = '';

  const call = async (
    method: string,
    url: string,
    init: { body?: unknown; token?: string | null } = {},
  ): Promise<Answer> => {
    const headers = new Headers({ accept: 'application/json', ...options.headers });
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
      return { status: response.status, body: undefined };
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    return { status: response.status, body };
  };

  const record = (endpoint: string, name: string, problems: string[]) => {
    results.push({ endpoint, check: name, ok: problems.length === 0, problems });
  };

  /** Calls and checks one request: the answer must be documented and, with `expect`, that status. */
  const exchange = async (
    method: string,
    url: string,
    name: string,
    init: {
      body?: unknown;
      token?: string | null;
      expect?: (status: number) => boolean;
      /** What the answer's body must hold beyond its schema: a problem, or null. */
      expectBody?: (body: unknown) => string | null;
    } = {},
  ): Promise<Answer | null> => {
    const matched = check.find(method, url.split('?')[0] ?? url);
    const endpoint = `${method.toUpperCase()} ${matched?.path ?? url}`;
    try {
      const answer = await call(method, url, init);
      const problems = check.checkAnswer({ method, url }, answer);
      const expected = init.expect ?? ((status: number) => status >= 200 && status < 300);
      if (!expected(answer.status)) {
        problems.unshift(
          `answered ${answer.status}${typeof answer.body === 'object' && answer.body && 'message' in answer.body ? ` (${String(answer.body.message)})` : ''}`,
        );
      }
      const bodyProblem = init.expectBody?.(answer.body);
      if (bodyProblem) problems.push(bodyProblem);
      record(endpoint, name, problems);
      return answer;
    } catch (error) {
      record(endpoint, name, [`request failed: ${String(error)}`]);
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

  // The refresh rotates the pair. A used refresh token that comes back within the reuse interval
  // (its answer was lost) gets the same pair; once that pair is used, it is refused.
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
  await exchange('post', '/jwt/refresh-token', 'refuses a used refresh token (401)', {
    body: { refreshToken: tokens.refreshToken },
    token: null,
    expect: (status) => status === 401,
  });

  const operations = operationsOf(document).filter(({ path }) => !path.startsWith('/jwt/'));

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
      record(`GET ${operation.path}`, 'answers its example', ['the document gives no example']);
      continue;
    }
    await exchange('get', url, 'answers its example');
  }

  if (options.write) {
    const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
    for (const scenario of writeScenarios) {
      const saved = new Map<string, unknown>([['run', runId]]);
      const run = async (steps: readonly ScenarioStep[], label: string) => {
        for (const step of steps) {
          const [method = 'get', path = '/'] = step.call.split(' ');
          const url = String(fill(path, saved));
          const answer = await exchange(method.toLowerCase(), url, `${label}: ${step.does}`, {
            body: fill(step.body, saved),
          });
          if (!answer || answer.status >= 300) return false;
          for (const [name, pointer] of Object.entries(step.save ?? {})) {
            saved.set(name, pick(answer.body, pointer));
          }
        }
        return true;
      };
      await run(scenario.steps, scenario.name);
      // Cleanup runs whatever happened, for what was created.
      const cleanup = scenario.cleanup.filter((step) =>
        [...`${step.call} ${JSON.stringify(step.body ?? null)}`.matchAll(/\{\{(\w+)\}\}/g)].every(
          ([, name]) => name !== undefined && saved.has(name),
        ),
      );
      await run(cleanup, `${scenario.name} (clean-up)`);
    }
  }

  return results;
}
