// @vitest-environment node
import { Secret, TOTP } from 'otpauth';
import type { RecoveryCodes, TwoStepSetup } from '@/apps/account/api/two-step-schemas';
import type { LimitsState, OutboxMail } from '@/contract/endpoints/mock-control';
import { throttleRules } from '@/contract/throttle';
import type { AuditLogPage } from '@/lib/audit-log/audit-log-schemas';
import type { ApiErrorBody, AuthResponse } from '@/lib/session/session-schemas';
import { demoAccounts } from '@/mocks/seed/auth-seed';
import {
  callApiWithHeaders as callApi,
  freshSession,
  signInAs,
  type CallResult,
} from '@/mocks/testing/mock-api-client';

/**
 * The security tester's attacks (issue 49), each refused now: past its limit a request answers
 * 429 with `Retry-After`, the right password or code included, and works again once the mock's
 * clock has moved past the wait.
 */

const REFERENCE = Date.parse('2026-11-01T09:00:00Z');
const { email: adminEmail, password: adminPassword } = demoAccounts.admin;

/** Pins the session's clock `minutes` after the reference date. */
async function clockAt(session: string, minutes: number) {
  const now = new Date(REFERENCE + minutes * 60_000).toISOString();
  const { status } = await callApi('/__mock/clock', { session, body: { now, frozen: true } });
  expect(status).toBe(200);
}

function signIn(session: string, email: string, password: string) {
  return callApi<AuthResponse & ApiErrorBody>('/jwt/login', { session, body: { email, password } });
}

/** A 429 that says to wait `seconds`, in the body and the header alike. */
function expectThrottled(answer: CallResult<unknown> & { headers: Headers }, seconds: number) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({
    message: 'auth.errors.tooManyAttempts',
    params: { retryAfter: seconds },
  });
  expect(answer.headers.get('retry-after')).toBe(String(seconds));
}

const {
  signInAccount,
  signInClient,
  codesAccount,
  passwordAccount,
  resetMailsAddress,
  signUpClient,
} = throttleRules;
const verificationMails = throttleRules.verificationMailsAddress;

describe('throttling: sign-in per address', () => {
  it('refuses the 11th attempt after ten wrong passwords, the right one too, until the wait is over', async () => {
    const session = freshSession();
    await clockAt(session, 0);
    // 200 wrong passwords in 6 s, then the right one, signed in: no longer.
    for (let attempt = 1; attempt <= signInAccount.max; attempt += 1) {
      expect((await signIn(session, adminEmail, 'wrong')).status).toBe(400);
    }
    expectThrottled(await signIn(session, adminEmail, 'wrong'), 900);
    expectThrottled(await signIn(session, adminEmail, adminPassword), 900);
    // The wait counts down with the mock's clock, and ends with it.
    await clockAt(session, 5);
    expectThrottled(await signIn(session, adminEmail, adminPassword), 600);
    await clockAt(session, 15);
    expect((await signIn(session, adminEmail, adminPassword)).status).toBe(200);
    // The other accounts were never locked.
    expect((await signIn(session, demoAccounts.client.email, 'client')).status).toBe(200);
  });

  it('forgives the failures of an address its right password signs in', async () => {
    const session = freshSession();
    for (let attempt = 1; attempt < signInAccount.max; attempt += 1) {
      expect((await signIn(session, adminEmail, 'wrong')).status).toBe(400);
    }
    expect((await signIn(session, adminEmail, adminPassword)).status).toBe(200);
    for (let attempt = 1; attempt < signInAccount.max; attempt += 1) {
      expect((await signIn(session, adminEmail, 'wrong')).status).toBe(400);
    }
    expect((await signIn(session, adminEmail, 'wrong')).status).toBe(400);
    expect((await signIn(session, adminEmail, adminPassword)).status).toBe(429);
  });

  it('locks an address no account has as it locks a known one, in any case', async () => {
    const session = freshSession();
    const known: number[] = [];
    const unknown: number[] = [];
    for (let attempt = 0; attempt <= signInAccount.max; attempt += 1) {
      known.push((await signIn(session, adminEmail, 'wrong')).status);
      const typed = attempt % 2 === 0 ? 'nobody@example.com' : 'NoBody@Example.com';
      unknown.push((await signIn(session, typed, 'wrong')).status);
    }
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toBe(429);
    expectThrottled(await signIn(session, 'nobody@example.com', 'x'), 900);
  });
});

