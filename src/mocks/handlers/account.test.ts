// @vitest-environment node
import type { Account } from '@/apps/account/api/account-schemas';
import type { SignInSession } from '@/lib/session/session-schemas';
import { MAX_AVATAR_CHARS } from '@/apps/account/api/account-schemas';
import { parseUserAgent } from '@/apps/account/api/user-agent';
import type { AuthResponse, TokenPair } from '@/lib/session/session-schemas';
import { demoAccounts } from '@/mocks/seed/auth-seed';
import { callApi, freshSession, type CallOptions } from '@/mocks/testing/mock-api-client';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

async function signIn(
  session: string,
  account: keyof typeof demoAccounts = 'admin',
  userAgent = CHROME_LINUX,
  password: string = demoAccounts[account].password,
): Promise<AuthResponse> {
  const { email } = demoAccounts[account];
  const { status, body } = await callApi<AuthResponse>('/jwt/login', {
    body: { email, password },
    session,
    headers: { 'user-agent': userAgent },
  });
  expect(status).toBe(200);
  return body;
}

function as(session: string, tokens: TokenPair, options: CallOptions = {}): CallOptions {
  return { ...options, session, token: tokens.accessToken };
}

async function refresh(session: string, tokens: TokenPair) {
  return callApi<TokenPair>('/jwt/refresh-token', {
    session,
    body: { refreshToken: tokens.refreshToken },
  });
}

async function sessionsOf(session: string, tokens: TokenPair) {
  const { status, body } = await callApi<{ sessions: SignInSession[] }>(
    '/api/account/sessions',
    as(session, tokens),
  );
  expect(status).toBe(200);
  return body.sessions;
}

const profile = {
  fullName: 'John Doe',
  email: 'admin@demo.com',
  phone: '+1 555 0100',
  language: 'fr',
  timeZone: 'Europe/Paris',
};

