import type { MockFault } from '@/apps/mock-api/api/mock-api-schemas';
import type { LoggedRequest } from '@/contract/endpoints/mock-control';
import type { SeedName } from '@/mocks/seed/seed-context';
import { startClock, type MockClock } from '@/mocks/lib/clock';
import type { IdempotencyStore } from '@/mocks/lib/idempotency-store';
import { setPublicOrigin } from '@/mocks/lib/public-origin';
import { newThrottleState, type ThrottleState } from '@/mocks/lib/throttle';
import { createDatabase } from './database';
import { currentRows } from './table-store';
import type { Database } from './tables';

/** Cookie that picks a private database; e2e tests set a random value per test. */
export const MOCK_SESSION_COOKIE = 'mock-session';
/** Id of the demo database, shared by requests without the cookie. */
export const DEMO_SESSION_ID = 'demo';
/**
 * Cookie sessions' ids start with it, so no cookie value (`demo` included) can take the demo
 * database's id, which tokens carry (`sid`).
 */
const COOKIE_SESSION_PREFIX = 'cookie:';
/**
 * Beyond this many cookie sessions the least recently used one is dropped. Sessions share the
 * seed's rows and copy only those they write (./table-store.ts): a fresh one costs 1-4 KB, one
 * after a sign-in, a list and a write about 100 KB on the default seed (docs/performance.md, "The
 * mock database"), so the cap's worst case is about 200 MB, and a suite's sessions all fit.
 */
export const MAX_COOKIE_SESSIONS = 2000;

/** A failure queued through the control API. */
export interface FailureRule {
  path: string;
  /** Upper-case method, or null for any method. */
  method: string | null;
  status: number;
  remaining: number;
  message: string;
}

export interface MockSession {
  /** Unique among the sessions: `demo`, or `cookie:` and the cookie's value. */
  id: string;
  /** The `mock-session` cookie's value that picks it; null for the demo database. */
  cookie: string | null;
  seed: SeedName;
  db: Database;
  latencyMs: number;
  failures: FailureRule[];
  /** Access tokens issued before this instant (ms) are rejected. */
  tokensNotBefore: number;
  /** Refresh tokens issued before this instant (ms) are rejected. */
  refreshNotBefore: number;
  /** The session's "now": the reference date when seeded, then running (`../lib/clock.ts`). */
  clock: MockClock;
  /** The API requests the server answered for the session, oldest first (`../lib/request-log.ts`). */
  requests: LoggedRequest[];
  /** The creates' `Idempotency-Key`s and their first answers (`../lib/idempotency.ts`). */
  idempotency: IdempotencyStore;
  /** Behaviour the session gets wrong on purpose (`../lib/faults.ts`). */
  faults: MockFault[];
  /** The attempts the throttling limits counted, and their locks (`../lib/throttle.ts`). */
  throttle: ThrottleState;
}

const hostDefaults = { latencyMs: 0 };
const cookieSessions = new Map<string, MockSession>();
let demoSession: MockSession | null = null;

function createSession(cookie: string | null, seed: SeedName = 'default'): MockSession {
  return {
    id: cookie === null ? DEMO_SESSION_ID : `${COOKIE_SESSION_PREFIX}${cookie}`,
    cookie,
    seed,
    db: createDatabase(seed),
    latencyMs: hostDefaults.latencyMs,
    failures: [],
    tokensNotBefore: 0,
    refreshNotBefore: 0,
    clock: startClock(),
    requests: [],
    idempotency: new Map(),
    faults: [],
    throttle: newThrottleState(),
  };
}

/**
 * Called once by each host: the default latency of new and reset sessions, and the app's public
 * origin, where the mailed links lead (`../lib/public-origin.ts`).
 */
export function configureMockApi(options: {
  defaultLatencyMs?: number;
  publicOrigin?: Parameters<typeof setPublicOrigin>[0];
}): void {
  if (options.publicOrigin !== undefined) setPublicOrigin(options.publicOrigin);
  if (options.defaultLatencyMs !== undefined) {
    hostDefaults.latencyMs = options.defaultLatencyMs;
    if (demoSession) demoSession.latencyMs = options.defaultLatencyMs;
  }
}

export function getDemoSession(): MockSession {
  demoSession ??= createSession(null);
  return demoSession;
}

/** The session of a request, from its cookies (msw resolvers receive them as `cookies`). */
export function getMockSession(cookies: Record<string, string | undefined>): MockSession {
  const id = cookies[MOCK_SESSION_COOKIE]?.trim().slice(0, 200);
  if (!id) return getDemoSession();
  const existing = cookieSessions.get(id);
  // Re-inserting keeps the Map in least-recently-used order.
  cookieSessions.delete(id);
  const session = existing ?? createSession(id);
  cookieSessions.set(id, session);
  if (cookieSessions.size > MAX_COOKIE_SESSIONS) {
    const oldest = cookieSessions.keys().next();
    if (!oldest.done) cookieSessions.delete(oldest.value);
  }
  return session;
}

/**
 * Puts a session back to a fresh state: seeded data, host latency, no failures, no cutoffs, an
 * empty request log, no idempotency keys, no attempts counted by the limits, and its clock running again from the reference date.
 * Whoever reset it stays signed in: the database keeps its signing key and the sign-ins of the
 * users the new seed has as they were (same id, same email); the others' sign-ins end.
 */
export function resetSession(session: MockSession, seed: SeedName = 'default'): void {
  const { tokenKeys, refreshTokens, users } = session.db;
  // Read as plain rows: a proxy for each of 10,000 users would outlive the reset (./table-store.ts).
  const emailOf = new Map(currentRows(users).map((user) => [user.id, user.email]));
  Object.assign(session, createSession(session.cookie, seed));
  const seeded = new Map(currentRows(session.db.users).map((user) => [user.id, user.email]));
  session.db.tokenKeys.push(...tokenKeys);
  session.db.refreshTokens.push(
    ...refreshTokens.filter(
      (record) =>
        seeded.has(record.userId) && seeded.get(record.userId) === emailOf.get(record.userId),
    ),
  );
}

/**
 * Replaces the demo data, e.g. with the database a host saved before a restart. The clock
 * resumes at the mock instant the database was saved at (`clockAt`), so its dates and its
 * "today" still agree; without one it starts again from the reference date.
 */
export function restoreDemoDatabase(db: Database, seed: SeedName, clockAt?: number): void {
  const session = getDemoSession();
  session.db = db;
  session.seed = seed;
  session.clock = startClock(clockAt);
}

/** Forgets every cookie session and reseeds the demo session; tests call it after each test. */
export function resetMockApi(): void {
  cookieSessions.clear();
  demoSession = null;
}
