// @vitest-environment node
import type { ApiErrorBody, AuthResponse, TokenPair } from '@/lib/session/session-schemas';
import type { OutboxRecord } from '@/mocks/db/auth-tables';
import { configureMockApi } from '@/mocks/db/sessions';
import { demoAccounts } from '@/mocks/seed/auth-seed';
import { callApi, freshSession, signInAs, TEST_ORIGIN } from '@/mocks/testing/mock-api-client';

const { email } = demoAccounts.admin;

/** What a page on another site sends: its links must never lead there. */
const attacker = {
  origin: 'https://attacker.example',
  referer: 'https://attacker.example/x',
};

async function forgot(session: string, address: string, language?: string) {
  const { status } = await callApi('/jwt/forgot-password', {
    session,
    body: { email: address, language },
    headers: attacker,
  });
  expect(status).toBe(204);
}

async function outbox(session: string, to?: string): Promise<OutboxRecord[]> {
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  const { status, body } = await callApi<{ mails: OutboxRecord[] }>(`/__mock/outbox${query}`, {
    session,
  });
  expect(status).toBe(200);
  return body.mails;
}

/** The token of the last reset link mailed to `to`. */
async function lastToken(session: string, to = email): Promise<string> {
  const link = (await outbox(session, to)).at(-1)?.link ?? '';
  expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
  return new URL(link).searchParams.get('token') ?? '';
}

const check = (session: string, token: string) =>
  callApi<ApiErrorBody>('/jwt/reset-password/check', { session, body: { token } });
const reset = (session: string, token: string, password = 'new-secret-42') =>
  callApi<ApiErrorBody>('/jwt/reset-password', {
    session,
    body: { token, password, confirmation: password },
  });

describe('password recovery (mock API)', () => {
  it('answers the same for an unknown address, and sends nothing', async () => {
    const session = freshSession();
    await forgot(session, 'nobody@example.com');
    expect(await outbox(session)).toEqual([]);
  });

  it('mails a link to the inbox and the outbox; the link sets a new password once', async () => {
    const session = freshSession();
    const before = await signInAs('admin', session);
    await forgot(session, email.toUpperCase());
    const [mail] = await outbox(session);
    expect(mail).toMatchObject({
      kind: 'passwordReset',
      to: email,
      subject: 'Reset your password',
    });
    expect(mail?.text).toContain(mail?.link);

    // The same mail, unread, in the admin's inbox in the email app.
    const inbox = await callApi<{ emails: { subject: string; isRead: boolean }[] }>(
      '/apps/email/emails?folder=inbox&q=Reset%20your%20password',
      { session, token: before.accessToken },
    );
    expect(inbox.body.emails).toEqual([
      expect.objectContaining({ subject: 'Reset your password', isRead: false }),
    ]);

    const token = await lastToken(session);
    expect((await check(session, token)).status).toBe(204);
    const weak = await reset(session, token, 'short1');
    expect(weak.status).toBe(400);
    expect(weak.body.errors?.password).toEqual(['users.security.passwordLength']);
    expect((await reset(session, token)).status).toBe(204);

    // Used up; the new password signs in, the old one no longer does.
    const again = await check(session, token);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('auth.errors.resetLinkUsed');
    const fresh = await callApi<AuthResponse>('/jwt/login', {
      session,
      body: { email, password: 'new-secret-42' },
    });
    expect(fresh.status).toBe(200);
    const old = await callApi('/jwt/login', {
      session,
      body: { email, password: demoAccounts.admin.password },
    });
    expect(old.status).toBe(400);
    // Whoever was signed in before is out.
    const refresh = await callApi<TokenPair>('/jwt/refresh-token', {
      session,
      body: { refreshToken: before.refreshToken },
    });
    expect(refresh.status).toBe(401);
  });

  it('expires a link after 30 minutes by the mock clock, and a newer link replaces it', async () => {
    const session = freshSession();
    await forgot(session, email);
    const first = await lastToken(session);
    await forgot(session, email);
    const second = await lastToken(session);
    expect((await check(session, first)).body.message).toBe('auth.errors.resetLinkInvalid');
    expect((await check(session, second)).status).toBe(204);

    const { body: status } = await callApi<{ clock: { now: string } }>('/__mock/status', {
      session,
    });
    const later = new Date(Date.parse(status.clock.now) + 31 * 60 * 1000).toISOString();
    await callApi('/__mock/clock', { session, body: { now: later } });
    const expired = await reset(session, second);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('auth.errors.resetLinkExpired');
  });

  it('writes the mail in the account’s saved language, else the page’s', async () => {
    const session = freshSession();
    await forgot(session, demoAccounts.client.email, 'de');
    expect((await outbox(session)).at(-1)?.subject).toBe('Setzen Sie Ihr Passwort zurück');

    const tokens = await signInAs('admin', session);
    const saved = await callApi('/api/account', {
      session,
      token: tokens.accessToken,
      method: 'PATCH',
      body: { fullName: 'John Doe', email, phone: '', language: 'fr', timeZone: 'Europe/Paris' },
    });
    expect(saved.status).toBe(200);
    await forgot(session, email, 'pt');
    expect((await outbox(session, email)).at(-1)?.subject).toBe('Réinitialisez votre mot de passe');
  });

  it('mails a link to verify a new account’s address, and to a new address asked for', async () => {
    const session = freshSession();
    const signUp = await callApi<AuthResponse>('/jwt/register', {
      session,
      body: { username: 'ada', email: 'ada@example.com', password: 'engines1843', language: 'fr' },
      headers: attacker,
    });
    expect(signUp.status).toBe(200);
    const as = { session, token: signUp.body.accessToken };
    const account = () =>
      callApi<{ account: { email: string; emailVerified: boolean; pendingEmail: string | null } }>(
        '/api/account',
        as,
      );
    expect((await account()).body.account.emailVerified).toBe(false);

    const [mail] = await outbox(session, 'ada@example.com');
    expect(mail).toMatchObject({ kind: 'verifyEmail', subject: 'Vérifiez votre adresse e-mail' });
    const token = new URL(mail?.link ?? '').searchParams.get('token') ?? '';
    const verify = (value: string) =>
      callApi<ApiErrorBody>('/jwt/verify-email', { session, body: { token: value } });
    expect((await verify(token)).status).toBe(204);
    expect((await account()).body.account.emailVerified).toBe(true);
    expect((await verify(token)).body.message).toBe('auth.errors.verifyLinkUsed');
    const resend = await callApi<ApiErrorBody>('/api/account/verification-mail', {
      ...as,
      method: 'POST',
    });
    expect(resend.status).toBe(409);

    // A new address is the account's once the link mailed to it is opened.
    await askForAdasNewAddress(as);
    expect((await account()).body.account).toMatchObject({
      email: 'ada@example.com',
      pendingEmail: 'ada@lovelace.test',
      emailVerified: true,
    });
    expect((await outbox(session, 'ada@lovelace.test')).at(-1)?.kind).toBe('verifyEmailChange');
    const again = await callApi('/api/account/verification-mail', { ...as, method: 'POST' });
    expect(again.status).toBe(204);
    const links = await outbox(session, 'ada@lovelace.test');
    expect(links).toHaveLength(2);
    // Only the newest link works.
    const first = new URL(links[0]?.link ?? '').searchParams.get('token') ?? '';
    const newest = new URL(links[1]?.link ?? '').searchParams.get('token') ?? '';
    expect((await verify(first)).body.message).toBe('auth.errors.verifyLinkInvalid');
    expect((await verify(newest)).status).toBe(204);
    expect((await account()).body.account).toMatchObject({
      email: 'ada@lovelace.test',
      pendingEmail: null,
    });
  });
});

