import { randomUUID } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import {
  test as base,
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';

/** Cookie that gives the client its own mock database (src/mocks/db/sessions.ts). */
export const MOCK_SESSION_COOKIE = 'mock-session';

/** The localStorage keys of the session (src/lib/session/session.ts). */
export const sessionKeys = ['userData', 'accessToken', 'refreshToken'] as const;

export type Role = 'admin' | 'client';
export type Seed = 'default' | 'large';

export const demoAccounts: Record<Role, { email: string; password: string; fullName: string }> = {
  admin: { email: 'admin@demo.com', password: 'admin', fullName: 'John Doe' },
  client: { email: 'client@demo.com', password: 'client', fullName: 'Jane Doe' },
};

export interface UserData {
  id: number;
  fullName: string;
  username: string;
  email: string;
  avatar: string;
  role: string;
  ability: unknown[];
}

export interface AuthResponse {
  userData: UserData;
  accessToken: string;
  refreshToken: string;
}

export interface MockStatus {
  session: string;
  seed: Seed;
  latencyMs: number;
  failures: { path: string; method: string | null; status: number; remaining: number }[];
}

export interface FailOptions {
  path: string;
  method?: string;
  status?: number;
  count?: number;
  message?: string;
}

/** The QA control API of the mock (`/__mock/*`), acting on this test's own database. */
export interface MockApi {
  reset(seed?: Seed): Promise<MockStatus>;
  latency(ms: number): Promise<MockStatus>;
  fail(options: FailOptions): Promise<MockStatus>;
  expireTokens(options?: { refresh?: boolean }): Promise<MockStatus>;
  status(): Promise<MockStatus>;
}

/**
 * Console errors a test expects and opts in to, each with a reason. Nothing is allowed by default:
 * a test that provokes a failing call says so with `test.use({ allowedConsoleErrors: [...] })`.
 */
export const expectedConsoleErrors = {
  /**
   * Chromium itself logs "Failed to load resource: the server responded with a status of 401"
   * for every answered-401 request. Tests that expire tokens on purpose provoke exactly that.
   */
  unauthorized: /Failed to load resource: the server responded with a status of 401/,
  /** Same browser log for the 400 the mock answers to a wrong password. */
  badRequest: /Failed to load resource: the server responded with a status of 400/,
  /** Same browser log for the 409 the mock answers to a taken email on register. */
  conflict: /Failed to load resource: the server responded with a status of 409/,
  /** Same browser log for a deliberately broken resource (e.g. a routed language file). */
  serverError: /Failed to load resource: the server responded with a status of 500/,
} satisfies Record<string, RegExp>;

type ConsoleGuard = {
  /** Also watch a context the test created itself (the fixture context is watched already). */
  watch(context: BrowserContext): void;
};

type Fixtures = {
  /** The random value of this test's `mock-session` cookie. */
  mockSessionId: string;
  mockApi: MockApi;
  loginAs: (role: Role) => Promise<UserData>;
  consoleGuard: ConsoleGuard;
  /** Adds this test's `mock-session` cookie (or a given one) to another context. */
  isolate: (context: BrowserContext, sessionId?: string) => Promise<void>;
};

type Options = {
  /** Console errors this test provokes on purpose; pick from `expectedConsoleErrors`. */
  allowedConsoleErrors: RegExp[];
};

function cookieFor(baseURL: string, sessionId: string) {
  return { name: MOCK_SESSION_COOKIE, value: sessionId, url: baseURL };
}

export const test = base.extend<Fixtures & Options>({
  allowedConsoleErrors: [[], { option: true }],

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
  context: async ({ context, isolate }, provide) => {
    await isolate(context);
    await provide(context);
  },

  consoleGuard: [
    async ({ context, allowedConsoleErrors }, provide, testInfo) => {
      const problems: string[] = [];
      const isAllowed = (text: string) =>
        allowedConsoleErrors.some((pattern) => pattern.test(text));
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== 'error' || isAllowed(message.text())) return;
        const { url, lineNumber } = message.location();
        problems.push(`console.error: ${message.text()} (${url}:${lineNumber})`);
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

  mockApi: async ({ context }, provide) => {
    const { request } = context;
    const post = async (name: string, body: object): Promise<MockStatus> => {
      const response = await request.post(`/__mock/${name}`, { data: body });
      expect(response.ok(), `POST /__mock/${name} answered ${response.status()}`).toBe(true);
      return (await response.json()) as MockStatus;
    };
    await provide({
      reset: (seed) => post('reset', seed ? { seed } : {}),
      latency: (ms) => post('latency', { ms }),
      fail: (options) => post('fail', options),
      expireTokens: (options = {}) => post('expire-tokens', options),
      status: async () => {
        const response = await request.get('/__mock/status');
        expect(response.ok(), `GET /__mock/status answered ${response.status()}`).toBe(true);
        return (await response.json()) as MockStatus;
      },
    });
  },

  loginAs: async ({ context, baseURL }, provide) => {
    await provide(async (role) => {
      const { email, password } = demoAccounts[role];
      const response = await context.request.post('/jwt/login', { data: { email, password } });
      expect(response.ok(), `POST /jwt/login as ${role} answered ${response.status()}`).toBe(true);
      const auth = (await response.json()) as AuthResponse;
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
      return auth.userData;
    });
  },
});

export { expect };

/** Reads the given localStorage keys of the page. */
export function readStorage(page: Page, keys: readonly string[]) {
  return page.evaluate(
    (names) => Object.fromEntries(names.map((name) => [name, window.localStorage.getItem(name)])),
    [...keys],
  );
}

const blockingImpacts = new Set(['serious', 'critical']);

/** Fails on WCAG 2.1 A/AA violations of impact serious or critical, listing each one. */
export async function expectNoA11yViolations(page: Page, label = page.url()) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // A toast on its way out fades to nothing: half-way, axe would measure half its contrast.
    .exclude('[data-sonner-toast][data-removed="true"]')
    .analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact && blockingImpacts.has(violation.impact),
  );
  const report = blocking
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => {
          const detail = node.any[0]?.message ?? node.failureSummary ?? '';
          return `    - ${node.target.join(' ')}\n      ${detail.split('\n').join(' ')}`;
        })
        .join('\n');
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n${nodes}`;
    })
    .join('\n');
  expect(
    blocking.map((violation) => `${violation.id} (${violation.impact})`),
    `Accessibility violations on ${label}:\n${report}\n`,
  ).toEqual([]);
}