describe('throttling: sign-in per client', () => {
  it('refuses a password spray over many addresses from one client, and not another client', async () => {
    const session = freshSession();
    // A spray: one or two guesses per address, the per-address limit never reached.
    for (let attempt = 0; attempt < signInClient.max; attempt += 1) {
      const email = `user${attempt % 25}@example.com`;
      expect((await signIn(session, email, `guess${attempt}`)).status).toBe(400);
    }
    expectThrottled(await signIn(session, adminEmail, adminPassword), 900);
    // Another client (another mock session) is not this one; the wait is the client's alone.
    expect((await signIn(freshSession(), adminEmail, adminPassword)).status).toBe(200);
    // A request header says nothing of who the client is.
    const forged = await callApi('/jwt/login', {
      session,
      headers: { 'x-forwarded-for': '203.0.113.7' },
      body: { email: adminEmail, password: adminPassword },
    });
    expect(forged.status).toBe(429);
  });

  it('does not forgive the client its failures when one of its sign-ins succeeds', async () => {
    const session = freshSession();
    const statuses: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      for (let attempt = 0; attempt < signInClient.max / 5; attempt += 1) {
        statuses.push((await signIn(session, `spray${round}${attempt}@example.com`, 'x')).status);
      }
      // The sprayer's own account, between rounds: its success forgives its address only.
      statuses.push((await signIn(session, adminEmail, adminPassword)).status);
    }
    expect(statuses.filter((status) => status === 400)).toHaveLength(signInClient.max);
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.at(-1)).toBe(429);
  });
});

/** What the phone's app shows for `secret`, `steps` periods from now. */
function appCode(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/** A code of the app that is not the right one now, nor one step either way. */
function wrongCode(secret: string): string {
  const near = new Set([-1, 0, 1].map((steps) => appCode(secret, steps)));
  let code = 100_000;
  while (near.has(String(code))) code += 1;
  return String(code);
}

/** A code the server would accept now and has not yet (the control API's). */
async function rightCode(session: string): Promise<string> {
  const { body } = await callApi<{ code: string }>('/__mock/two-step-code', {
    session,
    body: { email: adminEmail },
  });
  return body.code;
}

/** Signs the admin in and turns two-step sign-in on. */
async function withTwoStep(session: string) {
  const tokens = await signInAs('admin', session);
  const as = { session, token: tokens.accessToken };
  const setup = await callApi<TwoStepSetup>('/api/account/two-step/setup', {
    ...as,
    method: 'POST',
  });
  const enabled = await callApi<RecoveryCodes>('/api/account/two-step/enable', {
    ...as,
    body: { code: appCode(setup.body.secret) },
  });
  expect(enabled.status).toBe(200);
  return { as, secret: setup.body.secret };
}

async function challenge(session: string): Promise<string> {
  const { status, body } = await callApi<{ twoStepChallenge: string }>('/jwt/login', {
    session,
    body: { email: adminEmail, password: adminPassword },
  });
  expect(status).toBe(200);
  return body.twoStepChallenge;
}

function secondStep(session: string, id: string, code: string) {
  return callApi<AuthResponse & ApiErrorBody>('/jwt/login/two-step', {
    session,
    body: { challenge: id, code },
  });
}

describe('throttling: two-step codes per account', () => {
  it('counts wrong codes across challenges: a new challenge starts no new count', async () => {
    const session = freshSession();
    await clockAt(session, 0);
    const { secret } = await withTwoStep(session);
    const wrong = wrongCode(secret);
    const statuses: number[] = [];
    // 96 wrong codes in 19 s through new challenges, then the right one: no longer.
    let id = await challenge(session);
    for (let attempt = 1; attempt <= codesAccount.max; attempt += 1) {
      const answer = await secondStep(session, id, wrong);
      statuses.push(answer.status);
      if (answer.status === 401) id = await challenge(session);
    }
    // Five a challenge (the fifth ends it), two challenges: the limit.
    expect(statuses).toEqual([400, 400, 400, 400, 401, 400, 400, 400, 400, 401]);
    id = await challenge(session);
    expectThrottled(await secondStep(session, id, await rightCode(session)), 900);
    await clockAt(session, 15);
    const signedIn = await secondStep(session, id, await rightCode(session));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.accessToken).toBeTruthy();
  });

  it('counts the codes of turning two-step off with the sign-in’s', async () => {
    const session = freshSession();
    await clockAt(session, 0);
    const { as, secret } = await withTwoStep(session);
    const wrong = wrongCode(secret);
    const id = await challenge(session);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await secondStep(session, id, wrong)).status).toBe(400);
    }
    // 30 wrong codes then the right one turned it off: now the account's ten are shared.
    const disable = (code: string) =>
      callApi<ApiErrorBody>('/api/account/two-step/disable', { ...as, body: { code } });
    for (let attempt = 5; attempt <= codesAccount.max; attempt += 1) {
      expect((await disable(wrong)).status).toBe(400);
    }
    expectThrottled(await disable(await rightCode(session)), 900);
    const renew = await callApi('/api/account/two-step/recovery-codes', {
      ...as,
      body: { code: await rightCode(session) },
    });
    expect(renew.status).toBe(429);
    await clockAt(session, 15);
    expect((await disable(await rightCode(session))).status).toBe(204);
  });
});

