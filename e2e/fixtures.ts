import { randomUUID } from 'node:crypto';
import axe from 'axe-core';
import { z } from 'zod';
import {
  test as base,
  expect,
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';
import { QUERY_RETRIES } from '../src/lib/http/query-retry';
import {
  authResponseSchema,
  type AuthResponse,
  type UserData,
} from '../src/lib/session/session-schemas';
import type {
  ActAsRequest,
  EmitEventRequest,
  LimitsRequest,
  LimitsState,
  LoggedRequest,
  OutboxMail,
} from '../src/contract/endpoints/mock-control';
import type { ClockRequest, FailRequest, MockStatus } from '../src/mocks/handlers/mock-control';
import { mockStatusSchema } from '../src/apps/mock-api/api/mock-api-schemas';
import {
  actAsAnswer,
  limitsAnswer,
  outboxMailSchema,
  requestLogSchema,
} from '../src/contract/endpoints/mock-control';
import {
  demoAccounts as demoSignIns,
  seedDemoUsers,
  shopManagerAccount,
} from '../src/mocks/seed/auth-seed';
import { createSeedContext } from '../src/mocks/seed/seed-context';
import { seedSharedUsers } from '../src/mocks/seed/users-seed';

// The control API's answers, read through their schemas (src/contract/endpoints/mock-control.ts).
const problemsAnswer = z.object({ problems: z.array(z.string()) });
const mailsAnswer = z.object({ mails: z.array(outboxMailSchema) });
const droppedAnswer = z.object({ dropped: z.number() });
const codeAnswer = z.object({ code: z.string() });

/** Cookie that gives the client its own mock database (src/mocks/db/sessions.ts). */
export const MOCK_SESSION_COOKIE = 'mock-session';

/** The localStorage keys of the session (src/lib/session/session.ts). */
export const sessionKeys = ['userData', 'accessToken', 'refreshToken'] as const;

/** The accounts a flow signs in as: the two demo accounts and the shop manager (`shopManager`). */
const seededAccounts = { ...demoSignIns, shopManager: shopManagerAccount };
export type Role = keyof typeof seededAccounts;
export type { AuthResponse, UserData };
export type Seed = MockStatus['seed'];
export type { LimitsState, LoggedRequest, MockStatus, OutboxMail };
/** `POST /__mock/fail`'s body: `count` counts the failed answers the server gives. */
export type FailOptions = FailRequest;

export type DemoAccount = { email: string; password: string; fullName: string };

function seededAccount(role: Role): DemoAccount {
  const { id, email, password } = seededAccounts[role];
  // The shop manager is a directory user given a password: her name is the directory's.
  const users =
    role === 'shopManager'
      ? seedSharedUsers(createSeedContext('users', 'default'))
      : seedDemoUsers();
  const user = users.find((candidate) => candidate.id === id);
  return { email, password, fullName: user?.fullName ?? '' };
}

/**
 * The demo accounts, from the mock API's seed (src/mocks/seed/auth-seed.ts): what they sign in
 * with and the full name their menus show. One definition for the seed and the flows.
 */
export const demoAccounts = {
  admin: seededAccount('admin'),
  client: seededAccount('client'),
  shopManager: seededAccount('shopManager'),
} satisfies Record<Role, DemoAccount>;

/** The QA control API of the mock (`/__mock/*`), acting on this test's own database. */
export interface MockApi {
  reset(seed?: Seed): Promise<MockStatus>;
  latency(ms: number): Promise<MockStatus>;
  /**
   * The next `count` (default 1) matching requests get a failed answer. `count` counts answers,
   * not user actions: a mutation (a save) sends one request, a query (a read) that gets a 5xx is
   * retried silently (`QUERY_RETRIES`), so one failed answer never reaches the user there.
   */
  fail(options: FailOptions): Promise<MockStatus>;
  /**
   * Fails a query so that the user sees it: its first request and every silent retry get the
   * failed answer (`count` = 1 + `QUERY_RETRIES`, times `count` if given: that many failures the
   * user sees). A 4xx status is never retried, so it takes one answer per failure.
   */
  failQuery(options: FailOptions): Promise<MockStatus>;
  /**
   * Forgets the failures still queued (`DELETE /__mock/fail`), keeping the data: for a flow that
   * queued more failed answers than it used. A reset would reseed the database.
   */
  clearFailures(): Promise<MockStatus>;
  expireTokens(options?: { refresh?: boolean }): Promise<MockStatus>;
  /**
   * Pins the mock's clock at `now` (its current instant without one); `frozen: false` lets it run
   * from there. Every created date and every "today" of the mock follow it.
   */
  clock(options?: ClockRequest): Promise<MockStatus>;
  status(): Promise<MockStatus>;
  /**
   * The API requests the server received in this test's session, oldest first (`GET
   * /__mock/requests`): method, path, query, body (parsed JSON) and the answer's status, the
   * app's and the test's own `api` calls alike. `method` and `path` keep only those that match.
   * What the app sent, however it sent it: Playwright's `request.postDataJSON()` sees nothing of
   * a body ky streams. Passwords, tokens and codes read `[redacted]` (docs/qa-guide.md).
   */
  requests(filter?: { method?: string; path?: string | RegExp }): Promise<LoggedRequest[]>;
  /** Empties the session's request log (`DELETE /__mock/requests`), e.g. before the step checked. */
  clearRequests(): Promise<void>;
  /**
   * The code the account's authenticator app shows now (`POST /__mock/two-step-code`), or the next
   * step's when the server has accepted that one already: for its two-step sign-in, or for the
   * secret being set up. Valid for the rest of its 30-second step and one step more.
   */
  twoStepCode(email: string): Promise<string>;
  /**
   * One API call made as another account of the session (`POST /__mock/act-as`): someone else's
   * change, with their rights and their name in the audit log, the `changed` events and a 412.
   * Answers the call's own status and JSON body.
   */
  actAs(call: ActAsRequest): Promise<{ status: number; body: unknown }>;
  /**
   * The mails the mock sent in this test's session (`GET /__mock/outbox`), oldest first; `to`
   * keeps those to one address. Each has the `link` it carries (a reset link).
   */
  outbox(to?: string): Promise<OutboxMail[]>;
  /**
   * Pushes a live event to the open streams (`GET /api/events`) of the account with `email`
   * (`POST /__mock/emit-event`), as the mock would; answers the event's id.
   */
  emitEvent(event: EmitEventRequest): Promise<string>;
  /**
   * Cuts every open live-event stream of the test's session (`POST /__mock/drop-streams`), as a
   * lost connection would; the tabs reconnect and resume. Answers how many were cut.
   */
  dropStreams(): Promise<number>;
  /**
   * Restarts the live events as a server restart would (`POST /__mock/restart-streams`): the
   * streams are cut and the kept events forgotten, so the tabs reconnect with an id the server no
   * longer knows, get `reset`, and refetch what they show. Answers how many streams were cut.
   */
  restartStreams(): Promise<number>;
  /**
   * The throttling limits of the test's session (`POST /__mock/limits`, docs/api.md,
   * "Throttling"): `{ reset: true }` forgets every attempt counted and every lock, `{ relaxed:
   * true }` turns them off for the test (nothing counted, no 429); no argument only reads them.
   * Each test has a database of its own, so it starts with none counted: only a flow that makes
   * more than ten wrong sign-ins or five mails to one address needs this.
   */
  limits(options?: LimitsRequest): Promise<LimitsState>;
}

function matchesRequest(
  entry: LoggedRequest,
  { method, path }: { method?: string; path?: string | RegExp },
): boolean {
  if (method !== undefined && entry.method !== method.toUpperCase()) return false;
  if (path === undefined) return true;
  return typeof path === 'string' ? entry.path === path : path.test(entry.path);
}

/** Answers a query's request takes before its failure reaches the user (see `failQuery`). */
function answersPerQueryFailure(status = 500): number {
  return status >= 500 ? 1 + QUERY_RETRIES : 1;
}

/**
 * Console errors a test expects and opts in to, each with a reason. Nothing is allowed by default:
 * a test that provokes a failing call says so with
 * `test.use({ allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.conflict, ...) })`.
 */
export const expectedConsoleErrors = {
  /**
   * Chromium itself logs "Failed to load resource: the server responded with a status of 401"
   * for every answered-401 request. Tests that expire tokens on purpose provoke exactly that.
   */
  unauthorized: /Failed to load resource: the server responded with a status of 401/,
  /** Same browser log for the 400 the mock answers to a wrong password. */
  badRequest: /Failed to load resource: the server responded with a status of 400/,
  /** Same browser log for the 412 of a change made from an older version of its record. */
  preconditionFailed: /Failed to load resource: the server responded with a status of 412/,
  /**
   * What Chromium logs while a test keeps the tab's live stream down (`LiveStream.cut`, then
   * `LiveStream.holdOff(page)`): each reconnect refused before it reached the server, and the 404
   * of a presence announcement sent in the moment between the server's cut and the tab seeing it
   * (the stream it names is gone; the next stream announces again).
   */
  streamCut:
    /Failed to load resource: (net::ERR_CONNECTION_REFUSED|the server responded with a status of 404 \(Not Found\) \(\S+\/api\/presence:)/,
  /** Same browser log for the 429 of a throttled request (too many wrong passwords). */
  tooManyRequests: /Failed to load resource: the server responded with a status of 429/,
  /** Same browser log for the 409 the mock answers to a taken email on register. */
  conflict: /Failed to load resource: the server responded with a status of 409/,
  /** Same browser log for a deliberately broken resource (e.g. a routed language file). */
  serverError: /Failed to load resource: the server responded with a status of 500/,
  /**
   * What the app logs when a query's failure reaches a page's error boundary (a page of one
   * record whose load failed, "This page could not be loaded."): the ky error, with the API's message
   * (`HTTPError: List down`). Comes with the browser's own log of the answer (`serverError`…).
   */
  queryError: /^HTTPError: /,
} satisfies Record<string, RegExp>;

export type ConsoleGuard = {
  /** Also watch a context the test created itself (the fixture context is watched already). */
  watch(context: BrowserContext): void;
};

type RequestOptions = NonNullable<Parameters<APIRequestContext['fetch']>[1]>;

/**
 * Direct calls to the app's API as the test's user: every call carries the test's `mock-session`
 * cookie (so it reads and writes the same database as the page) and the bearer token of the last
 * `loginAs` (or `api.signIn`). Answers are returned as they come; check `ok()` yourself.
 */
export interface Api {
  get(path: string, options?: RequestOptions): Promise<APIResponse>;
  post(path: string, data?: unknown, options?: RequestOptions): Promise<APIResponse>;
  delete(path: string, options?: RequestOptions): Promise<APIResponse>;
  /** Any method, e.g. `fetch('/apps/x', { method: 'PUT', data })`. */
  fetch(path: string, options?: RequestOptions): Promise<APIResponse>;
  /** Signs in for direct calls only (the browser stays signed out); returns the tokens. */
  signIn(role: Role): Promise<AuthResponse>;
  /** The tokens the calls carry, once signed in. */
  readonly auth: AuthResponse | undefined;
  /** `GET` that must answer 2xx; returns the body, typed by the caller. */
  json<T>(path: string, options?: RequestOptions): Promise<T>;
}

type Fixtures = {
  /** The random value of this test's `mock-session` cookie. */
  mockSessionId: string;
  mockApi: MockApi;
  /**
   * Signs in through the API and seeds the session into the browser before its first page;
   * returns `{ userData, accessToken, refreshToken }`.
   */
  loginAs: (role: Role) => Promise<AuthResponse>;
  api: Api;
  /** The tokens of this test's last sign-in through `loginAs` or `api.signIn` (internal). */
  signedIn: { auth: AuthResponse | undefined };
  consoleGuard: ConsoleGuard;
  contractGuard: void;
  /** On failure, a screenshot and an accessibility snapshot of every open page (automatic). */
  failureSnapshots: void;
  /** Adds this test's `mock-session` cookie (or a given one) to another context. */
  isolate: (context: BrowserContext, sessionId?: string) => Promise<void>;
};

/**
 * The console errors a test allows. An object, not an array: Playwright reads an array given to
 * `test.use` as `[value, options]`, which would drop every pattern after the first.
 */
export type AllowedConsoleErrors = { readonly patterns: readonly RegExp[] };

/** `test.use({ allowedConsoleErrors: allowConsoleErrors(a, b, ...) })`, with any number. */
export function allowConsoleErrors(...patterns: RegExp[]): AllowedConsoleErrors {
  return { patterns };
}

/** The skins of the customizer (src/stores/ui-settings.ts) and the two directions. */
export type Skin = 'light' | 'dark' | 'semi-dark' | 'bordered';
export type Direction = 'ltr' | 'rtl';
/** A skin and a direction, saved in localStorage (`skin`, `direction`) before the first page. */
export type Look = { skin: Skin; direction: Direction };

/**
 * The looks the accessibility flows check each screen in: each skin once and each direction once.
 * Contrast depends on the skin alone and mirroring on the direction alone, so light right-to-left
 * and dark left-to-right would add a minute and a half to `npm test` and no finding.
 */
export const eachSkinAndDirection: readonly Look[] = [
  { skin: 'light', direction: 'ltr' },
  { skin: 'dark', direction: 'rtl' },
];

type Options = {
  /** Console errors this test provokes on purpose; pick from `expectedConsoleErrors`. */
  allowedConsoleErrors: AllowedConsoleErrors;
  /** The skin and direction the test's pages open in; the app's own defaults when unset. */
  look: Look | undefined;
};

type A11yFixtures = {
  /**
   * Axe on the page (`expectNoA11yViolations`: WCAG 2.1 A/AA, serious and critical), after
   * checking that the page shows the test's `look`, which is added to the report's label.
   */
  expectAccessible: (label: string) => Promise<void>;
};

function cookieFor(baseURL: string, sessionId: string) {
  return { name: MOCK_SESSION_COOKIE, value: sessionId, url: baseURL };
}

export const test = base.extend<Fixtures & Options & A11yFixtures>({
  allowedConsoleErrors: [allowConsoleErrors(), { option: true }],
  look: [undefined, { option: true }],

  // Playwright requires an object pattern as a fixture's first parameter, even an empty one.
  // oxlint-disable-next-line no-empty-pattern
  mockSessionId: async ({}, provide) => {
    await provide(randomUUID());
  },

  isolate: async ({ baseURL, mockSessionId }, provide) => {
    await provide(async (context, sessionId = mockSessionId) => {
      await context.addCookies([cookieFor(baseURL ?? '', sessionId)]);
    });
  },

  // Every test gets its own mock database before the page is used: never the shared demo one.
  context: async ({ context, isolate, look }, provide) => {
    await isolate(context);
    if (look) await presetStorage(context, look);
    await provide(context);
  },

  expectAccessible: async ({ page, look }, provide) => {
    await provide(async (label) => {
      if (look) {
        await expect
          .poll(() => shownLook(page), { message: `${label} shows the test's look` })
          .toEqual(look);
      }
      await expectNoA11yViolations(
        page,
        look ? `${label} (${look.skin}, ${look.direction})` : label,
      );
    });
  },

  // Set up before the guards, so torn down after them: a failure they report is snapshotted too.
  failureSnapshots: [
    async ({ context, browser }, provide, testInfo) => {
      // A context an earlier test of this worker left open is not this test's.
      const before = new Set(browser.contexts());
      await provide();
      if (testInfo.status === testInfo.expectedStatus) return;
      // The fixture's context, then those the test opened itself and left open
      // (`signInElsewhere`, `Colleague.signIn`, `browser.newContext()`).
      const opened = browser.contexts().filter((other) => !before.has(other));
      const contexts = [context, ...opened.filter((other) => other !== context)];
      for (const [c, open] of contexts.entries()) {
        for (const [p, page] of open.pages().entries()) {
          if (page.isClosed()) continue;
          const name = `context ${c + 1}${c === 0 ? ' (the test’s)' : ''}, page ${p + 1}`;
          const where = page.url();
          const shot = await page.screenshot({ timeout: 5_000 }).catch(() => null);
          if (shot)
            await testInfo.attach(`${name}: ${where}`, { body: shot, contentType: 'image/png' });
          const tree = await page
            .locator('body')
            .ariaSnapshot({ timeout: 5_000 })
            .catch(
              (error: unknown) =>
                `(no snapshot: ${error instanceof Error ? error.message : String(error)})`,
            );
          await testInfo.attach(`${name}: accessibility tree`, {
            body: `${where}\n\n${tree}`,
            contentType: 'text/plain',
          });
        }
      }
    },
    { auto: true },
  ],

  consoleGuard: [
    async ({ context, allowedConsoleErrors }, provide, testInfo) => {
      const problems: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== 'error') return;
        const { url, lineNumber } = message.location();
        // The message with where it was logged: a pattern may name the resource that failed.
        const logged = `${message.text()} (${url}:${lineNumber})`;
        if (allowedConsoleErrors.patterns.some((pattern) => pattern.test(logged))) return;
        problems.push(`console.error: ${logged}`);
      };
      const watched = new Set<BrowserContext>();
      const watch = (target: BrowserContext) => {
        if (watched.has(target)) return;
        watched.add(target);
        target.on('console', onConsole);
        target.on('weberror', (webError) => {
          const error = webError.error();
          problems.push(`uncaught exception: ${error.stack ?? error.message}`);
        });
      };
      watch(context);
      await provide({ watch });
      if (problems.length > 0) {
        await testInfo.attach('console-errors', { body: problems.join('\n\n') });
      }
      expect(problems, `The page logged errors:\n${problems.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],

  // Every request the app sent and every answer the mock gave in the test, checked against the
  // OpenAPI document by the server (MOCK_CONTRACT_CHECK=1, playwright.config.ts).
  contractGuard: [
    async ({ context }, provide) => {
      await provide();
      const read = () => context.request.get('/__mock/contract-problems');
      // A kept-alive socket the server closed while the test ran is reset when reused: ask again.
      const response = await read().catch(() => read());
      expect(response.ok(), `GET /__mock/contract-problems answered ${response.status()}`).toBe(
        true,
      );
      const { problems } = problemsAnswer.parse(await response.json());
      expect(
        problems,
        `Outside the API's contract (docs/openapi.json):\n${problems.join('\n')}`,
      ).toEqual([]);
    },
    { auto: true },
  ],

  mockApi: async ({ context }, provide) => {
    const { request } = context;
    const post = async (name: string, body: object): Promise<MockStatus> => {
      const response = await request.post(`/__mock/${name}`, { data: body });
      expect(response.ok(), `POST /__mock/${name} answered ${response.status()}`).toBe(true);
      return mockStatusSchema.parse(await response.json());
    };
    await provide({
      reset: (seed) => post('reset', seed ? { seed } : {}),
      latency: (ms) => post('latency', { ms }),
      fail: (options) => post('fail', options),
      failQuery: (options) =>
        post('fail', {
          ...options,
          count: (options.count ?? 1) * answersPerQueryFailure(options.status),
        }),
      clearFailures: async () => {
        const response = await request.delete('/__mock/fail');
        expect(response.ok(), `DELETE /__mock/fail answered ${response.status()}`).toBe(true);
        return mockStatusSchema.parse(await response.json());
      },
      expireTokens: (options = {}) => post('expire-tokens', options),
      clock: (options = {}) => post('clock', options),
      status: async () => {
        const response = await request.get('/__mock/status');
        expect(response.ok(), `GET /__mock/status answered ${response.status()}`).toBe(true);
        return mockStatusSchema.parse(await response.json());
      },
      requests: async (filter = {}) => {
        const response = await request.get('/__mock/requests');
        expect(response.ok(), `GET /__mock/requests answered ${response.status()}`).toBe(true);
        const { requests } = requestLogSchema.parse(await response.json());
        return requests.filter((entry) => matchesRequest(entry, filter));
      },
      clearRequests: async () => {
        const response = await request.delete('/__mock/requests');
        expect(response.ok(), `DELETE /__mock/requests answered ${response.status()}`).toBe(true);
      },
      outbox: async (to) => {
        const response = await request.get('/__mock/outbox', { params: to ? { to } : {} });
        expect(response.ok(), `GET /__mock/outbox answered ${response.status()}`).toBe(true);
        return mailsAnswer.parse(await response.json()).mails;
      },
      emitEvent: async (event) => {
        const response = await request.post('/__mock/emit-event', { data: event });
        expect(response.ok(), `POST /__mock/emit-event answered ${response.status()}`).toBe(true);
        return ((await response.json()) as { id: string }).id;
      },
      dropStreams: async () => {
        const response = await request.post('/__mock/drop-streams');
        expect(response.ok(), `POST /__mock/drop-streams answered ${response.status()}`).toBe(true);
        return droppedAnswer.parse(await response.json()).dropped;
      },
      restartStreams: async () => {
        const response = await request.post('/__mock/restart-streams');
        expect(response.ok(), `POST /__mock/restart-streams answered ${response.status()}`).toBe(
          true,
        );
        return droppedAnswer.parse(await response.json()).dropped;
      },
      limits: async (options = {}) => {
        const response = await request.post('/__mock/limits', { data: options });
        expect(response.ok(), `POST /__mock/limits answered ${response.status()}`).toBe(true);
        return limitsAnswer.parse(await response.json());
      },
      twoStepCode: async (email) => {
        const response = await request.post('/__mock/two-step-code', { data: { email } });
        expect(response.ok(), `POST /__mock/two-step-code answered ${response.status()}`).toBe(
          true,
        );
        return codeAnswer.parse(await response.json()).code;
      },
      actAs: async (call) => {
        const response = await request.post('/__mock/act-as', { data: call });
        expect(response.ok(), `POST /__mock/act-as answered ${response.status()}`).toBe(true);
        return actAsAnswer.parse(await response.json());
      },
    });
  },

  // Playwright requires an object pattern as a fixture's first parameter, even an empty one.
  // oxlint-disable-next-line no-empty-pattern
  signedIn: async ({}, provide) => {
    await provide({ auth: undefined });
  },

  loginAs: async ({ context, baseURL, signedIn }, provide) => {
    await provide(async (role) => {
      const auth = await signInThroughApi(context.request, role);
      signedIn.auth = auth;
      // Written once per tab (sessionStorage flag), so a reload after signing out stays signed out.
      await context.addInitScript(
        ({ origin, seed }) => {
          if (window.location.origin !== origin) return;
          try {
            if (window.sessionStorage.getItem('e2e:session-seeded')) return;
            window.sessionStorage.setItem('e2e:session-seeded', '1');
            window.localStorage.setItem('userData', JSON.stringify(seed.userData));
            window.localStorage.setItem('accessToken', seed.accessToken);
            window.localStorage.setItem('refreshToken', seed.refreshToken);
          } catch {
            // Storage unavailable in this document (about:blank): nothing to seed there.
          }
        },
        { origin: new URL(baseURL ?? '').origin, seed: auth },
      );
      return auth;
    });
  },

  api: async ({ context, signedIn }, provide) => {
    // The context's own request client: it holds the test's `mock-session` cookie.
    const { request } = context;
    const withToken = (options: RequestOptions = {}): RequestOptions => {
      const token = signedIn.auth?.accessToken;
      return token
        ? { ...options, headers: { Authorization: `Bearer ${token}`, ...options.headers } }
        : options;
    };
    const api: Api = {
      get: (path, options) => request.get(path, withToken(options)),
      post: (path, data, options) => request.post(path, withToken({ ...options, data })),
      delete: (path, options) => request.delete(path, withToken(options)),
      fetch: (path, options) => request.fetch(path, withToken(options)),
      signIn: async (role) => {
        signedIn.auth = await signInThroughApi(request, role);
        return signedIn.auth;
      },
      get auth() {
        return signedIn.auth;
      },
      json: async <T>(path: string, options?: RequestOptions) => {
        const response = await request.get(path, withToken(options));
        expect(response.ok(), `GET ${path} answered ${response.status()}`).toBe(true);
        return (await response.json()) as T;
      },
    };
    await provide(api);
  },
});

