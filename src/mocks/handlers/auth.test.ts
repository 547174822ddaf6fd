// @vitest-environment node
import {
  apiErrorSchema,
  authResponseSchema,
  refreshResponseSchema,
} from '@/lib/session/session-schemas';
import { getDemoSession } from '@/mocks/db/sessions';
import { REFRESH_REUSE_INTERVAL_MS, REFRESH_TOKEN_TTL_MS } from '@/mocks/lib/tokens';
import { demoAdminUserData } from '@/mocks/testing/demo-admin';
import { callApi, signInAs } from '@/mocks/testing/mock-api-client';

describe('POST /jwt/login', () => {
  it('signs the admin in with userData built from the admin role', async () => {
    const { status, body } = await callApi('/jwt/login', {
      body: { email: 'admin@demo.com', password: 'admin' },
    });
    expect(status).toBe(200);
    const answer = authResponseSchema.parse(body);
    expect(answer.userData).toEqual(demoAdminUserData);
  });

  it('resolves ${user.id} in the client rules to the numeric id', async () => {
    const { userData } = await signInAs('client');
    expect(userData.role).toBe('client');
    expect(userData.ability).toContainEqual({
      action: ['create', 'update', 'delete'],
      subject: 'Todo',
      conditions: { 'assignee.id': 2 },
    });
    expect(userData.ability[1]).toMatchObject({
      inverted: true,
      subject: ['User', 'Permission', 'Invoice', 'Role', 'Product', 'Order', 'Review'],
    });
  });

  it('matches the email case-insensitively and on any origin (the auth host is configurable)', async () => {
    const { status } = await callApi('/jwt/login', {
      origin: 'https://auth.example.com',
      body: { email: ' Admin@Demo.com ', password: 'admin' },
    });
    expect(status).toBe(200);
  });

  it('answers 400 with the same error for a wrong password and an unknown email', async () => {
    for (const body of [
      { email: 'admin@demo.com', password: 'wrong' },
      { email: 'nobody@demo.com', password: 'admin' },
    ]) {
      const answer = await callApi('/jwt/login', { body });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        message: 'auth.errors.invalidCredentials',
        errors: { email: ['auth.errors.invalidCredentials'] },
      });
    }
  });

  it('refuses a suspended account with 403, and ends its sessions at the next refresh', async () => {
    const login = await signInAs('client');
    const client = getDemoSession().db.users.find((user) => user.email === 'client@demo.com');
    if (!client) throw new Error('client missing from the seed');
    client.status = 'inactive';
    const refused = await callApi('/jwt/login', {
      body: { email: 'client@demo.com', password: 'client' },
    });
    expect(refused.status).toBe(403);
    expect(apiErrorSchema.parse(refused.body).message).toBe('auth.errors.suspended');
    const refresh = await callApi('/jwt/refresh-token', {
      body: { refreshToken: login.refreshToken },
    });
    expect(refresh.status).toBe(401);
    client.status = 'active';
    expect((await signInAs('client')).userData.role).toBe('client');
  });

  it('answers 400 with field errors as i18n keys', async () => {
    const missing = await callApi('/jwt/login', { body: {} });
    expect(missing.status).toBe(400);
    expect(apiErrorSchema.parse(missing.body)).toEqual({
      message: 'validation.failed',
      errors: { email: ['validation.required'], password: ['validation.required'] },
    });

    const invalid = await callApi('/jwt/login', { body: { email: 'not-an-email', password: '' } });
    expect(invalid.body).toEqual({
      message: 'validation.failed',
      errors: { email: ['validation.email'], password: ['validation.required'] },
    });

    const malformed = await callApi('/jwt/login', { rawBody: '{"email":' });
    expect(malformed).toEqual({ status: 400, body: { message: 'validation.malformedJson' } });
  });
});

