// @vitest-environment node
import { Secret, TOTP } from 'otpauth';
import type { TwoStepSetup } from '@/apps/account/api/two-step-schemas';
import type { UserSecurity } from '@/apps/users/api/user-security-schemas';
import type { AuditLogPage } from '@/lib/audit-log/audit-log-schemas';
import type { AuthResponse, TokenPair } from '@/lib/session/session-schemas';
import type { OutboxRecord } from '@/mocks/db/auth-tables';
import { demoAccounts } from '@/mocks/seed/auth-seed';
import {
  callApi,
  freshSession,
  signInAs,
  TEST_ORIGIN,
  type ErrorBody,
} from '@/mocks/testing/mock-api-client';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

const client = demoAccounts.client;
const admin = demoAccounts.admin;

function appCode(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
}

async function signIn(session: string, userAgent: string, account: 'admin' | 'client' = 'client') {
  const { email, password } = demoAccounts[account];
  const { status, body } = await callApi<AuthResponse>('/jwt/login', {
    session,
    body: { email, password },
    headers: { 'user-agent': userAgent },
  });
  expect(status).toBe(200);
  return body;
}

function refresh(session: string, tokens: TokenPair) {
  return callApi<ErrorBody>('/jwt/refresh-token', {
    session,
    body: { refreshToken: tokens.refreshToken },
  });
}

async function security(session: string, token: string, id: number = client.id) {
  const { status, body } = await callApi<UserSecurity>(`/api/users/${id}/security`, {
    session,
    token,
  });
  expect(status).toBe(200);
  return body;
}

/** The client turns two-step sign-in on from their account. */
async function clientTurnsTwoStepOn(session: string) {
  const { accessToken } = await signIn(session, CHROME_LINUX);
  const as = { session, token: accessToken };
  const setup = await callApi<TwoStepSetup>('/api/account/two-step/setup', {
    ...as,
    method: 'POST',
  });
  const enabled = await callApi('/api/account/two-step/enable', {
    ...as,
    body: { code: appCode(setup.body.secret) },
  });
  expect(enabled.status).toBe(200);
}

async function auditEntries(session: string, token: string, action: string) {
  const { body } = await callApi<AuditLogPage>(`/api/audit-log?perPage=100`, { session, token });
  return body.entries.filter((entry) => entry.action === action);
}

async function outbox(session: string): Promise<OutboxRecord[]> {
  const { body } = await callApi<{ mails: OutboxRecord[] }>('/__mock/outbox', { session });
  return body.mails;
}

/** Every endpoint of an admin's security actions on a user, with its method. */
const endpoints = (id: number | string, sessionId = 'x') => [
  { path: `/api/users/${id}/security`, method: 'GET' },
  { path: `/api/users/${id}/sessions/${sessionId}`, method: 'DELETE' },
  { path: `/api/users/${id}/sessions/sign-out-all`, method: 'POST' },
  { path: `/api/users/${id}/two-step/reset`, method: 'POST' },
];