/** `POST /jwt/login` as a demo account, its answer checked with the app's own schema. */
async function signInThroughApi(request: APIRequestContext, role: Role): Promise<AuthResponse> {
  const { email, password } = demoAccounts[role];
  const response = await request.post('/jwt/login', { data: { email, password } });
  expect(response.ok(), `POST /jwt/login as ${role} answered ${response.status()}`).toBe(true);
  return authResponseSchema.parse(await response.json());
}

export { expect };

/**
 * Declares the tests of `declare` once per look (`eachSkinAndDirection` unless given), each in a
 * group that sets the test's `look`: the same flow checked in each skin and each direction.
 * `declare` gets the look (with whatever else the list gives it, a name) for the tests' titles.
 */
export function forEachLook<L extends Look = Look>(
  declare: (look: L) => void,
  looks?: readonly L[],
): void {
  // Without a list, L is Look: the two of eachSkinAndDirection.
  for (const look of looks ?? (eachSkinAndDirection as readonly L[])) {
    test.describe(() => {
      test.use({ look: { skin: look.skin, direction: look.direction } });
      declare(look);
    });
  }
}

/**
 * The skin and direction the page shows. The app marks <html> with both; a page that follows only
 * the dark skin (the API reference) leaves them out for the defaults.
 */
export function shownLook(page: Page): Promise<Look> {
  return page.evaluate(() => ({
    skin: (document.documentElement.dataset.skin ?? 'light') as Skin,
    direction: (document.documentElement.dir || 'ltr') as Direction,
  }));
}

