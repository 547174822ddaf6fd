// @vitest-environment node
import type { User } from '@/apps/users/api/user-schemas';
import type { UserSecurity } from '@/apps/users/api/user-security-schemas';
import type { AuditLogPage } from '@/lib/audit-log/audit-log-schemas';
import type { OutboxRecord } from '@/mocks/db/auth-tables';
import {
  callApi,
  freshSession,
  signInAs,
  TEST_ORIGIN,
  type ErrorBody,
} from '@/mocks/testing/mock-api-client';

const invitee = { fullName: 'Ada Lovelace', email: 'Ada.Lovelace@Example.com', role: 'editor' };

async function invite(session: string, token: string, body: object = invitee) {
  return callApi<{ user: User } & ErrorBody>('/api/users/invitations', { session, token, body });
}

async function lastLink(session: string, to = 'ada.lovelace@example.com') {
  const { body } = await callApi<{ mails: OutboxRecord[] }>(
    `/__mock/outbox?to=${encodeURIComponent(to)}`,
    { session },
  );
  const mail = body.mails.filter((sent) => sent.kind === 'invitation').at(-1);
  expect(mail?.link).toMatch(new RegExp(`^${TEST_ORIGIN}/accept-invite\\?token=`));
  return new URL(mail?.link ?? '').searchParams.get('token') ?? '';
}

function signIn(session: string, password: string) {
  return callApi('/jwt/login', {
    session,
    body: { email: 'ada.lovelace@example.com', password },
  });
}

const accept = (session: string, token: string, password = 'Engines1843') =>
  callApi<ErrorBody>('/api/invitations/accept', {
    session,
    body: { token, password, confirmation: password },
  });

describe('inviting a user by mail (mock API)', () => {
  it('creates the user pending with no password and mails a single-use link; the link sets it', async () => {
    const session = freshSession();
    const { accessToken: token } = await signInAs('admin', session);
    const created = await invite(session, token);
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({
      fullName: 'Ada Lovelace',
      email: 'ada.lovelace@example.com',
      username: 'ada.lovelace',
      role: 'editor',
      status: 'pending',
    });
    const id = created.body.user.id;
    // No password yet: nothing signs in.
    expect((await signIn(session, '')).status).toBe(400);
    const security = await callApi<UserSecurity>(`/api/users/${id}/security`, { session, token });
    expect(security.body).toMatchObject({
      invitable: true,
      invitation: { expired: false, sentAt: expect.any(String), expiresAt: expect.any(String) },
    });

    const link = await lastLink(session);
    expect(
      (await callApi('/api/invitations/check', { session, body: { token: link } })).status,
    ).toBe(204);
    const weak = await accept(session, link, 'short');
    expect(weak.status).toBe(400);
    expect(weak.body?.errors?.password).toContain('users.security.passwordLength');
    expect((await accept(session, link)).status).toBe(204);
    expect((await signIn(session, 'Engines1843')).status).toBe(200);
    const user = await callApi<{ user: User }>(`/api/users/user?id=${id}`, { session, token });
    expect(user.body.user.status).toBe('active');

    // Single use.
    const again = await accept(session, link, 'Another1');
    expect(again).toMatchObject({ status: 400, body: { message: 'auth.errors.inviteLinkUsed' } });
    const resend = await callApi<ErrorBody>(`/api/users/${id}/invitation/resend`, {
      session,
      token,
      method: 'POST',
    });
    expect(resend).toMatchObject({ status: 409, body: { message: 'users.errors.notInvitable' } });

    // Audited under the admin.
    const { body: log } = await callApi<AuditLogPage>('/api/audit-log?perPage=50', {
      session,
      token,
    });
    expect(log.entries.find((entry) => entry.action === 'inviteUser')).toMatchObject({
      app: 'users',
      recordType: 'users',
      recordId: String(id),
    });
  });

  it('resends a new link that replaces the old; a link expires after 7 days', async () => {
    const session = freshSession();
    const { accessToken: token } = await signInAs('admin', session);
    const { body } = await invite(session, token);
    const first = await lastLink(session);
    const resent = await callApi(`/api/users/${body.user.id}/invitation/resend`, {
      session,
      token,
      method: 'POST',
    });
    expect(resent.status).toBe(204);
    const second = await lastLink(session);
    expect(second).not.toBe(first);
    const replaced = await accept(session, first);
    expect(replaced).toMatchObject({
      status: 400,
      body: { message: 'auth.errors.inviteLinkInvalid' },
    });

    const later = new Date(Date.parse('2026-11-01T09:00:00Z') + 8 * 24 * 3600 * 1000);
    await callApi('/__mock/clock', { session, body: { now: later.toISOString() } });
    const expired = await accept(session, second);
    expect(expired).toMatchObject({
      status: 400,
      body: { message: 'auth.errors.inviteLinkExpired' },
    });
    const security = await callApi<UserSecurity>(`/api/users/${body.user.id}/security`, {
      session,
      token,
    });
    expect(security.body.invitation?.expired).toBe(true);
    const log = await callApi<AuditLogPage>('/api/audit-log?perPage=50', { session, token });
    expect(
      log.body.entries.find((entry) => entry.action === 'resendUserInvitation')?.recordId,
    ).toBe(String(body.user.id));
  });

  it('refuses without a token, for the client, a taken email, an unknown user or link', async () => {
    const session = freshSession();
    const { accessToken: token } = await signInAs('admin', session);
    const client = await signInAs('client', session);
    expect((await invite(session, '')).status).toBe(401);
    expect((await invite(session, client.accessToken)).status).toBe(403);
    const resendRefused = await callApi('/api/users/1/invitation/resend', {
      session,
      token: client.accessToken,
      method: 'POST',
    });
    expect(resendRefused.status).toBe(403);
    const taken = await invite(session, token, { ...invitee, email: 'CLIENT@demo.com' });
    expect(taken).toMatchObject({
      status: 409,
      body: { errors: { email: ['users.errors.emailTaken'] } },
    });
    const unknownRole = await invite(session, token, { ...invitee, role: 'nobody' });
    expect(unknownRole.status).toBe(400);
    const unknown = await callApi('/api/users/99999/invitation/resend', {
      session,
      token,
      method: 'POST',
    });
    expect(unknown.status).toBe(404);
    const badLink = await callApi<ErrorBody>('/api/invitations/check', {
      session,
      body: { token: 'nope' },
    });
    expect(badLink).toMatchObject({
      status: 400,
      body: { message: 'auth.errors.inviteLinkInvalid' },
    });
  });
});
