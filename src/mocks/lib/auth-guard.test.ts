// @vitest-environment node
import { SignJWT } from 'jose';
import { http, HttpResponse } from 'msw';
import { getDemoSession, getMockSession } from '@/mocks/db/sessions';
import { mockServer } from '@/mocks/hosts/node';
import { createUserAbility, requireAbility, requireUser } from '@/mocks/lib/auth-guard';
import { signToken } from '@/mocks/lib/tokens';
import { callApi, freshSession, signInAs } from '@/mocks/testing/mock-api-client';

function userById(id: number) {
  const user = getDemoSession().db.users.find((candidate) => candidate.id === id);
  if (!user) throw new Error(`user ${id} missing from the seed`);
  return user;
}

async function thrownResponse(action: () => void): Promise<{ status: number; body: unknown }> {
  try {
    action();
  } catch (error) {
    if (error instanceof Response) return { status: error.status, body: await error.json() };
    throw error;
  }
  throw new Error('expected a thrown Response');
}

describe('requireAbility', () => {
  it('answers 403 with the action and subject in the message', async () => {
    const ctx = { ability: createUserAbility(getDemoSession().db, userById(2)) };
    expect(await thrownResponse(() => requireAbility(ctx, 'read', 'User'))).toEqual({
      status: 403,
      body: { message: 'Cannot execute read on User' },
    });
    expect(() => requireAbility(ctx, 'read', 'Todo')).not.toThrow();
  });

  it('checks rule conditions against the object, with ${user.id} resolved', async () => {
    const ctx = { ability: createUserAbility(getDemoSession().db, userById(2)) };
    const ownTask = { id: 7, assignee: { id: 2 } };
    const otherTask = { id: 8, assignee: { id: 1 } };
    expect(() => requireAbility(ctx, 'update', 'Todo', ownTask)).not.toThrow();
    expect(await thrownResponse(() => requireAbility(ctx, 'update', 'Todo', otherTask))).toEqual({
      status: 403,
      body: { message: 'Cannot execute update on Todo' },
    });
    // The object is not tagged by CASL, so it can still be serialised or checked again.
    expect(Object.getOwnPropertyNames(ownTask)).toEqual(['id', 'assignee']);
  });

  it('guards a handler end to end', async () => {
    mockServer.use(
      http.get('*/api/test/users', async ({ request, cookies }) => {
        const ctx = await requireUser(request, getMockSession(cookies));
        requireAbility(ctx, 'read', 'User');
        return HttpResponse.json({ ok: true });
      }),
    );
    const client = await signInAs('client');
    const admin = await signInAs('admin');
    expect(await callApi('/api/test/users', { token: client.accessToken })).toEqual({
      status: 403,
      body: { message: 'Cannot execute read on User' },
    });
    expect((await callApi('/api/test/users', { token: admin.accessToken })).status).toBe(200);
    expect((await callApi('/api/test/users')).status).toBe(401);
  });
});

describe('requireUser', () => {
  it('refuses a refresh token, an expired access token and a deleted user', async () => {
    const login = await signInAs('admin');
    expect((await callApi('/api/bookmarks/data', { token: login.refreshToken })).status).toBe(401);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 16 * 60 * 1000);
      expect((await callApi('/api/bookmarks/data', { token: login.accessToken })).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }

    getDemoSession().db.users = getDemoSession().db.users.filter((user) => user.id !== 1);
    expect((await callApi('/api/bookmarks/data', { token: login.accessToken })).status).toBe(401);
  });
});

const bookmarks = (token: string, session?: string) =>
  callApi('/api/bookmarks/data', { token, session });
const refresh = (refreshToken: string, session?: string) =>
  callApi('/jwt/refresh-token', { body: { refreshToken }, session });

describe('the tokens the mock honours', () => {
  it('keeps a cookie session named `demo` away from the demo database', async () => {
    const cookie = await signInAs('admin', 'demo');
    expect((await bookmarks(cookie.accessToken, 'demo')).status).toBe(200);
    // Without the cookie: the shared demo database, which never issued these.
    expect((await bookmarks(cookie.accessToken)).status).toBe(401);
    expect((await refresh(cookie.refreshToken)).status).toBe(401);
    // Nor the other way round.
    const demo = await signInAs('admin');
    expect((await bookmarks(demo.accessToken, 'demo')).status).toBe(401);
    expect((await refresh(demo.refreshToken, 'demo')).status).toBe(401);
  });

  it('honours a token only in the database that issued it', async () => {
    const [mine, theirs] = [freshSession(), freshSession()];
    const login = await signInAs('admin', mine);
    expect((await bookmarks(login.accessToken, theirs)).status).toBe(401);
    expect((await refresh(login.refreshToken, theirs)).status).toBe(401);
  });

  it('refuses a well-signed access token that no sign-in issued', async () => {
    // Signed by the mock's own key, but never recorded: nothing could ever revoke it.
    const { token } = await signToken(getDemoSession(), 1, 'access');
    expect((await bookmarks(token)).status).toBe(401);
  });

  it('refuses tokens signed with the secret the source once held', async () => {
    await signInAs('admin');
    const oldSecret = new TextEncoder().encode(
      'admin-dashboard-mock-api-demo-secret-not-for-production',
    );
    const forge = (type: 'access' | 'refresh') => {
      const now = Date.now();
      return new SignJWT({ typ: type, iatMs: now, sid: 'demo' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject('1')
        .setJti(`forged-${type}`)
        .setIssuedAt(Math.floor(now / 1000))
        .setExpirationTime(Math.floor(now / 1000) + 600)
        .sign(oldSecret);
    };
    expect((await bookmarks(await forge('access'))).status).toBe(401);
    expect((await refresh(await forge('refresh'))).status).toBe(401);
  });
});