describe('throttling: the current password of a signed-in account', () => {
  it('refuses an email change or a password change after ten wrong current passwords, shared by both', async () => {
    const session = freshSession();
    await clockAt(session, 0);
    const { accessToken } = await signInAs('client', session);
    const as = { session, token: accessToken };
    const { password } = demoAccounts.client;
    const changePassword = (currentPassword: string) =>
      callApi<ApiErrorBody>('/api/account/password', {
        ...as,
        body: { currentPassword, password: 'Engines1843', confirmation: 'Engines1843' },
      });
    const profile = (fields: Record<string, string>) =>
      callApi<ApiErrorBody>('/api/account', {
        ...as,
        method: 'PATCH',
        body: { fullName: 'Jane Doe', phone: '', language: 'en', timeZone: 'UTC', ...fields },
      });
    const changeEmail = (currentPassword: string) =>
      profile({ email: 'stolen@example.com', currentPassword });
    // With a stolen access token, guessing the password to move the address or lock the owner
    // out: the guesses of both changes count together.
    for (let attempt = 1; attempt <= passwordAccount.max / 2; attempt += 1) {
      expect((await changePassword('guess')).status).toBe(400);
      expect((await changeEmail('guess')).status).toBe(400);
    }
    expectThrottled(await changePassword(password), 900);
    expectThrottled(await changeEmail(password), 900);
    // The rest of the profile is never throttled.
    expect((await profile({ email: 'client@demo.com', fullName: 'Jane Q. Doe' })).status).toBe(200);
    await clockAt(session, 15);
    expect((await changeEmail(password)).status).toBe(200);
  });
});

const forgot = (session: string, email: string) =>
  callApi<ApiErrorBody>('/jwt/forgot-password', { session, body: { email } });

describe('throttling: mails per address', () => {
  it('sends five reset mails an hour to one address, known or not, and answers both alike', async () => {
    const session = freshSession();
    await clockAt(session, 0);
    for (const email of [adminEmail, 'nobody@example.com']) {
      for (let attempt = 1; attempt <= resetMailsAddress.max; attempt += 1) {
        expect((await forgot(session, email)).status).toBe(204);
      }
      expectThrottled(await forgot(session, email.toUpperCase()), 3600);
    }
    const outbox = await callApi<{ mails: OutboxMail[] }>(`/__mock/outbox?to=${adminEmail}`, {
      session,
    });
    expect(outbox.body.mails).toHaveLength(resetMailsAddress.max);
    // Another address is not this one.
    expect((await forgot(session, demoAccounts.client.email)).status).toBe(204);
    await clockAt(session, 60);
    expect((await forgot(session, adminEmail)).status).toBe(204);
  });

  it('sends a verification link again five times an hour', async () => {
    const session = freshSession();
    await clockAt(session, 0);
    const { body: auth } = await callApi<AuthResponse>('/jwt/register', {
      session,
      body: { username: 'resender', email: 'resender@example.com', password: 'secret12' },
    });
    const resend = () =>
      callApi<ApiErrorBody>('/api/account/verification-mail', {
        session,
        token: auth.accessToken,
        body: {},
      });
    for (let attempt = 1; attempt <= verificationMails.max; attempt += 1) {
      expect((await resend()).status).toBe(204);
    }
    expectThrottled(await resend(), 3600);
    await clockAt(session, 60);
    expect((await resend()).status).toBe(204);
  });
});

