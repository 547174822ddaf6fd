// @vitest-environment node
import { http, HttpResponse } from 'msw';
import type { BookmarkSuggestion } from '@/apps/bookmarks/api/bookmark-schemas';
import type { Overview } from '@/apps/dashboards/api/dashboard-schemas';
import type { Permission } from '@/apps/permissions/api/permission-schemas';
import type { TasksAnswer } from '@/apps/todo/api/todo-schemas';
import type { AuthResponse } from '@/lib/session/session-schemas';
import { MAX_COOKIE_SESSIONS, getDemoSession, getMockSession } from '@/mocks/db/sessions';
import { handlers } from '@/mocks/handlers';
import { mockServer } from '@/mocks/hosts/node';
import type { MockStatus } from '@/mocks/handlers/mock-control';
import { unknownPathHandlers } from '@/mocks/handlers/unknown-path';
import { callApi, freshSession, signInAs } from '@/mocks/testing/mock-api-client';

interface BookmarksData {
  suggestions: BookmarkSuggestion[];
  bookmarks: BookmarkSuggestion[];
}

async function bookmarkedIds(token: string, session?: string): Promise<number[]> {
  const { body } = await callApi<BookmarksData>('/api/bookmarks/data', { token, session });
  return body.bookmarks.map((bookmark) => bookmark.id);
}

describe('POST /__mock/fail', () => {
  it('fails the next N matching calls, then recovers', async () => {
    const { accessToken } = await signInAs('admin');
    const queued = await callApi<MockStatus>('/__mock/fail', {
      body: { path: '/api/bookmarks/data', status: 503, count: 2, message: 'Down for maintenance' },
    });
    expect(queued.status).toBe(200);
    expect(queued.body.failures).toEqual([
      {
        path: '/api/bookmarks/data',
        method: null,
        status: 503,
        remaining: 2,
        message: 'Down for maintenance',
      },
    ]);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(await callApi('/api/bookmarks/data', { token: accessToken })).toEqual({
        status: 503,
        body: { message: 'Down for maintenance' },
      });
    }
    expect((await callApi('/api/bookmarks/data', { token: accessToken })).status).toBe(200);
    expect((await callApi<MockStatus>('/__mock/status')).body.failures).toEqual([]);
  });

  it('applies to the refresh endpoint, honours the method, and to handlers added later', async () => {
    const login = await signInAs('admin');
    await callApi('/__mock/fail', { body: { path: '/jwt/refresh-token', method: 'post' } });
    const failed = await callApi('/jwt/refresh-token', {
      body: { refreshToken: login.refreshToken },
    });
    expect(failed).toEqual({ status: 500, body: { message: 'mockApi.errors.simulated' } });
    // The failure answered before the handler ran, so the token is still unused.
    expect(
      (await callApi('/jwt/refresh-token', { body: { refreshToken: login.refreshToken } })).status,
    ).toBe(200);

    await callApi('/__mock/fail', {
      body: { path: '/apps/later/thing', method: 'DELETE', status: 409 },
    });
    // Where a new app's handlers go: after the others, before the catch-all for unknown paths.
    const current = mockServer.listHandlers();
    const catchAll = current.findIndex((handler) => handler === unknownPathHandlers[0]);
    const later = current.toSpliced(
      catchAll,
      0,
      http.all('*/apps/later/thing', () => HttpResponse.json({ ok: true })),
    );
    mockServer.resetHandlers(...later);
    try {
      expect((await callApi('/apps/later/thing')).status).toBe(200);
      expect((await callApi('/apps/later/thing', { method: 'DELETE' })).status).toBe(409);
      expect((await callApi('/apps/later/thing', { method: 'DELETE' })).status).toBe(200);
    } finally {
      // The mock's own handlers again: the next test file of this worker shares the server.
      mockServer.resetHandlers(...handlers);
    }
  });

  it('forgets the failures still queued with DELETE, and keeps the data', async () => {
    const session = freshSession();
    const { accessToken } = await signInAs('admin', session);
    const as = { token: accessToken, session };
    await callApi('/__mock/fail', { session, body: { path: '/api/bookmarks/data', count: 3 } });
    expect((await callApi('/api/bookmarks/data', as)).status).toBe(500);
    const cleared = await callApi<MockStatus>('/__mock/fail', { session, method: 'DELETE' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.failures).toEqual([]);
    expect((await callApi('/api/bookmarks/data', as)).status).toBe(200);
    // Only this session's: another's queue is left alone.
    const another = freshSession();
    await callApi('/__mock/fail', { session: another, body: { path: '/api/bookmarks/data' } });
    await callApi('/__mock/fail', { session, method: 'DELETE' });
    const other = await callApi<MockStatus>('/__mock/status', { session: another });
    expect(other.body.failures).toHaveLength(1);
  });

  it('validates its body', async () => {
    const { status, body } = await callApi('/__mock/fail', {
      body: { path: 'no-slash', status: 200, count: 0, method: 'FETCH' },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      message: 'validation.failed',
      errors: {
        path: ['validation.format'],
        status: ['validation.tooSmall'],
        count: ['validation.tooSmall'],
        method: ['validation.invalidOption'],
      },
    });
  });
});