/**
 * Axe on the state the page shows, in each look: in the look shown, then in the next one. Answers
 * the look the page is left in.
 */
export type LookCheck = (label: string) => Promise<Look>;

const sameLook = (a: Look, b: Look) => a.skin === b.skin && a.direction === b.direction;

/**
 * Walks `visit` once (one sign-in, one context), each state it reaches checked in each look of
 * `eachSkinAndDirection`: `check` runs axe in the look the page shows, saves the next look from a
 * second tab of the context, as the customizer of another tab would (the app follows the settings
 * another tab saves), and runs axe again once the page shows it. The page stays in that look, so
 * the next state's checks start from it: a state is reached once and costs one switch. The test
 * sets no `look` option (it would be saved again by every page the context opens): the page
 * starts in the app's default look, light left to right.
 */
export async function inEachLook(
  page: Page,
  visit: (check: LookCheck) => Promise<void>,
): Promise<void> {
  let otherTab: Page | undefined;
  const checkIn = (look: Look, label: string, rules: AxeRules) =>
    expectNoA11yViolations(page, `${label} (${look.skin}, ${look.direction})`, rules);
  await visit(async (label) => {
    const shown = await shownLook(page);
    await checkIn(shown, label, 'all');
    const index = eachSkinAndDirection.findIndex((look) => sameLook(look, shown));
    const next = eachSkinAndDirection[(index + 1) % eachSkinAndDirection.length] ?? shown;
    if (!otherTab) {
      otherTab = await page.context().newPage();
      // Any document of the app's origin shares its storage: the smallest one will do.
      await otherTab.goto('/robots.txt');
    }
    await otherTab.evaluate((saved) => {
      window.localStorage.setItem('skin', saved.skin);
      window.localStorage.setItem('direction', saved.direction);
    }, next);
    await expect
      .poll(() => shownLook(page), { message: `${label} follows the look saved in another tab` })
      .toEqual(next);
    await checkIn(next, label, 'colour');
    return next;
  });
  await otherTab?.close();
}

