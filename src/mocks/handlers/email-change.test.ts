// @vitest-environment node
import type { Account } from '@/apps/account/api/account-schemas';
import type { ApiErrorBody, AuthResponse } from '@/lib/session/session-schemas';
import type { OutboxRecord } from '@/mocks/db/auth-tables';
import { demoAccounts } from '@/mocks/seed/auth-seed';
import { callApi, freshSession, signInAs } from '@/mocks/testing/mock-api-client';

/**
 * A change of email (issue 49): with an access token alone, `PATCH /api/account` used to move the
 * account's address at once, and a forgotten password's link then went to the new address. Now
 * the change asks for the password and takes effect only once the link mailed to the new address
 * is opened; the old address is told.
 */

const { client } = demoAccounts;
const ATTACKER = 'attacker@evil.test';
const NEW = 'casey@new.test';

const profile = {
  fullName: 'Casey Client',
  phone: '',
  language: 'en',
  timeZone: 'Europe/London',
};

async function outbox(session: string, to?: string): Promise<OutboxRecord[]> {
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  const { body } = await callApi<{ mails: OutboxRecord[] }>(`/__mock/outbox${query}`, { session });
  return body.mails;
}

const tokenOf = (mail: OutboxRecord | undefined) =>
  new URL(mail?.link ?? 'http://x').searchParams.get('token') ?? '';

/** The client, signed in: its calls, and its account as the API answers it. */
async function signedIn(session: string) {
  const { accessToken } = await signInAs('client', session);
  const call = <Body>(path: string, options: { method?: string; body?: unknown } = {}) =>
    callApi<Body>(path, { ...options, session, token: accessToken });
  const account = async () => (await call<{ account: Account }>('/api/account')).body.account;
  const save = (body: Record<string, unknown>) =>
    call<ApiErrorBody & { account: Account }>('/api/account', {
      method: 'PATCH',
      body: { ...profile, email: client.email, ...body },
    });
  return { call, account, save };
}

const signIn = (session: string, email: string, password: string = client.password) =>
  callApi<AuthResponse>('/jwt/login', { session, body: { email, password } });
const verify = (session: string, token: string) =>
  callApi<ApiErrorBody>('/jwt/verify-email', { session, body: { token } });

async function forgot(session: string, email: string) {
  const { status } = await callApi('/jwt/forgot-password', { session, body: { email } });
  expect(status).toBe(204);
}