describe("an admin and a user's security (mock API)", () => {
  it('refuses a call without a token (401), from the client role (403), for an unknown user (404)', async () => {
    const session = freshSession();
    const clientTokens = await signIn(session, CHROME_LINUX);
    const adminTokens = await signInAs('admin', session);
    for (const { path, method } of endpoints(client.id)) {
      expect((await callApi(path, { session, method })).status, `${method} ${path}`).toBe(401);
      const refused = await callApi<ErrorBody>(path, {
        session,
        method,
        token: clientTokens.accessToken,
      });
      expect(refused.status, `${method} ${path}`).toBe(403);
    }
    for (const id of [99999, 'nobody']) {
      for (const { path, method } of endpoints(id)) {
        const unknown = await callApi(path, { session, method, token: adminTokens.accessToken });
        expect(unknown.status, `${method} ${path}`).toBe(404);
      }
    }
    // The client's sign-in went on through it all.
    expect((await refresh(session, clientTokens)).status).toBe(200);
  });

  it("lists the user's live sessions and two-step sign-in; marks the admin's own", async () => {
    const session = freshSession();
    await signIn(session, CHROME_LINUX);
    await signIn(session, FIREFOX_WINDOWS);
    const { accessToken } = await signIn(session, CHROME_LINUX, 'admin');
    const seen = await security(session, accessToken);
    expect(seen.twoStep).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect(seen.sessions).toHaveLength(2);
    expect(seen.sessions.map((entry) => [entry.browser, entry.os, entry.current])).toEqual(
      expect.arrayContaining([
        ['Chrome', 'Linux', false],
        ['Firefox', 'Windows', false],
      ]),
    );
    const own = await security(session, accessToken, admin.id);
    expect(own.sessions).toEqual([expect.objectContaining({ current: true })]);
  });

  it("ends one of the user's sessions at once, told why; refuses the admin's own", async () => {
    const session = freshSession();
    const chrome = await signIn(session, CHROME_LINUX);
    const firefox = await signIn(session, FIREFOX_WINDOWS);
    const { accessToken: token } = await signIn(session, CHROME_LINUX, 'admin');
    const firefoxId = (await security(session, token)).sessions.find(
      (entry) => entry.browser === 'Firefox',
    )?.id;
    const ended = await callApi(`/api/users/${client.id}/sessions/${firefoxId}`, {
      session,
      token,
      method: 'DELETE',
    });
    expect(ended.status).toBe(204);
    const refused = await refresh(session, firefox);
    expect(refused).toMatchObject({
      status: 401,
      body: { message: 'auth.errors.signedOutElsewhere' },
    });
    expect((await callApi('/api/account', { session, token: firefox.accessToken })).status).toBe(
      401,
    );
    expect((await refresh(session, chrome)).status).toBe(200);
    expect((await security(session, token)).sessions).toHaveLength(1);
    // Ended already: 404; another user's session named under this user: 404.
    const again = await callApi(`/api/users/${client.id}/sessions/${firefoxId}`, {
      session,
      token,
      method: 'DELETE',
    });
    expect(again.status).toBe(404);
    const ownId = (await security(session, token, admin.id)).sessions[0]?.id ?? '';
    const elsewhere = await callApi(`/api/users/${client.id}/sessions/${ownId}`, {
      session,
      token,
      method: 'DELETE',
    });
    expect(elsewhere.status).toBe(404);
    // A name the Map of sessions does not hold, however it is spelt.
    for (const name of ['__proto__', 'constructor', 'toString']) {
      const odd = await callApi(`/api/users/${client.id}/sessions/${name}`, {
        session,
        token,
        method: 'DELETE',
      });
      expect(odd.status).toBe(404);
    }
    const own = await callApi<ErrorBody>(`/api/users/${admin.id}/sessions/${ownId}`, {
      session,
      token,
      method: 'DELETE',
    });
    expect(own).toMatchObject({ status: 409, body: { message: 'users.errors.currentSession' } });

    const [entry] = await auditEntries(session, token, 'endUserSession');
    expect(entry).toMatchObject({
      app: 'users',
      userId: admin.id,
      recordType: 'users',
      recordId: String(client.id),
      recordLabel: expect.any(String),
    });
  });

  it("signs the user out everywhere at once; on oneself, keeps the caller's session", async () => {
    const session = freshSession();
    const sessions = [await signIn(session, CHROME_LINUX), await signIn(session, FIREFOX_WINDOWS)];
    const here = await signIn(session, CHROME_LINUX, 'admin');
    const there = await signIn(session, FIREFOX_WINDOWS, 'admin');
    const token = here.accessToken;
    const done = await callApi(`/api/users/${client.id}/sessions/sign-out-all`, {
      session,
      token,
      method: 'POST',
    });
    expect(done.status).toBe(204);
    for (const tokens of sessions) {
      const refused = await refresh(session, tokens);
      expect(refused.status).toBe(401);
      expect(refused.body?.message).toBe('auth.errors.signedOutElsewhere');
    }
    expect((await security(session, token)).sessions).toEqual([]);
    // None left: still 204.
    const none = await callApi(`/api/users/${client.id}/sessions/sign-out-all`, {
      session,
      token,
      method: 'POST',
    });
    expect(none.status).toBe(204);

    const self = await callApi(`/api/users/${admin.id}/sessions/sign-out-all`, {
      session,
      token,
      method: 'POST',
    });
    expect(self.status).toBe(204);
    expect((await refresh(session, there)).status).toBe(401);
    expect((await callApi('/api/account', { session, token })).status).toBe(200);

    const entries = await auditEntries(session, token, 'endUserSessions');
    expect(entries.map((entry) => entry.recordId)).toEqual(
      expect.arrayContaining([String(client.id), String(admin.id)]),
    );
  });

  it("resets the user's two-step sign-in: off at once, the password alone signs in, mailed, audited", async () => {
    const session = freshSession();
    await clientTurnsTwoStepOn(session);
    const { accessToken: token } = await signIn(session, CHROME_LINUX, 'admin');
    expect((await security(session, token)).twoStep).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    // A sign-in waiting for its code when the reset comes must start again.
    const waiting = await callApi<{ twoStepChallenge: string }>('/jwt/login', {
      session,
      body: { email: client.email, password: client.password },
    });
    expect(waiting.body.twoStepChallenge).toEqual(expect.any(String));

    const reset = await callApi(`/api/users/${client.id}/two-step/reset`, {
      session,
      token,
      method: 'POST',
    });
    expect(reset.status).toBe(204);
    expect((await security(session, token)).twoStep).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    const signedIn = await callApi<AuthResponse>('/jwt/login', {
      session,
      body: { email: client.email, password: client.password },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toHaveProperty('accessToken');
    expect(signedIn.body).not.toHaveProperty('twoStepChallenge');
    const stale = await callApi('/jwt/login/two-step', {
      session,
      body: { challenge: waiting.body.twoStepChallenge, code: '123456' },
    });
    expect(stale.status).not.toBe(200);

    // Off already: 409.
    const again = await callApi<ErrorBody>(`/api/users/${client.id}/two-step/reset`, {
      session,
      token,
      method: 'POST',
    });
    expect(again).toMatchObject({ status: 409, body: { message: 'users.errors.twoStepOff' } });

    const mails = (await outbox(session)).filter((mail) => mail.kind === 'twoStepReset');
    expect(mails).toEqual([
      expect.objectContaining({ to: client.email, link: `${TEST_ORIGIN}/account?tab=security` }),
    ]);

    const [entry] = await auditEntries(session, token, 'resetUserTwoStep');
    expect(entry).toMatchObject({ app: 'users', recordType: 'twoStep', userId: admin.id });
    expect(entry?.changes.find((change) => change.field === 'secret')).toEqual({
      field: 'secret',
      before: null,
      after: null,
      redacted: true,
    });
  });

  it('takes the mail link from the public origin, never from the request', async () => {
    const session = freshSession();
    await clientTurnsTwoStepOn(session);
    const { accessToken: token } = await signIn(session, CHROME_LINUX, 'admin');
    const reset = await callApi(`/api/users/${client.id}/two-step/reset`, {
      session,
      token,
      method: 'POST',
      headers: { origin: 'https://evil.test', 'x-forwarded-host': 'evil.test' },
    });
    expect(reset.status).toBe(204);
    const [mail] = (await outbox(session)).filter((item) => item.kind === 'twoStepReset');
    expect(new URL(mail?.link ?? '').origin).toBe(TEST_ORIGIN);
  });
});