/**
 * Every mail with a link, each asked for by a request that names another site in `Origin`,
 * `Referer` and its own URL (the `Host` a client sends): the links, oldest first.
 */
async function linksAskedFromAnotherSite(): Promise<string[]> {
  const session = freshSession();
  const from = { session, headers: attacker, origin: attacker.origin };
  await forgot(session, email);
  const signUp = await callApi<AuthResponse>('/jwt/register', {
    ...from,
    body: { username: 'ada', email: 'ada@example.com', password: 'engines1843' },
  });
  expect(signUp.status).toBe(200);
  const as = { ...from, token: signUp.body.accessToken };
  const resend = await callApi('/api/account/verification-mail', {
    ...as,
    method: 'POST',
    body: {},
  });
  expect(resend.status).toBe(204);
  await askForAdasNewAddress(as);
  const mails = await outbox(session);
  expect(mails.map((mail) => mail.kind)).toEqual([
    'passwordReset',
    'verifyEmail',
    'verifyEmail',
    'verifyEmailChange',
    'emailChangeRequested',
  ]);
  return mails.map((mail) => mail.link);
}

describe('the links the mock mails', () => {
  afterEach(() => configureMockApi({ publicOrigin: TEST_ORIGIN }));

  it('lead to the app’s own origin, never to the site the request names', async () => {
    const links = await linksAskedFromAnotherSite();
    expect(links.map((link) => new URL(link).origin)).toEqual(Array(5).fill(TEST_ORIGIN));
    expect(links.map((link) => new URL(link).pathname)).toEqual([
      '/reset-password',
      '/verify-email',
      '/verify-email',
      '/verify-email',
      '/account',
    ]);
    for (const link of links) expect(link).not.toContain('attacker');
  });

  it('lead to the public origin the host configures', async () => {
    configureMockApi({ publicOrigin: 'https://dashboard.example.com' });
    const links = await linksAskedFromAnotherSite();
    expect(links.map((link) => new URL(link).origin)).toEqual(
      Array(5).fill('https://dashboard.example.com'),
    );
  });
});

/** Ada, signed in as `as` says, asks for `ada@lovelace.test` with her password. */
async function askForAdasNewAddress(as: Parameters<typeof callApi>[1]) {
  const changed = await callApi('/api/account', {
    ...as,
    method: 'PATCH',
    body: {
      fullName: 'Ada',
      email: 'ada@lovelace.test',
      phone: '',
      language: 'en',
      timeZone: 'Europe/London',
      currentPassword: 'engines1843',
    },
  });
  expect(changed.status).toBe(200);
}