describe('a change of email', () => {
  it('is refused with only an access token: no password, or a wrong one, saves nothing', async () => {
    const session = freshSession();
    const { account, save } = await signedIn(session);

    // The request that took accounts over: a token, an address, no password.
    const bare = await save({ email: ATTACKER, fullName: 'Mallory' });
    expect(bare).toEqual({
      status: 400,
      body: { message: 'validation.failed', errors: { currentPassword: ['validation.required'] } },
    });
    const wrong = await save({ email: ATTACKER, fullName: 'Mallory', currentPassword: 'guess' });
    expect(wrong).toEqual({
      status: 400,
      body: {
        message: 'account.errors.wrongPassword',
        errors: { currentPassword: ['account.errors.wrongPassword'] },
      },
    });
    expect(await account()).toMatchObject({
      email: client.email,
      pendingEmail: null,
      fullName: 'Jane Doe',
    });
    expect(await outbox(session)).toEqual([]);

    // The rest of the takeover goes nowhere: a reset of the attacker's address sends nothing,
    // and the account's own still goes to its owner.
    await forgot(session, ATTACKER);
    expect(await outbox(session)).toEqual([]);
    await forgot(session, client.email);
    expect(await outbox(session, client.email)).toEqual([
      expect.objectContaining({ kind: 'passwordReset', to: client.email }),
    ]);
  });

  it('with the password, takes effect only once the link mailed to the new address is opened', async () => {
    const session = freshSession();
    const { account, save } = await signedIn(session);
    const asked = await save({ email: NEW.toUpperCase(), currentPassword: client.password });
    expect(asked.status).toBe(200);
    expect(asked.body.account).toMatchObject({
      email: client.email,
      pendingEmail: NEW,
      emailVerified: true,
      fullName: 'Casey Client',
    });

    // Until the link is opened the account keeps its address, for sign-in and a reset.
    expect((await signIn(session, NEW)).status).toBe(400);
    expect((await signIn(session, client.email)).status).toBe(200);
    await forgot(session, NEW);
    expect((await outbox(session, NEW)).map((mail) => mail.kind)).toEqual(['verifyEmailChange']);

    // The new address got the link; the old one was told, with the address asked for.
    const [link] = await outbox(session, NEW);
    expect(link).toMatchObject({
      kind: 'verifyEmailChange',
      to: NEW,
      subject: 'Confirm your new email address',
    });
    expect(link?.link).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=/);
    const notices = (await outbox(session, client.email)).filter(
      (mail) => mail.kind === 'emailChangeRequested',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      to: client.email,
      subject: 'Your email address is being changed',
      link: 'http://localhost:3000/account',
    });
    expect(notices[0]?.text).toContain(NEW);

    expect((await verify(session, tokenOf(link))).status).toBe(204);
    expect(await account()).toMatchObject({ email: NEW, pendingEmail: null, emailVerified: true });
    expect((await signIn(session, NEW)).status).toBe(200);
    expect((await signIn(session, client.email)).status).toBe(400);
    await forgot(session, NEW);
    expect((await outbox(session, NEW)).at(-1)?.kind).toBe('passwordReset');
    expect((await verify(session, tokenOf(link))).body.message).toBe('auth.errors.verifyLinkUsed');
  });

  it('mails the link again, and can be cancelled: the links stop working', async () => {
    const session = freshSession();
    const { account, call, save } = await signedIn(session);
    expect((await save({ email: NEW, currentPassword: client.password })).status).toBe(200);

    // Saving the profile again, with the address in force or the one asked for, needs no
    // password and leaves the change waiting; no new mail.
    expect((await save({ fullName: 'Casey C.' })).status).toBe(200);
    expect((await save({ email: NEW, fullName: 'Casey C.' })).status).toBe(200);
    expect(await account()).toMatchObject({ email: client.email, pendingEmail: NEW });
    expect(await outbox(session, NEW)).toHaveLength(1);

    const resend = await call('/api/account/verification-mail', { method: 'POST', body: {} });
    expect(resend.status).toBe(204);
    const links = await outbox(session, NEW);
    expect(links.map((mail) => mail.kind)).toEqual(['verifyEmailChange', 'verifyEmailChange']);
    expect((await verify(session, tokenOf(links[0]))).body.message).toBe(
      'auth.errors.verifyLinkInvalid',
    );

    const cancelled = await call('/api/account/email-change', { method: 'DELETE' });
    expect(cancelled.status).toBe(204);
    expect(await account()).toMatchObject({ email: client.email, pendingEmail: null });
    expect((await verify(session, tokenOf(links[1]))).body.message).toBe(
      'auth.errors.verifyLinkInvalid',
    );
    expect(await account()).toMatchObject({ email: client.email });
    const again = await call<ApiErrorBody>('/api/account/email-change', { method: 'DELETE' });
    expect(again).toEqual({ status: 409, body: { message: 'account.errors.noEmailChange' } });
    // Nothing waits and the address is verified: nothing to mail.
    const nothing = await call('/api/account/verification-mail', { method: 'POST', body: {} });
    expect(nothing.status).toBe(409);
  });

  it('a newer change replaces the one waiting', async () => {
    const session = freshSession();
    const { account, save } = await signedIn(session);
    await save({ email: NEW, currentPassword: client.password });
    await save({ email: 'casey@newer.test', currentPassword: client.password });
    expect((await account()).pendingEmail).toBe('casey@newer.test');
    const [first] = await outbox(session, NEW);
    expect((await verify(session, tokenOf(first))).body.message).toBe(
      'auth.errors.verifyLinkInvalid',
    );
    expect((await account()).email).toBe(client.email);
  });

  it('is not put in force when another account took the address, or an admin changed it, meanwhile', async () => {
    const session = freshSession();
    const { account, save } = await signedIn(session);
    await save({ email: NEW, currentPassword: client.password });
    const [link] = await outbox(session, NEW);
    // Someone signs up with the address before the link is opened.
    const signUp = await callApi('/jwt/register', {
      session,
      body: { username: 'squatter', email: NEW, password: 'squatter123' },
    });
    expect(signUp.status).toBe(200);
    expect((await verify(session, tokenOf(link))).body.message).toBe('auth.errors.emailTaken');
    expect((await account()).email).toBe(client.email);

    // An admin gives the client another address: the change asked from the old one is void.
    const other = freshSession();
    const mine = await signedIn(other);
    await mine.save({ email: NEW, currentPassword: client.password });
    const [pending] = await outbox(other, NEW);
    const admin = await signInAs('admin', other);
    const { body: current } = await callApi<{ user: { username: string; currentPlan: string } }>(
      `/api/users/user?id=${client.id}`,
      { session: other, token: admin.accessToken },
    );
    const moved = await callApi('/apps/users/update-user', {
      session: other,
      token: admin.accessToken,
      body: {
        id: client.id,
        fullName: 'Jane Doe',
        username: current.user.username,
        email: 'casey@admin.test',
        contact: '+1 555 0100',
        company: 'Demo',
        country: 'United States',
        role: 'client',
        currentPlan: current.user.currentPlan,
      },
    });
    expect(moved.status).toBe(200);
    expect(await mine.account()).toMatchObject({ email: 'casey@admin.test', pendingEmail: null });
    expect((await verify(other, tokenOf(pending))).body.message).toBe(
      'auth.errors.verifyLinkInvalid',
    );
  });
});