describe('POST /__mock/latency', () => {
  it('delays API calls of the session but not the control API', async () => {
    expect(
      (await callApi<MockStatus>('/__mock/latency', { body: { ms: 120 } })).body.latencyMs,
    ).toBe(120);
    const started = performance.now();
    await callApi('/jwt/login', { body: { email: 'admin@demo.com', password: 'admin' } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);

    // With ten seconds of latency, the control API still answers at once (well under half).
    await callApi('/__mock/latency', { body: { ms: 10_000 } });
    const controlStarted = performance.now();
    await callApi('/__mock/status');
    expect(performance.now() - controlStarted).toBeLessThan(5_000);

    expect((await callApi('/__mock/latency', { body: { ms: 10_001 } })).status).toBe(400);
    expect((await callApi('/__mock/latency', { body: { ms: -1 } })).status).toBe(400);
  });
});

describe('POST /__mock/expire-tokens', () => {
  it('rejects access tokens issued before it while refresh still works', async () => {
    const login = await signInAs('admin');
    await callApi('/__mock/expire-tokens', { body: {} });
    expect((await callApi('/api/bookmarks/data', { token: login.accessToken })).status).toBe(401);
    const refreshed = await callApi<{ accessToken: string }>('/jwt/refresh-token', {
      body: { refreshToken: login.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect(
      (await callApi('/api/bookmarks/data', { token: refreshed.body.accessToken })).status,
    ).toBe(200);
  });

  it('rejects refresh tokens too with { refresh: true }', async () => {
    const login = await signInAs('admin');
    await callApi('/__mock/expire-tokens', { body: { refresh: true } });
    expect(
      (await callApi('/jwt/refresh-token', { body: { refreshToken: login.refreshToken } })).status,
    ).toBe(401);
    const again = await signInAs('admin');
    expect((await callApi('/api/bookmarks/data', { token: again.accessToken })).status).toBe(200);
  });
});

describe('POST /__mock/reset and sessions', () => {
  it('restores the seed, clears failures and faults and resets latency', async () => {
    const { accessToken, refreshToken } = await signInAs('admin');
    const newcomer = await callApi<AuthResponse>('/jwt/register', {
      body: { username: 'newcomer', email: 'newcomer@demo.com', password: 'secret123' },
    });
    await callApi('/api/bookmarks/update', { token: accessToken, body: { id: 5 } });
    await callApi('/__mock/latency', { body: { ms: 50 } });
    await callApi('/__mock/fail', { body: { path: '/api/nothing' } });
    const faulty = await callApi<MockStatus>('/__mock/faults', {
      body: { faults: ['update-not-saved', 'update-not-saved', 'access-unchecked'] },
    });
    expect(faulty.body.faults).toEqual(['update-not-saved', 'access-unchecked']);
    await callApi('/__mock/clock', { body: { now: '2027-02-02T00:00:00Z' } });
    const reset = await callApi<MockStatus>('/__mock/reset', { body: {} });
    expect(reset.body).toEqual({
      session: 'demo',
      seed: 'default',
      latencyMs: 0,
      failures: [],
      faults: [],
      // Running again from the reference date (a few milliseconds may have passed).
      clock: { now: expect.stringMatching(/^2026-11-01T09:00:00\./) as unknown, frozen: false },
    });
    expect(getDemoSession().db.bookmarks.find((row) => row.id === 5)?.isBookmarked).toBe(false);
    // Whoever reset stays signed in, refresh included; a user the seed does not have is gone,
    // and their sign-in with them.
    expect((await callApi('/api/bookmarks/data', { token: accessToken })).status).toBe(200);
    expect((await callApi('/jwt/refresh-token', { body: { refreshToken } })).status).toBe(200);
    expect(
      (await callApi('/api/bookmarks/data', { token: newcomer.body.accessToken })).status,
    ).toBe(401);

    const large = await callApi<MockStatus>('/__mock/reset', { body: { seed: 'large' } });
    expect(large.body.seed).toBe('large');
    expect((await callApi('/__mock/reset', { body: { seed: 'huge' } })).status).toBe(400);
  });

  it('keeps cookie sessions isolated from each other and from the demo', async () => {
    const a = await signInAs('admin', 'session-a');
    const b = await signInAs('admin', 'session-b');
    const demo = await signInAs('admin');
    const seeded = await bookmarkedIds(demo.accessToken);

    await callApi('/api/bookmarks/update', {
      token: a.accessToken,
      session: 'session-a',
      body: { id: 1 },
    });
    expect(await bookmarkedIds(a.accessToken, 'session-a')).toContain(1);
    expect(await bookmarkedIds(b.accessToken, 'session-b')).toEqual(seeded);
    expect(await bookmarkedIds(demo.accessToken)).toEqual(seeded);

    // A token only works in the session that issued it.
    expect(
      (await callApi('/api/bookmarks/data', { token: a.accessToken, session: 'session-b' })).status,
    ).toBe(401);
    expect((await callApi('/api/bookmarks/data', { token: a.accessToken })).status).toBe(401);

    await callApi('/__mock/latency', { session: 'session-a', body: { ms: 5 } });
    expect(
      (await callApi<MockStatus>('/__mock/status', { session: 'session-a' })).body,
    ).toMatchObject({
      session: 'session-a',
      latencyMs: 5,
    });
    expect((await callApi<MockStatus>('/__mock/status')).body).toMatchObject({
      session: 'demo',
      latencyMs: 0,
    });
  });

  // Sessions share the seed's rows (src/mocks/db/table-store.ts): the cap's thousands cost little.
  it('keeps every cookie session up to the cap, then drops the least recently used', () => {
    const first = getMockSession({ 'mock-session': 'first' });
    first.latencyMs = 42;
    const [user] = first.db.users;
    if (!user) throw new Error('the seed has no user');
    user.fullName = 'Kept while under the cap';
    for (let index = 1; index < MAX_COOKIE_SESSIONS; index += 1) {
      getMockSession({ 'mock-session': `filler-${index}` });
    }
    const kept = getMockSession({ 'mock-session': 'first' });
    expect(kept.latencyMs).toBe(42);
    expect(kept.db.users[0]?.fullName).toBe('Kept while under the cap');
    for (let index = 0; index < MAX_COOKIE_SESSIONS; index += 1) {
      getMockSession({ 'mock-session': `other-${index}` });
    }
    const again = getMockSession({ 'mock-session': 'first' });
    expect(again.latencyMs).toBe(0);
    expect(again.db.users[0]?.fullName).not.toBe('Kept while under the cap');
  });
});

async function addPermission(token: string, name: string): Promise<Permission> {
  const { status, body } = await callApi<Permission>('/apps/permissions/add-permission', {
    token,
    body: { permission: { name, assignedTo: [] } },
  });
  expect(status).toBe(201);
  return body;
}

async function todays(token: string): Promise<{ dashboard: string; todo: string }> {
  const dashboard = await callApi<Overview>('/api/dashboard/overview', { token });
  const todo = await callApi<TasksAnswer>('/apps/todo/tasks', { token });
  return { dashboard: dashboard.body.today, todo: todo.body.today };
}

describe('the mock clock and POST /__mock/clock', () => {
  const reference = '2026-11-01T09:00:00.000Z';
  // Near the real time: tokens issued under the fake time must stay valid for later tests.
  let realStart = 0;

  beforeEach(() => {
    realStart = Date.now();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at the reference date when seeded and runs with real time', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: realStart });
    const { accessToken } = await signInAs('admin', 'clock-runs');
    const status = await callApi<MockStatus>('/__mock/status', { session: 'clock-runs' });
    expect(status.body.clock).toEqual({ now: reference, frozen: false });

    // Less than an access token's life (15 minutes), which runs on the real clock.
    vi.setSystemTime(realStart + 10 * 60_000);
    // Created dates and every "today" come from the same clock, not the machine's date.
    const added = await callApi<Permission>('/apps/permissions/add-permission', {
      token: accessToken,
      session: 'clock-runs',
      body: { permission: { name: 'Run the clock', assignedTo: [] } },
    });
    expect(added.status).toBe(201);
    expect(added.body.createdDate).toBe('2026-11-01T09:10:00.000Z');
    const dashboard = await callApi<Overview>('/api/dashboard/overview', {
      token: accessToken,
      session: 'clock-runs',
    });
    expect(dashboard.body.today).toBe('2026-11-01');
  });

  it('pins the clock at an instant, and every date and "today" follow it', async () => {
    const pinned = await callApi<MockStatus>('/__mock/clock', {
      body: { now: '2026-11-03T23:30:00+02:00' },
    });
    expect(pinned.status).toBe(200);
    expect(pinned.body.clock).toEqual({ now: '2026-11-03T21:30:00.000Z', frozen: true });

    const { accessToken } = await signInAs('admin');
    const first = await addPermission(accessToken, 'Pinned one');
    const second = await addPermission(accessToken, 'Pinned two');
    expect(first.createdDate).toBe('2026-11-03T21:30:00.000Z');
    expect(second.createdDate).toBe(first.createdDate);
    expect(await todays(accessToken)).toEqual({ dashboard: '2026-11-03', todo: '2026-11-03' });
  });

  it('pins it where it is without `now`, lets it run with frozen: false, and reset restarts it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: realStart });
    await callApi('/__mock/status');
    vi.setSystemTime(realStart + 60_000);
    const pinned = await callApi<MockStatus>('/__mock/clock', { body: {} });
    expect(pinned.body.clock).toEqual({ now: '2026-11-01T09:01:00.000Z', frozen: true });
    vi.setSystemTime(realStart + 10 * 60_000);
    expect((await callApi<MockStatus>('/__mock/status')).body.clock.now).toBe(
      '2026-11-01T09:01:00.000Z',
    );

    const running = await callApi<MockStatus>('/__mock/clock', { body: { frozen: false } });
    expect(running.body.clock).toEqual({ now: '2026-11-01T09:01:00.000Z', frozen: false });
    vi.setSystemTime(realStart + 11 * 60_000);
    expect((await callApi<MockStatus>('/__mock/status')).body.clock.now).toBe(
      '2026-11-01T09:02:00.000Z',
    );

    const reset = await callApi<MockStatus>('/__mock/reset', { body: {} });
    expect(reset.body.clock).toEqual({ now: reference, frozen: false });
  });

  it('keeps each session its own clock, and validates its body', async () => {
    await callApi('/__mock/clock', { body: { now: '2027-01-01T00:00:00Z' }, session: 'clock-a' });
    const other = await callApi<MockStatus>('/__mock/status', { session: 'clock-b' });
    expect(other.body.clock.now.slice(0, 10)).toBe('2026-11-01');

    for (const body of [{ now: 'tomorrow' }, { now: '2026-11-01' }, { frozen: 'yes' }]) {
      expect((await callApi('/__mock/clock', { body })).status).toBe(400);
    }
  });
});

describe('POST /__mock/act-as', () => {
  interface Acted<Body = unknown> {
    status: number;
    body: Body;
  }
  interface UserAnswer {
    user: { id: number; status: string; version: number };
  }
  const actAs = <Body>(session: string, call: Record<string, unknown>) =>
    callApi<Acted<Body>>('/__mock/act-as', { session, body: call });

  it('makes the call as that account, with their rights, their name in the log and on the stale version', async () => {
    const session = freshSession();
    const { accessToken } = await signInAs('admin', session);
    const read = () => callApi<UserAnswer>('/api/users/user?id=2', { session, token: accessToken });
    const before = (await read()).body.user;

    const suspended = await actAs<UserAnswer>(session, {
      email: 'ADMIN@demo.com',
      method: 'post',
      path: '/apps/users/update-status',
      body: { id: 2, status: 'inactive' },
      ifMatch: `"${before.version}"`,
    });
    expect(suspended.body).toEqual({
      status: 200,
      body: { user: expect.objectContaining({ id: 2, status: 'inactive' }) },
    });
    expect((await read()).body.user).toMatchObject({
      status: 'inactive',
      version: before.version + 1,
    });

    // The same version again is stale now: refused, naming who changed it.
    const stale = await actAs<{ changedBy: { fullName: string } }>(session, {
      email: 'admin@demo.com',
      method: 'POST',
      path: '/apps/users/update-status',
      body: { id: 2, status: 'active' },
      ifMatch: `"${before.version}"`,
    });
    expect(stale.body.status).toBe(412);
    expect(stale.body.body.changedBy.fullName).toBe('John Doe');

    // The client's rules refuse the users: so does the call made as them.
    const refused = await actAs(session, {
      email: 'client@demo.com',
      method: 'GET',
      path: '/api/users/user?id=2',
    });
    expect(refused.body.status).toBe(403);
  });

  it('signs each account in once for the control API, and refuses what it cannot do', async () => {
    const session = freshSession();
    const { accessToken } = await signInAs('client', session);
    const sessions = async () =>
      (
        await callApi<{ sessions: unknown[] }>('/api/account/sessions', {
          session,
          token: accessToken,
        })
      ).body.sessions.length;
    const before = await sessions();
    for (let call = 0; call < 2; call += 1) {
      const listed = await actAs(session, {
        email: 'client@demo.com',
        method: 'GET',
        path: '/api/account/sessions',
      });
      expect(listed.body.status).toBe(200);
    }
    expect(await sessions()).toBe(before + 1);

    expect(
      (
        await actAs(session, {
          email: 'nobody@demo.com',
          method: 'GET',
          path: '/api/bookmarks/data',
        })
      ).status,
    ).toBe(404);
    expect(
      (await actAs(session, { email: 'admin@demo.com', method: 'POST', path: '/__mock/reset' }))
        .status,
    ).toBe(400);
  });
});
