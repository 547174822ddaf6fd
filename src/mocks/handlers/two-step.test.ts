// @vitest-environment node
import { Secret, TOTP } from 'otpauth';
import type {
  RecoveryCodes,
  TwoStepSetup,
  TwoStepStatus,
} from '@/apps/account/api/two-step-schemas';
import type { ApiErrorBody, AuthResponse, TokenPair } from '@/lib/session/session-schemas';
import { demoAccounts } from '@/mocks/seed/auth-seed';
import { callApi, freshSession, signInAs } from '@/mocks/testing/mock-api-client';

/** What the phone's app shows for `secret`, `steps` periods from now. */
function appCode(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

const { email, password } = demoAccounts.admin;

/** Signs the admin in and turns two-step sign-in on; answers the secret and recovery codes. */
async function turnOn(session: string) {
  const tokens = await signInAs('admin', session);
  const as = { session, token: tokens.accessToken };
  const setup = await callApi<TwoStepSetup>('/api/account/two-step/setup', {
    ...as,
    method: 'POST',
  });
  expect(setup.status).toBe(200);
  expect(setup.body.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
  const enabled = await callApi<RecoveryCodes>('/api/account/two-step/enable', {
    ...as,
    body: { code: appCode(setup.body.secret) },
  });
  expect(enabled.status).toBe(200);
  return { tokens, as, secret: setup.body.secret, codes: enabled.body.recoveryCodes };
}

async function passwordStep(session: string) {
  const { status, body } = await callApi<{ twoStepChallenge: string }>('/jwt/login', {
    session,
    body: { email, password },
  });
  expect(status).toBe(200);
  return body.twoStepChallenge;
}

function secondStep(session: string, body: object) {
  return callApi<AuthResponse & ApiErrorBody>('/jwt/login/two-step', { session, body });
}

describe('two-step sign-in (mock API)', () => {
  it('turns on with a code for the new secret, then asks every sign-in for a code', async () => {
    const session = freshSession();
    const { as, secret, codes } = await turnOn(session);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const status = await callApi<TwoStepStatus>('/api/account/two-step', as);
    expect(status.body).toEqual({ enabled: true, recoveryCodesLeft: 10 });

    // The password alone gives no tokens.
    const login = await callApi<Partial<TokenPair>>('/jwt/login', {
      session,
      body: { email, password },
    });
    expect(login.body.accessToken).toBeUndefined();
    const challenge = await passwordStep(session);

    const wrong = await secondStep(session, { challenge, code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ code: ['auth.errors.wrongCode'] });

    // The code that turned it on was this step's: the next step's code signs in.
    const signedIn = await secondStep(session, { challenge, code: appCode(secret, 1) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.userData.email).toBe(email);

    // A challenge is spent once it signed in, and no code is accepted twice.
    const again = await secondStep(session, { challenge, code: appCode(secret, 1) });
    expect(again.status).toBe(401);
    const reused = await secondStep(session, {
      challenge: await passwordStep(session),
      code: appCode(secret, 1),
    });
    expect(reused.status).toBe(400);
    expect(reused.body.errors).toEqual({ code: ['auth.errors.codeUsed'] });
  });

  it('gives and takes each recovery code as the contract says, once, and refuses the shown form', async () => {
    const session = freshSession();
    const { as, codes } = await turnOn(session);
    // docs/openapi.json: `^[a-z0-9]{10}$` both ways; the screen adds the dash, the form strips it.
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{10}$/);
    const [first = ''] = codes;
    // The code as the screen shows it is not the API's form: refused by the field, not spent.
    for (const shown of [`${first.slice(0, 5)}-${first.slice(5)}`, first.toUpperCase()]) {
      const refused = await secondStep(session, {
        challenge: await passwordStep(session),
        recoveryCode: shown,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ recoveryCode: ['auth.errors.recoveryCodeFormat'] });
    }
    const signedIn = await secondStep(session, {
      challenge: await passwordStep(session),
      recoveryCode: first,
    });
    expect(signedIn.status).toBe(200);
    const spent = await secondStep(session, {
      challenge: await passwordStep(session),
      recoveryCode: first,
    });
    expect(spent.status).toBe(400);
    // Spent for good: not the app code's "wait for the next one".
    expect(spent.body).toEqual({
      message: 'auth.errors.recoveryCodeUsed',
      errors: { recoveryCode: ['auth.errors.recoveryCodeUsed'] },
    });
    const wrong = await secondStep(session, {
      challenge: await passwordStep(session),
      recoveryCode: 'zzzzzzzzzz',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      message: 'auth.errors.wrongRecoveryCode',
      errors: { recoveryCode: ['auth.errors.wrongRecoveryCode'] },
    });
    const status = await callApi<TwoStepStatus>('/api/account/two-step', as);
    expect(status.body.recoveryCodesLeft).toBe(9);
  });

  it('ends the challenge after five wrong codes: the password is asked again', async () => {
    const session = freshSession();
    const { secret } = await turnOn(session);
    const challenge = await passwordStep(session);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await secondStep(session, { challenge, code: '000000' })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 401]);
    const late = await secondStep(session, { challenge, code: appCode(secret, 1) });
    expect(late.status).toBe(401);
    expect(late.body.message).toBe('auth.errors.challengeExpired');
  });

  it('refuses a malformed code by its field before checking it', async () => {
    const session = freshSession();
    await turnOn(session);
    const { status, body } = await secondStep(session, {
      challenge: await passwordStep(session),
      code: '12a',
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ code: ['auth.errors.codeFormat'] });
  });

  it('turns off only with a code, and sign-in is one step again', async () => {
    const session = freshSession();
    const { as, codes } = await turnOn(session);
    const wrong = await callApi<ApiErrorBody>('/api/account/two-step/disable', {
      ...as,
      body: { code: '123456' },
    });
    expect(wrong.status).toBe(400);
    const off = await callApi('/api/account/two-step/disable', {
      ...as,
      body: { recoveryCode: codes[3] },
    });
    expect(off.status).toBe(204);
    const status = await callApi<TwoStepStatus>('/api/account/two-step', as);
    expect(status.body).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await signInAs('admin', session)).accessToken).toBeTruthy();
    const again = await callApi<ApiErrorBody>('/api/account/two-step/disable', {
      ...as,
      body: { recoveryCode: codes[4] },
    });
    expect(again.status).toBe(409);
  });

  it('renews the recovery codes: the old ones stop working', async () => {
    const session = freshSession();
    const { as, secret, codes } = await turnOn(session);
    const renewed = await callApi<RecoveryCodes>('/api/account/two-step/recovery-codes', {
      ...as,
      body: { code: appCode(secret, 1) },
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    const old = await secondStep(session, {
      challenge: await passwordStep(session),
      recoveryCode: codes[0],
    });
    expect(old.status).toBe(400);
    const fresh = await secondStep(session, {
      challenge: await passwordStep(session),
      recoveryCode: renewed.body.recoveryCodes[0],
    });
    expect(fresh.status).toBe(200);
  });

  it('refuses to enable without a setup, and a setup while it is on', async () => {
    const session = freshSession();
    const tokens = await signInAs('client', session);
    const as = { session, token: tokens.accessToken };
    const early = await callApi<ApiErrorBody>('/api/account/two-step/enable', {
      ...as,
      body: { code: '123456' },
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('account.twoStep.errors.noSetup');

    const other = freshSession();
    const on = await turnOn(other);
    const setup = await callApi<ApiErrorBody>('/api/account/two-step/setup', {
      ...on.as,
      method: 'POST',
    });
    expect(setup.status).toBe(409);
    expect(setup.body.message).toBe('account.twoStep.errors.alreadyOn');
  });

  it('gives QA a code the second step accepts, through the control API', async () => {
    const session = freshSession();
    await turnOn(session);
    const { status, body } = await callApi<{ code: string }>('/__mock/two-step-code', {
      session,
      body: { email: email.toUpperCase() },
    });
    expect(status).toBe(200);
    const signedIn = await secondStep(session, {
      challenge: await passwordStep(session),
      code: body.code,
    });
    expect(signedIn.status).toBe(200);
    const none = await callApi('/__mock/two-step-code', {
      session,
      body: { email: demoAccounts.client.email },
    });
    expect(none.status).toBe(404);
  });

  it("hands QA the code the authenticator shows now, never the last step's", async () => {
    const session = freshSession();
    const { secret } = await turnOn(session);
    // A minute later: the previous step's code is still accepted, but only for a few seconds.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
    try {
      const { body } = await callApi<{ code: string }>('/__mock/two-step-code', {
        session,
        body: { email },
      });
      expect(body.code).toBe(appCode(secret));
    } finally {
      vi.useRealTimers();
    }
  });
});