/** Saves `entries` in the localStorage of every page the context opens, before its scripts. */
export async function presetStorage(context: BrowserContext, entries: Record<string, string>) {
  await context.addInitScript((values) => {
    try {
      for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
    } catch {
      // about:blank has no storage.
    }
  }, entries);
}

/** Reads the given localStorage keys of the page. */
export function readStorage(page: Page, keys: readonly string[]) {
  return page.evaluate(
    (names) => Object.fromEntries(names.map((name) => [name, window.localStorage.getItem(name)])),
    [...keys],
  );
}

/** What axe reports of a rule the page breaks, as the failure lists it. */
interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string; detail: string }[];
}

/**
 * Runs axe in the page (WCAG 2.1 A/AA) and returns its serious and critical violations. The script
 * goes in once per document and the page hands back only what a failure lists: a check costs what
 * axe's rules cost, about half of what `@axe-core/playwright` took (it sends the 580 KB script
 * twice per check and returns every rule's results). The app has no iframe, so axe looks in none
 * (it would wait a minute for an answer from a frame without axe).
 */
async function axeViolations(page: Page, rules: AxeRules): Promise<Violation[]> {
  type AxeWindow = Window & { axe?: typeof axe };
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const runOnly =
    rules === 'all'
      ? { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }
      : { type: 'rule' as const, values: [...COLOUR_RULES] };
  return page.evaluate(async (only) => {
    const inPage = (window as AxeWindow).axe;
    if (!inPage) throw new Error('axe is not in the page');
    // While a modal dialog is open (a drawer, a confirmation), the page behind it is out of reach
    // and was checked as it opened: axe checks what is above it, the dialogs, popovers and menus
    // (portals beside the app's #root) and the toasts. The page behind, dimmed by the overlay,
    // cost more than half of such a check.
    const modal = document.querySelector('body > :not(#root) [role="dialog"][aria-modal="true"]');
    const results = await inPage.run(
      {
        ...(modal ? { include: [['body > :not(#root)'], ['[data-sonner-toaster]']] } : {}),
        // A toast on its way out fades to nothing: half-way, axe would measure half its contrast.
        exclude: [['[data-sonner-toast][data-removed="true"]']],
      },
      {
        runOnly: only,
        resultTypes: ['violations'],
        iframes: false,
      },
    );
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        nodes: violation.nodes.map((node) => ({
          target: node.target.join(' '),
          detail: node.any[0]?.message ?? node.failureSummary ?? '',
        })),
      }));
  }, runOnly);
}

