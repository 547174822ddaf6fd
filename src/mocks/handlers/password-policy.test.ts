// @vitest-environment node
import type { AuthResponse } from '@/lib/session/session-schemas';
import type { OutboxRecord } from '@/mocks/db/auth-tables';
import { demoAccounts } from '@/mocks/seed/auth-seed';
import { callApi, freshSession, signInAs } from '@/mocks/testing/mock-api-client';

/**
 * One password policy on every endpoint that sets a password: sign-up, a reset link, the user's
 * own change and an admin's change of a user's. Each refuses the same passwords with the same
 * field errors, and takes the same good one.
 */

const TOO_SHORT = 'users.security.passwordLength';
const NO_MIX = 'users.security.passwordMix';

/** Passwords the policy refuses, with the field errors on `password` each must get. */
const refused: [password: string, errors: string[]][] = [
  // The sign-up form used to take six characters of anything.
  ['abcdef', [TOO_SHORT, NO_MIX]],
  ['abcdefgh', [NO_MIX]],
  ['12345678', [NO_MIX]],
  ['abc12', [TOO_SHORT]],
];
const GOOD = 'engines1843';

type SetPassword = (
  session: string,
  password: string,
) => Promise<{ status: number; body: unknown }>;

let signUps = 0;

/** Each way a password is set, called on a fresh session as the app calls it. */
const setters: Record<string, SetPassword> = {
  'sign-up (POST /jwt/register)': (session, password) => {
    signUps += 1;
    return callApi('/jwt/register', {
      session,
      body: { username: `newcomer${signUps}`, email: `newcomer${signUps}@example.com`, password },
    });
  },
  'a reset link (POST /jwt/reset-password)': async (session, password) => {
    const { email } = demoAccounts.client;
    expect((await callApi('/jwt/forgot-password', { session, body: { email } })).status).toBe(204);
    const mails = await callApi<{ mails: OutboxRecord[] }>(`/__mock/outbox?to=${email}`, {
      session,
    });
    const token = new URL(mails.body.mails.at(-1)?.link ?? '').searchParams.get('token');
    return callApi('/jwt/reset-password', {
      session,
      body: { token, password, confirmation: password },
    });
  },
  'the user’s own change (POST /api/account/password)': async (session, password) => {
    const { accessToken } = await signInAs('client', session);
    return callApi('/api/account/password', {
      session,
      token: accessToken,
      body: { currentPassword: demoAccounts.client.password, password, confirmation: password },
    });
  },
  'an admin’s change (POST /apps/users/change-password)': async (session, password) => {
    const { accessToken } = await signInAs('admin', session);
    return callApi('/apps/users/change-password', {
      session,
      token: accessToken,
      body: { id: demoAccounts.client.id, password, confirmation: password },
    });
  },
};

describe('one password policy', () => {
  describe.each(Object.entries(setters))('%s', (_name, setPassword) => {
    it.each(refused)('refuses %j with the policy’s field errors', async (password, errors) => {
      const { status, body } = await setPassword(freshSession(), password);
      expect(status).toBe(400);
      expect(body).toMatchObject({ errors: { password: errors } });
    });

    it('takes a password the policy allows', async () => {
      const { status } = await setPassword(freshSession(), GOOD);
      expect([200, 204]).toContain(status);
    });
  });

  it('signs in with a password set at sign-up', async () => {
    const session = freshSession();
    const signUp = await callApi<AuthResponse>('/jwt/register', {
      session,
      body: { username: 'ada', email: 'ada@example.com', password: GOOD },
    });
    expect(signUp.status).toBe(200);
    const login = await callApi('/jwt/login', {
      session,
      body: { email: 'ada@example.com', password: GOOD },
    });
    expect(login.status).toBe(200);
  });
});