describe('account', () => {
  it('refuses a caller without a token', async () => {
    expect((await callApi('/api/account')).status).toBe(401);
    expect((await callApi('/api/account/sessions')).status).toBe(401);
    expect(
      (await callApi('/api/account/sessions/sign-out-others', { method: 'POST' })).status,
    ).toBe(401);
  });

  it('reads and changes the caller’s own profile, and answers the new user data', async () => {
    const session = freshSession();
    const tokens = await signIn(session, 'client');
    const before = await callApi<{ account: Account }>('/api/account', as(session, tokens));
    expect(before.body.account).toMatchObject({
      id: demoAccounts.client.id,
      email: demoAccounts.client.email,
      language: null,
      timeZone: null,
    });
    const avatar = `data:image/jpeg;base64,${'A'.repeat(400)}`;
    const { status, body } = await callApi<{
      account: Account;
      userData: { fullName: string; avatar: string };
    }>(
      '/api/account',
      as(session, tokens, {
        method: 'PATCH',
        body: {
          ...profile,
          email: 'Client.New@Demo.com',
          currentPassword: demoAccounts.client.password,
          fullName: '  Jane Client ',
          avatar,
        },
      }),
    );
    expect(status).toBe(200);
    expect(body.account).toMatchObject({
      fullName: 'Jane Client',
      // Asked for, not in force until its link is opened.
      email: demoAccounts.client.email,
      pendingEmail: 'client.new@demo.com',
      phone: '+1 555 0100',
      language: 'fr',
      timeZone: 'Europe/Paris',
      avatar,
    });
    expect(body.userData).toMatchObject({ fullName: 'Jane Client', avatar });
    // The directory follows: the users app shows the same person.
    const again = await callApi<{ account: Account }>('/api/account', as(session, tokens));
    expect(again.body.account.fullName).toBe('Jane Client');
  });

  it('refuses an email another account has, by the field, once the password is right', async () => {
    const session = freshSession();
    const tokens = await signIn(session, 'client');
    // Without the password nothing is looked up: a token alone does not learn who has an account.
    const probe = await callApi(
      '/api/account',
      as(session, tokens, {
        method: 'PATCH',
        body: { ...profile, email: demoAccounts.admin.email },
      }),
    );
    expect(probe.status).toBe(400);
    const { status, body } = await callApi(
      '/api/account',
      as(session, tokens, {
        method: 'PATCH',
        body: {
          ...profile,
          email: demoAccounts.admin.email,
          currentPassword: demoAccounts.client.password,
        },
      }),
    );
    expect(status).toBe(409);
    expect(body).toEqual({
      message: 'auth.errors.emailTaken',
      errors: { email: ['auth.errors.emailTaken'] },
    });
  });

  it('refuses an invalid phone, time zone and an avatar too large, by their fields', async () => {
    const session = freshSession();
    const tokens = await signIn(session);
    const { status, body } = await callApi<{ errors: Record<string, string[]> }>(
      '/api/account',
      as(session, tokens, {
        method: 'PATCH',
        body: {
          ...profile,
          phone: 'call me',
          timeZone: 'Mars/Olympus',
          avatar: `data:image/jpeg;base64,${'A'.repeat(MAX_AVATAR_CHARS)}`,
        },
      }),
    );
    expect(status).toBe(400);
    expect(body.errors).toMatchObject({
      phone: ['account.validation.phone'],
      timeZone: ['account.validation.timeZone'],
      avatar: ['account.errors.avatarTooLarge'],
    });
  });

  it('refuses a wrong current password and a weak new one, by their fields', async () => {
    const session = freshSession();
    const tokens = await signIn(session);
    const wrong = await callApi(
      '/api/account/password',
      as(session, tokens, {
        body: { currentPassword: 'nope', password: 'Better123', confirmation: 'Better123' },
      }),
    );
    expect(wrong).toEqual({
      status: 400,
      body: {
        message: 'account.errors.wrongPassword',
        errors: { currentPassword: ['account.errors.wrongPassword'] },
      },
    });
    const weak = await callApi<{ errors: Record<string, string[]> }>(
      '/api/account/password',
      as(session, tokens, {
        body: { currentPassword: 'admin', password: 'short', confirmation: 'short' },
      }),
    );
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password).toContain('users.security.passwordLength');
  });

  it('changes the password: other sessions end at once, the current one goes on', async () => {
    const session = freshSession();
    const mine = await signIn(session);
    const other = await signIn(session, 'admin', FIREFOX_WINDOWS);
    const changed = await callApi(
      '/api/account/password',
      as(session, mine, {
        body: { currentPassword: 'admin', password: 'Better123', confirmation: 'Better123' },
      }),
    );
    expect(changed.status).toBe(204);
    expect((await refresh(session, other)).status).toBe(401);
    expect((await callApi('/api/account', as(session, other))).status).toBe(401);
    expect((await callApi('/api/account', as(session, mine))).status).toBe(200);
    const rotated = await refresh(session, mine);
    expect(rotated.status).toBe(200);
    expect((await callApi('/api/account', as(session, rotated.body))).status).toBe(200);
    // The new password signs in, the old one no longer does.
    await signIn(session, 'admin', CHROME_LINUX, 'Better123');
    const old = await callApi('/jwt/login', { session, body: demoAccounts.admin });
    expect(old.status).toBe(400);
  });

  it('lists each sign-in once, through its rotations, with its browser and the current one marked', async () => {
    const session = freshSession();
    const first = await signIn(session, 'admin', FIREFOX_WINDOWS);
    const rotated = await refresh(session, first);
    expect(rotated.status).toBe(200);
    const mine = await signIn(session);
    await signIn(session, 'client'); // another user's: never listed here
    const sessions = await sessionsOf(session, mine);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ current: true, browser: 'Chrome', os: 'Linux' });
    expect(sessions[1]).toMatchObject({ current: false, browser: 'Firefox', os: 'Windows' });
    // The rotated chain is the same session, seen from its own side.
    const fromOther = await sessionsOf(session, rotated.body);
    expect(fromOther.find((entry) => entry.current)?.id).toBe(sessions[1]?.id);
  });

  it('signs one other session out: its tokens are refused, the others go on', async () => {
    const session = freshSession();
    const mine = await signIn(session);
    const second = await signIn(session, 'admin', FIREFOX_WINDOWS);
    const third = await signIn(session);
    const sessions = await sessionsOf(session, mine);
    const secondId = (await sessionsOf(session, second)).find((entry) => entry.current)?.id;
    expect(sessions.map((entry) => entry.id)).toContain(secondId);
    const ended = await callApi(
      `/api/account/sessions/${secondId}`,
      as(session, mine, { method: 'DELETE' }),
    );
    expect(ended.status).toBe(204);
    expect((await refresh(session, second)).status).toBe(401);
    expect((await callApi('/api/account', as(session, second))).status).toBe(401);
    expect((await refresh(session, third)).status).toBe(200);
    expect(await sessionsOf(session, mine)).toHaveLength(2);
    // Ended already, and the caller's own: neither can be signed out here.
    const again = await callApi(
      `/api/account/sessions/${secondId}`,
      as(session, mine, { method: 'DELETE' }),
    );
    expect(again.status).toBe(404);
    const ownId = sessions.find((entry) => entry.current)?.id;
    const own = await callApi(
      `/api/account/sessions/${ownId}`,
      as(session, mine, { method: 'DELETE' }),
    );
    expect(own.status).toBe(409);
  });

  it('signs every other session out, and keeps the current one', async () => {
    const session = freshSession();
    const mine = await signIn(session);
    const others = [await signIn(session), await signIn(session, 'admin', FIREFOX_WINDOWS)];
    const client = await signIn(session, 'client');
    const done = await callApi(
      '/api/account/sessions/sign-out-others',
      as(session, mine, { method: 'POST' }),
    );
    expect(done.status).toBe(204);
    for (const other of others) expect((await refresh(session, other)).status).toBe(401);
    expect(await sessionsOf(session, mine)).toEqual([expect.objectContaining({ current: true })]);
    // Another user's sign-in is not the caller's to end.
    expect((await refresh(session, client)).status).toBe(200);
  });

  it('never lets a user see or end another user’s sessions', async () => {
    const session = freshSession();
    const admin = await signIn(session);
    const client = await signIn(session, 'client');
    const clientId = (await sessionsOf(session, client))[0]?.id;
    expect((await sessionsOf(session, admin)).map((entry) => entry.id)).not.toContain(clientId);
    const ended = await callApi(
      `/api/account/sessions/${clientId}`,
      as(session, admin, { method: 'DELETE' }),
    );
    expect(ended.status).toBe(404);
    expect((await refresh(session, client)).status).toBe(200);
  });
});

describe('parseUserAgent', () => {
  it.each([
    [CHROME_LINUX, 'Chrome', 'Linux'],
    [FIREFOX_WINDOWS, 'Firefox', 'Windows'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      'Safari',
      'macOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome',
      'Android',
    ],
    ['curl/8.5.0', null, null],
  ])('reads %s', (userAgent, browser, os) => {
    expect(parseUserAgent(userAgent)).toEqual({ browser, os });
  });
});
