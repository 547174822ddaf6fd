import { getResponse, http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { mockPath } from '@/contract/endpoint';
import {
  actAsBody,
  clockBody,
  expireBody,
  failBody,
  faultsBody,
  latencyBody,
  limitsBody,
  type LimitsState,
  mockControlApi,
  outboxQuery,
  resetBody,
  twoStepCodeBody,
} from '@/contract/endpoints/mock-control';
import {
  DEMO_SESSION_ID,
  getMockSession,
  resetSession,
  type MockSession,
} from '@/mocks/db/sessions';
import { controlAccessToken } from '@/mocks/handlers/auth';
import { allHandlers } from '@/mocks/lib/all-handlers';
import { publicHandlers } from '@/mocks/lib/auth-guard';
import { contractProblemsOf } from '@/mocks/lib/contract-problems';
import { clockIso, clockNow, pinnedClock, startClock } from '@/mocks/lib/clock';
import { noticePastDueInvoices } from '@/mocks/lib/invoice-past-due';
import { errorResponse, throwNotFound } from '@/mocks/lib/http-errors';
import { nextAcceptedCode, twoStepOf } from '@/mocks/lib/two-step';
import { nextIssueInstant } from '@/mocks/lib/tokens';
import { lockedLimits, newThrottleState } from '@/mocks/lib/throttle';
import { parseBody, validate } from '@/mocks/lib/validation';
import { fromSearchParams } from '@/lib/list/list-search';

/** Paths the latency and failure switches apply to: every API path, never the control API. */
export const API_PATH_PATTERN = /\/(?:api|apps|jwt)\//;

/**
 * Body of `POST /__mock/fail`. `count` counts the failed answers the server gives, one per
 * matching request, whoever sends it: a query the app retries uses two (docs/qa-guide.md).
 */
export type FailRequest = z.input<typeof failBody>;
/**
 * Body of `POST /__mock/clock`: `now` moves the session's clock to that instant (it stays where it
 * is without one); `frozen` (default true) pins it there, false lets it run from there.
 */
export type ClockRequest = z.input<typeof clockBody>;

export interface MockStatus {
  /** The `mock-session` cookie value, or `demo` for the shared demo database. */
  session: string;
  seed: MockSession['seed'];
  latencyMs: number;
  failures: MockSession['failures'];
  faults: MockSession['faults'];
  /** The session's clock: its current instant (ISO) and whether it is pinned. */
  clock: { now: string; frozen: boolean };
}

function statusOf(session: MockSession): MockStatus {
  return {
    session: session.cookie ?? DEMO_SESSION_ID,
    seed: session.seed,
    latencyMs: session.latencyMs,
    failures: session.failures,
    faults: session.faults,
    clock: { now: clockIso(session.clock), frozen: session.clock.since === null },
  };
}

/** Consumes the first queued failure matching the request, if any. */
function takeFailure(session: MockSession, pathname: string, method: string) {
  const rule = session.failures.find(
    (candidate) =>
      candidate.path === pathname && (candidate.method === null || candidate.method === method),
  );
  if (!rule) return undefined;
  rule.remaining -= 1;
  if (rule.remaining <= 0) session.failures = session.failures.filter((other) => other !== rule);
  return rule;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs before every API handler (it is listed ahead of them) and never answers normally: it waits
 * the session's latency, answers a queued failure if one matches, and otherwise returns nothing so
 * msw moves on to the real handler. Handlers added later get both switches for free.
 */
export const latencyAndFailuresHandlers = publicHandlers([
  http.all(
    ({ request }) => API_PATH_PATTERN.test(new URL(request.url).pathname),
    async ({ request, cookies }) => {
      const session = getMockSession(cookies);
      if (session.latencyMs > 0) await sleep(session.latencyMs);
      const rule = takeFailure(
        session,
        new URL(request.url).pathname,
        request.method.toUpperCase(),
      );
      return rule ? errorResponse(rule.status, rule.message) : undefined;
    },
  ),
]);

/** The QA control API (no auth): acts on the caller's session only. */
export const mockControlHandlers = publicHandlers([
  http.get(mockPath(mockControlApi.status), ({ cookies }) =>
    HttpResponse.json(statusOf(getMockSession(cookies))),
  ),

  http.post(mockPath(mockControlApi.reset), async ({ request, cookies }) => {
    const { seed } = await parseBody(request, resetBody);
    const session = getMockSession(cookies);
    resetSession(session, seed ?? 'default');
    return HttpResponse.json(statusOf(session));
  }),

  http.post(mockPath(mockControlApi.latency), async ({ request, cookies }) => {
    const { ms } = await parseBody(request, latencyBody);
    const session = getMockSession(cookies);
    session.latencyMs = ms;
    return HttpResponse.json(statusOf(session));
  }),

  http.post(mockPath(mockControlApi.fail), async ({ request, cookies }) => {
    const body = await parseBody(request, failBody);
    const session = getMockSession(cookies);
    session.failures.push({
      path: body.path,
      method: body.method ?? null,
      status: body.status,
      remaining: body.count,
      // A key, so the user reads the simulated failure in their language.
      message: body.message ?? 'mockApi.errors.simulated',
    });
    return HttpResponse.json(statusOf(session));
  }),

  http.delete(mockPath(mockControlApi.clearFailures), ({ cookies }) => {
    const session = getMockSession(cookies);
    session.failures = [];
    return HttpResponse.json(statusOf(session));
  }),

  http.post(mockPath(mockControlApi.faults), async ({ request, cookies }) => {
    const { faults } = await parseBody(request, faultsBody);
    const session = getMockSession(cookies);
    session.faults = [...new Set(faults)];
    return HttpResponse.json(statusOf(session));
  }),

  http.post(mockPath(mockControlApi.clock), async ({ request, cookies }) => {
    const { now, frozen } = await parseBody(request, clockBody);
    const session = getMockSession(cookies);
    const at = now === undefined ? clockNow(session.clock) : Date.parse(now);
    session.clock = frozen ? pinnedClock(at) : startClock(at);
    // The clock passing a due date is news for those who manage invoices.
    noticePastDueInvoices(session);
    return HttpResponse.json(statusOf(session));
  }),

  http.get(mockPath(mockControlApi.requests), ({ cookies }) =>
    HttpResponse.json({ requests: getMockSession(cookies).requests }),
  ),

  http.delete(mockPath(mockControlApi.clearRequests), ({ cookies }) => {
    getMockSession(cookies).requests = [];
    return new HttpResponse(null, { status: 204 });
  }),

  http.get(mockPath(mockControlApi.contractProblems), ({ cookies }) =>
    HttpResponse.json({ problems: contractProblemsOf(getMockSession(cookies)) }),
  ),

  http.post(mockPath(mockControlApi.expireTokens), async ({ request, cookies }) => {
    const { refresh } = await parseBody(request, expireBody);
    const session = getMockSession(cookies);
    // One tick of the token clock: everything issued so far is older, everything later newer.
    const cutoff = nextIssueInstant();
    session.tokensNotBefore = cutoff;
    if (refresh) session.refreshNotBefore = cutoff;
    return HttpResponse.json(statusOf(session));
  }),

  http.get(mockPath(mockControlApi.outbox), ({ request, cookies }) => {
    const { to } = validate(outboxQuery, fromSearchParams(new URL(request.url).searchParams));
    const { db } = getMockSession(cookies);
    const mails = db.outbox.filter((mail) => to === undefined || mail.to.toLowerCase() === to);
    return HttpResponse.json({ mails });
  }),

  http.post(mockPath(mockControlApi.limits), async ({ request, cookies }) => {
    const { reset, relaxed } = await parseBody(request, limitsBody);
    const session = getMockSession(cookies);
    if (reset) session.throttle = { ...newThrottleState(), relaxed: session.throttle.relaxed };
    if (relaxed !== undefined) session.throttle.relaxed = relaxed;
    const state: LimitsState = { relaxed: session.throttle.relaxed, locked: lockedLimits(session) };
    return HttpResponse.json(state);
  }),

  http.post(mockPath(mockControlApi.actAs), async ({ request, cookies }) => {
    const { email, method, path, body, ifMatch } = await parseBody(request, actAsBody);
    const session = getMockSession(cookies);
    const user = session.db.users.find((candidate) => candidate.email.toLowerCase() === email);
    if (!user) throwNotFound();
    const headers = new Headers({
      authorization: `Bearer ${await controlAccessToken(session, user)}`,
    });
    // The caller's session cookie: the call reaches the same mock database.
    const cookie = request.headers.get('cookie');
    if (cookie !== null) headers.set('cookie', cookie);
    if (ifMatch !== undefined) headers.set('if-match', ifMatch);
    if (body !== undefined) headers.set('content-type', 'application/json');
    const call = new Request(new URL(path, request.url), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // Through every handler, as the call would go from a screen.
    const answer = await getResponse([...allHandlers()], call);
    const text = answer ? await answer.text() : '';
    let answered: unknown = null;
    try {
      answered = text === '' ? null : JSON.parse(text);
    } catch {
      answered = text;
    }
    return HttpResponse.json({ status: answer?.status ?? 404, body: answered });
  }),

  http.post(mockPath(mockControlApi.twoStepCode), async ({ request, cookies }) => {
    const { email } = await parseBody(request, twoStepCodeBody);
    const { db } = getMockSession(cookies);
    const user = db.users.find((candidate) => candidate.email.toLowerCase() === email);
    const row = user && twoStepOf(db, user.id);
    const secret = row?.secret ?? row?.pendingSecret;
    const code = row && secret ? nextAcceptedCode(secret, row.lastUsedStep) : null;
    if (!code) throwNotFound();
    return HttpResponse.json({ code });
  }),
]);