/**
 * Which of axe's rules a check runs: every WCAG 2.1 A/AA rule, or only those a skin or a direction
 * can change, the colours (`inEachLook` checks a state with every rule in the look it opens in,
 * then with these in the next: the structure, names and roles are the same in every look, and the
 * colour checks are most of what axe costs).
 */
type AxeRules = 'all' | 'colour';
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** Fails on WCAG 2.1 A/AA violations of impact serious or critical, listing each one. */
export async function expectNoA11yViolations(
  page: Page,
  label = page.url(),
  rules: AxeRules = 'all',
) {
  // Axe measures the screen as a user reads it once it is still: a toast fading in, or sliding
  // while the stack expands, shows its colours part-way, and so does a list dimmed while it loads
  // again (`aria-busy`, as after a failed write) or brightening after. A spinner never ends.
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"]') &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
  );
  const blocking = await axeViolations(page, rules);
  const report = blocking
    .map((violation) => {
      const nodes = violation.nodes
        .map(({ target, detail }) => `    - ${target}\n      ${detail.split('\n').join(' ')}`)
        .join('\n');
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n${nodes}`;
    })
    .join('\n');
  expect(
    blocking.map((violation) => `${violation.id} (${violation.impact})`),
    `Accessibility violations on ${label}:\n${report}\n`,
  ).toEqual([]);
}