describe('throttling: sign-up per client', () => {
  it('makes ten accounts an hour from one client, a taken address counted too', async () => {
    const session = freshSession();
    await clockAt(session, 0);
    const signUp = (name: string) =>
      callApi<ApiErrorBody>('/jwt/register', {
        session,
        body: { username: name, email: `${name}@example.com`, password: 'secret12' },
      });
    expect((await signUp('first')).status).toBe(200);
    expect((await signUp('first')).status).toBe(409);
    for (let attempt = 3; attempt <= signUpClient.max; attempt += 1) {
      expect((await signUp(`bulk${attempt}`)).status).toBe(200);
    }
    expectThrottled(await signUp('eleventh'), 3600);
    const elsewhere = await callApi('/jwt/register', {
      session: freshSession(),
      body: { username: 'elsewhere', email: 'elsewhere@example.com', password: 'secret12' },
    });
    expect(elsewhere.status).toBe(200);
    await clockAt(session, 60);
    expect((await signUp('eleventh')).status).toBe(200);
  });
});

describe('throttling: the audit log', () => {
  it('records failed sign-ins and the lock-out, never the password tried', async () => {
    const session = freshSession();
    await clockAt(session, 0);
    for (let attempt = 1; attempt <= signInAccount.max + 2; attempt += 1) {
      await signIn(session, demoAccounts.client.email, 'not-the-password');
    }
    await signIn(session, 'ghost@example.com', 'not-the-password');
    const { accessToken } = await signInAs('admin', session);
    const log = await callApi<AuditLogPage>('/api/audit-log?app=auth&perPage=100', {
      session,
      token: accessToken,
    });
    const entries = log.body.entries;
    const failed = entries.filter((entry) => entry.action === 'signInFailed');
    const locked = entries.filter((entry) => entry.action === 'signInLocked');
    // Ten refused, the lock-out once; the throttled attempts were not looked at.
    expect(failed.filter((entry) => entry.userId === 2)).toHaveLength(signInAccount.max);
    expect(locked).toEqual([
      expect.objectContaining({
        userId: 2,
        app: 'auth',
        operation: 'signIn',
        recordType: 'users',
        recordId: '2',
        changes: [{ field: 'limit', before: null, after: 'signInAccount' }],
      }),
    ]);
    // An address no account has: no user, the address typed.
    expect(failed.find((entry) => entry.userId === 0)).toMatchObject({
      userName: 'ghost@example.com',
      recordType: null,
    });
    expect(JSON.stringify(entries)).not.toContain('not-the-password');
    // The owner of the account sees the attempts on it in their own activity, once in again.
    await clockAt(session, 15);
    const client = await signInAs('client', session);
    const own = await callApi<AuditLogPage>('/api/audit-log?action=signInFailed', {
      session,
      token: client.accessToken,
    });
    expect(own.body.total).toBe(signInAccount.max);
  });
});

const limits = (session: string, body: object) =>
  callApi<LimitsState>('/__mock/limits', { session, body });

describe('throttling: the control API', () => {
  it('lists the locks, forgets them on reset, and turns the limits off and on', async () => {
    const session = freshSession();
    await clockAt(session, 0);
    for (let attempt = 1; attempt <= signInAccount.max; attempt += 1) {
      await signIn(session, adminEmail, 'wrong');
    }
    expect((await limits(session, {})).body).toEqual({
      relaxed: false,
      locked: [{ limit: 'signInAccount', key: adminEmail, retryAfter: 900 }],
    });
    expect((await limits(session, { reset: true })).body).toEqual({ relaxed: false, locked: [] });
    expect((await signIn(session, adminEmail, adminPassword)).status).toBe(200);

    expect((await limits(session, { relaxed: true })).body.relaxed).toBe(true);
    for (let attempt = 1; attempt <= 3 * signInAccount.max; attempt += 1) {
      expect((await signIn(session, adminEmail, 'wrong')).status).toBe(400);
    }
    expect((await signIn(session, adminEmail, adminPassword)).status).toBe(200);
    expect((await limits(session, { relaxed: false })).body).toEqual({
      relaxed: false,
      locked: [],
    });
    expect((await limits(session, { relaxed: 'yes' })).status).toBe(400);
    // A reset of the session forgets them too, and turns them on again.
    await limits(session, { relaxed: true });
    await callApi('/__mock/reset', { session, body: {} });
    expect((await limits(session, {})).body).toEqual({ relaxed: false, locked: [] });
  });
});
