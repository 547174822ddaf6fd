import { HttpResponse } from 'msw';
import type { ApiErrorBody } from '@/lib/session/session-schemas';
import type { ThrottleRule } from '@/contract/throttle';
import { TOO_MANY_ATTEMPTS_KEY } from '@/lib/http/too-many-attempts';
import type { MockSession } from '@/mocks/db/sessions';
import { clockNow } from './clock';

/**
 * The limits of src/contract/throttle.ts, kept by the mock: one counter per limit and key (an
 * address, an account, or '' for the client, which is the session itself), per mock session, by
 * the session's clock. So each Playwright test (its own `mock-session` cookie) starts with none
 * counted, a reset forgets them, and QA moves the clock (`POST /__mock/clock`) rather than wait.
 */

interface Counter {
  /** The instants (mock clock, ms) of the attempts counted within the window. */
  hits: number[];
  /** While the mock clock is before it, the limit answers 429; 0 when not locked. */
  lockedUntil: number;
}

export interface ThrottleState {
  /** QA's switch (`POST /__mock/limits`): nothing is counted and nothing is refused. */
  relaxed: boolean;
  counters: Map<string, Counter>;
}

export const newThrottleState = (): ThrottleState => ({ relaxed: false, counters: new Map() });

const counterKey = (rule: ThrottleRule, key: string) => `${rule.id} ${key}`;

/** A key as the limits compare it: an address in any case is one address. */
export const throttleKey = (value: string) => value.trim().toLowerCase();

/** Seconds left of the limit's lock on `key`, or 0 when it is not locked. */
function secondsLocked(session: MockSession, rule: ThrottleRule, key: string): number {
  const counter = session.throttle.counters.get(counterKey(rule, key));
  const left = (counter?.lockedUntil ?? 0) - clockNow(session.clock);
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** The 429 of a limit: the error body with the wait, and the wait again as `Retry-After`. */
export function tooManyAttempts(seconds: number): Response {
  const body: ApiErrorBody = { message: TOO_MANY_ATTEMPTS_KEY, params: { retryAfter: seconds } };
  return HttpResponse.json(body, { status: 429, headers: { 'Retry-After': String(seconds) } });
}

/**
 * Refuses the request with 429 while any of the limits is locked for its key (the longest wait
 * of them), before anything of the request is looked at: the right password is refused too.
 */
export function refuseWhileLocked(
  session: MockSession,
  limits: readonly (readonly [ThrottleRule, string])[],
): void {
  if (session.throttle.relaxed) return;
  const wait = Math.max(0, ...limits.map(([rule, key]) => secondsLocked(session, rule, key)));
  if (wait > 0) throw tooManyAttempts(wait);
}

/**
 * Counts one attempt against the limit for `key`; answers whether this attempt locked it (the
 * one a lock-out is recorded for). The attempt itself is answered as it would be: the next one
 * gets the 429.
 */
export function countAttempt(session: MockSession, rule: ThrottleRule, key: string): boolean {
  if (session.throttle.relaxed) return false;
  const now = clockNow(session.clock);
  const id = counterKey(rule, key);
  const counter = session.throttle.counters.get(id) ?? { hits: [], lockedUntil: 0 };
  counter.hits = counter.hits.filter((at) => at > now - rule.windowSeconds * 1000 && at <= now);
  counter.hits.push(now);
  const locks = counter.hits.length >= rule.max;
  if (locks) {
    counter.lockedUntil = now + rule.lockSeconds * 1000;
    counter.hits = [];
  }
  session.throttle.counters.set(id, counter);
  return locks;
}

/** A success clears the failures counted for `key` (a right password, a right code). */
export function clearAttempts(session: MockSession, rule: ThrottleRule, key: string): void {
  const id = counterKey(rule, key);
  const counter = session.throttle.counters.get(id);
  if (counter && counter.lockedUntil <= clockNow(session.clock)) {
    session.throttle.counters.delete(id);
  }
}

/** What the control API shows QA: each limit in force and its wait, by key. */
export function lockedLimits(session: MockSession) {
  const now = clockNow(session.clock);
  return [...session.throttle.counters]
    .filter(([, counter]) => counter.lockedUntil > now)
    .map(([id, counter]) => {
      const [limit = '', ...key] = id.split(' ');
      return {
        limit,
        key: key.join(' '),
        retryAfter: Math.ceil((counter.lockedUntil - now) / 1000),
      };
    });
}