describe('POST /jwt/register', () => {
  it('creates a client account that can then sign in', async () => {
    const { status, body } = await callApi('/jwt/register', {
      body: { username: 'newbie', email: 'newbie@demo.com', password: 'secret12' },
    });
    expect(status).toBe(200);
    const { userData } = authResponseSchema.parse(body);
    expect(userData).toMatchObject({ id: 501, username: 'newbie', role: 'client' });
    expect(userData.ability).toContainEqual({
      action: ['create', 'update'],
      subject: 'Chat',
      conditions: { userId: 501 },
    });
    const login = await callApi('/jwt/login', {
      body: { email: 'newbie@demo.com', password: 'secret12' },
    });
    expect(login.status).toBe(200);
  });

  it('answers 409 with field errors for a taken email and username', async () => {
    const { status, body } = await callApi('/jwt/register', {
      body: { username: 'JohnDoe', email: 'ADMIN@demo.com', password: 'secret12' },
    });
    expect(status).toBe(409);
    expect(body).toEqual({
      message: 'auth.errors.accountExists',
      errors: { email: ['auth.errors.emailTaken'], username: ['auth.errors.usernameTaken'] },
    });
  });

  it('validates the fields with the sign-up form’s messages', async () => {
    const { status, body } = await callApi('/jwt/register', {
      body: { username: 'ab', email: 'x', password: '123' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      message: 'validation.failed',
      errors: {
        username: ['validation.usernameLength'],
        email: ['validation.email'],
        password: ['users.security.passwordLength', 'users.security.passwordMix'],
      },
    });
    const empty = await callApi('/jwt/register', { body: { username: ' ', email: '' } });
    expect(empty.body).toEqual({
      message: 'validation.failed',
      errors: {
        username: ['validation.required'],
        email: ['validation.required'],
        password: ['validation.required'],
      },
    });
  });
});

const refreshWith = (refreshToken: string) =>
  callApi('/jwt/refresh-token', { body: { refreshToken } });
const bookmarksWith = (token: string) => callApi('/api/bookmarks/data', { token });

describe('POST /jwt/refresh-token', () => {
  it('rotates the pair, returns fresh userData, and refuses a used token once the new one is used', async () => {
    const login = await signInAs('admin');
    const first = await refreshWith(login.refreshToken);
    expect(first.status).toBe(200);
    const rotated = refreshResponseSchema.parse(first.body);
    expect(rotated.refreshToken).not.toBe(login.refreshToken);
    expect(rotated.accessToken).not.toBe(login.accessToken);
    expect(rotated.userData?.id).toBe(1);

    // The first answer was lost: the token comes back at once and gets the same pair.
    const again = await refreshWith(login.refreshToken);
    expect(again.status).toBe(200);
    expect(refreshResponseSchema.parse(again.body)).toMatchObject({
      accessToken: rotated.accessToken,
      refreshToken: rotated.refreshToken,
    });

    const next = await refreshWith(rotated.refreshToken);
    expect(next.status).toBe(200);
    // The new pair has been used: the chain moved on, and the old token is refused.
    expect(await refreshWith(login.refreshToken)).toEqual({
      status: 401,
      body: { message: 'auth.errors.sessionExpired' },
    });
  });

  it('refuses a used token after the reuse interval, and one whose session ended', async () => {
    const login = await signInAs('admin');
    expect((await refreshWith(login.refreshToken)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + REFRESH_REUSE_INTERVAL_MS + 1000);
      expect(await refreshWith(login.refreshToken)).toEqual({
        status: 401,
        body: { message: 'auth.errors.sessionExpired' },
      });
    } finally {
      vi.useRealTimers();
    }

    const other = await signInAs('admin');
    const rotated = refreshResponseSchema.parse((await refreshWith(other.refreshToken)).body);
    expect(
      (await callApi('/jwt/logout', { body: { refreshToken: rotated.refreshToken } })).status,
    ).toBe(204);
    expect((await refreshWith(other.refreshToken)).status).toBe(401);
  });

  it('ends the whole sign-in when a used token comes back after the reuse interval', async () => {
    const login = await signInAs('admin');
    const other = await signInAs('admin');
    const rotated = refreshResponseSchema.parse((await refreshWith(login.refreshToken)).body);
    expect((await bookmarksWith(rotated.accessToken)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + REFRESH_REUSE_INTERVAL_MS + 1000);
      // Someone kept a copy (RFC 9700, refresh token reuse): whoever holds the chain now is out.
      expect((await refreshWith(login.refreshToken)).status).toBe(401);
      expect((await bookmarksWith(rotated.accessToken)).status).toBe(401);
      expect((await refreshWith(rotated.refreshToken)).status).toBe(401);
      // The user's other sign-in goes on.
      expect((await bookmarksWith(other.accessToken)).status).toBe(200);
      expect((await refreshWith(other.refreshToken)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers simultaneous refreshes with one token with one same new pair', async () => {
    const login = await signInAs('admin');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refreshWith(login.refreshToken)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const pairs = answers.map((answer) => {
      const { accessToken, refreshToken } = refreshResponseSchema.parse(answer.body);
      return { accessToken, refreshToken };
    });
    expect(new Set(pairs.map((pair) => pair.refreshToken)).size).toBe(1);
    expect(new Set(pairs.map((pair) => pair.accessToken)).size).toBe(1);
    const [pair] = pairs;
    expect((await bookmarksWith(pair?.accessToken ?? '')).status).toBe(200);
    expect((await refreshWith(pair?.refreshToken ?? '')).status).toBe(200);
  });

  it('builds userData from the current role rules', async () => {
    const login = await signInAs('client');
    const role = getDemoSession().db.roles.find((candidate) => candidate.name === 'client');
    if (!role) throw new Error('client role missing from the seed');
    role.rules = [{ action: 'read', subject: 'Todo' }];
    const { body } = await callApi('/jwt/refresh-token', {
      body: { refreshToken: login.refreshToken },
    });
    expect(refreshResponseSchema.parse(body).userData?.ability).toEqual([
      { action: 'read', subject: 'Todo' },
    ]);
  });

  it('refuses an expired, a garbage and an access token', async () => {
    const login = await signInAs('admin');
    expect(
      (await callApi('/jwt/refresh-token', { body: { refreshToken: 'garbage' } })).status,
    ).toBe(401);
    expect(
      (await callApi('/jwt/refresh-token', { body: { refreshToken: login.accessToken } })).status,
    ).toBe(401);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + REFRESH_TOKEN_TTL_MS + 1000);
      const expired = await callApi('/jwt/refresh-token', {
        body: { refreshToken: login.refreshToken },
      });
      expect(expired.status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('POST /jwt/logout', () => {
  it('revokes the refresh token and answers 204, even for an unknown token', async () => {
    const login = await signInAs('admin');
    const logout = await callApi('/jwt/logout', { body: { refreshToken: login.refreshToken } });
    expect(logout).toEqual({ status: 204, body: null });
    const refresh = await callApi('/jwt/refresh-token', {
      body: { refreshToken: login.refreshToken },
    });
    expect(refresh.status).toBe(401);

    expect((await callApi('/jwt/logout', { body: { refreshToken: 'unknown' } })).status).toBe(204);
    expect((await callApi('/jwt/logout', { rawBody: 'not json' })).status).toBe(204);
  });

  it('ends the whole sign-in: the access tokens of its earlier pairs too', async () => {
    const login = await signInAs('admin');
    const rotated = refreshResponseSchema.parse((await refreshWith(login.refreshToken)).body);
    expect((await bookmarksWith(login.accessToken)).status).toBe(200);
    const logout = await callApi('/jwt/logout', { body: { refreshToken: rotated.refreshToken } });
    expect(logout.status).toBe(204);
    expect((await bookmarksWith(rotated.accessToken)).status).toBe(401);
    expect((await bookmarksWith(login.accessToken)).status).toBe(401);
  });
});
