// @vitest-environment node
import { apiErrorSchema } from '@/lib/session/session-schemas';
import { getMockSession, MOCK_SESSION_COOKIE } from '@/mocks/db/sessions';
import { demoAccounts } from '@/mocks/seed/auth-seed';
import { callApi, signInAs, TEST_ORIGIN } from '@/mocks/testing/mock-api-client';
import { openTestStream } from '@/testing/live-stream-client';

type Account = keyof typeof demoAccounts;

let run = 0;
let session = '';
const tokens = new Map<Account, string>();
const opened: AbortController[] = [];

beforeEach(() => {
  run += 1;
  session = `events-test-${run}-${Date.now()}`;
  tokens.clear();
});

afterEach(() => {
  for (const controller of opened.splice(0)) controller.abort();
});

async function tokenOf(account: Account) {
  let token = tokens.get(account);
  if (token === undefined) {
    token = (await signInAs(account, session)).accessToken;
    tokens.set(account, token);
  }
  return token;
}

async function as(account: Account, path: string, body?: unknown) {
  return callApi<unknown>(path, { body, session, token: await tokenOf(account) });
}

/** An open stream of `account`'s (src/testing/live-stream-client.ts). */
async function openStream(account: Account, lastEventId?: string, token?: string) {
  return openTestStream({
    session,
    token: token ?? (await tokenOf(account)),
    ...(lastEventId !== undefined && { lastEventId }),
    closeWith: opened,
  });
}

/** Lets what was emitted reach every stream. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

/** The client's inbox count, as the mail app's sidebar reads it. */
async function inbox() {
  const { body } = await as('client', '/apps/email/emails?folder=inbox');
  return (body as { emailsMeta: { inbox: number } }).emailsMeta.inbox;
}

describe('GET /api/events', () => {
  it('refuses a call without a token (401) and streams to a signed-in user', async () => {
    const refused = await callApi('/api/events', { session });
    expect(refused.status).toBe(401);
    const stream = await openStream('admin');
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  });

  it('pushes a mail and its notification to the recipient only', async () => {
    const admin = await openStream('admin');
    const client = await openStream('client');
    const sent = await as('admin', '/apps/email/send-email', {
      to: ['client@demo.com'],
      subject: 'Figures',
      message: '<p>Hi</p>',
    });
    expect(sent.status).toBe(201);
    await client.until(() => client.ofType('notification').length > 0);
    expect(client.ofType('mailReceived')[0]?.data).toMatchObject({ subject: 'Figures' });
    expect(client.ofType('notification')[0]?.data).toMatchObject({
      notification: { kind: 'mailReceived' },
      unread: expect.any(Number),
    });
    await settle();
    expect(admin.ofType('mailReceived')).toEqual([]);
    expect(admin.ofType('notification')).toEqual([]);
    // The sender's own tabs learn that their mail lists changed.
    expect(admin.ofType('changed').map((event) => event.data)).toContainEqual({
      resource: 'email',
      by: { id: 1, fullName: 'John Doe' },
    });
    expect(client.ofType('changed')).toEqual([]);
  });

  it('carries a message between colleagues, to the recipient’s chat only', async () => {
    const admin = await openStream('admin');
    const client = await openStream('client');
    const sent = await as('client', '/apps/chat/send-msg', {
      obj: { contact: demoAccounts.admin.id, message: 'Hello from the client' },
    });
    expect(sent.status).toBe(201);
    await admin.until(() => admin.ofType('chatMessage').length > 0);
    expect(admin.ofType('chatMessage')[0]?.data).toMatchObject({
      contactId: demoAccounts.client.id,
      message: { message: 'Hello from the client', senderId: demoAccounts.client.id },
    });
    await settle();
    expect(client.ofType('chatMessage')).toEqual([]);
    // The admin reads it in their own chat with the client.
    const chat = await as('admin', `/apps/chat/get-chat?id=${demoAccounts.client.id}`);
    expect(chat.body).toMatchObject({
      chat: { chat: [expect.objectContaining({ message: 'Hello from the client' })] },
    });
  });

  it('pushes a contact’s typing, then the reply, to the user who wrote', async () => {
    await callApi('/__mock/chat-replies', { body: { mode: 'delayed', delayMs: 50 }, session });
    const admin = await openStream('admin');
    const client = await openStream('client');
    const contact = getMockSession({ [MOCK_SESSION_COOKIE]: session }).db.chatContacts.find(
      (row) => row.status !== 'offline',
    );
    expect(contact).toBeDefined();
    await as('admin', '/apps/chat/send-msg', { obj: { contact: contact?.id, message: 'Hi' } });
    await admin.until(() => admin.ofType('notification').length > 0);
    const typing = admin.ofType('chatTyping').map((event) => event.data);
    expect(typing).toEqual([
      { contactId: contact?.id, isTyping: true },
      { contactId: contact?.id, isTyping: false },
    ]);
    expect(admin.ofType('notification')[0]?.data).toMatchObject({
      notification: { kind: 'chatReply' },
    });
    await settle();
    expect(client.events.filter((event) => event.type.startsWith('chat'))).toEqual([]);
  });

  it('names a changed list to those who may read it, not to the others', async () => {
    const admin = await openStream('admin');
    const client = await openStream('client');
    const added = await as('admin', '/apps/permissions/add-permission', {
      permission: { name: 'Live permission', assignedTo: ['admin'] },
    });
    expect(added.status).toBeLessThan(300);
    await admin.until(() => admin.ofType('changed').length > 0);
    // Who wrote comes with it: a form open on a changed record names them.
    expect(admin.ofType('changed')[0]?.data).toEqual({
      resource: 'permissions',
      by: { id: 1, fullName: 'John Doe' },
    });
    await settle();
    // The client's rules refuse Permission: nothing about it reaches them.
    expect(client.ofType('changed')).toEqual([]);
  });

  it('tells a sign-up to those who may read the users (their lists and the dashboard), not to the others', async () => {
    const admin = await openStream('admin');
    const client = await openStream('client');
    const signedUp = await callApi<{ userData: { id: number } }>('/jwt/register', {
      body: {
        username: 'live.newcomer',
        email: 'live.newcomer@example.com',
        password: 'engines1843',
      },
      session,
    });
    expect(signedUp.status).toBe(200);
    const by = { id: signedUp.body.userData.id, fullName: 'live.newcomer' };
    await admin.until(() => admin.ofType('changed').length >= 2);
    expect(admin.ofType('changed').map((event) => event.data)).toEqual([
      { resource: 'users', by },
      { resource: 'dashboard', by },
    ]);
    await settle();
    // The client's rules refuse User: a sign-up is none of their business.
    expect(client.ofType('changed')).toEqual([]);
  });

  it('pushes the account mails the mock sends (a reset link) to the inbox’s owner; the counts follow', async () => {
    const before = await inbox();
    const client = await openStream('client');
    const admin = await openStream('admin');
    const asked = await callApi('/jwt/forgot-password', {
      body: { email: 'client@demo.com', language: 'en' },
      session,
    });
    expect(asked.status).toBe(204);
    await client.until(() => client.ofType('mailReceived').length === 1);
    expect(client.ofType('mailReceived')[0]?.data).toEqual({
      emailId: expect.any(Number),
      subject: 'Reset your password',
    });
    expect(await inbox()).toBe(before + 1);
    await settle();
    expect(admin.ofType('mailReceived')).toEqual([]);
  });

  it('resumes from Last-Event-ID with what the stream missed, and only that', async () => {
    const first = await openStream('client');
    await as('admin', '/apps/email/send-email', {
      to: ['client@demo.com'],
      subject: 'Before the cut',
      message: '<p>1</p>',
    });
    await first.until(() => first.ofType('mailReceived').length === 1);
    const seen = first.state.lastId;
    first.close();
    await as('admin', '/apps/email/send-email', {
      to: ['client@demo.com'],
      subject: 'While away',
      message: '<p>2</p>',
    });
    const again = await openStream('client', seen);
    await again.until(() => again.ofType('mailReceived').length === 1);
    expect(again.ofType('mailReceived').map((event) => event.data)).toEqual([
      expect.objectContaining({ subject: 'While away' }),
    ]);
    expect(again.state.lastId).not.toBe(seen);
    expect(again.ofType('reset')).toEqual([]);
  });

  it('tells each signed-in answer’s position: a stream opened from it gets what came since', async () => {
    const read = await fetch(`${TEST_ORIGIN}/api/notifications/unread-count`, {
      headers: {
        authorization: `Bearer ${await tokenOf('client')}`,
        cookie: `${MOCK_SESSION_COOKIE}=${session}`,
      },
    });
    expect(read.status).toBe(200);
    const position = read.headers.get('live-event-position');
    expect(position).toMatch(/^[a-z0-9]+-\d+$/);
    // Raised after the page read its data and before its stream opened.
    await as('admin', '/apps/email/send-email', {
      to: ['client@demo.com'],
      subject: 'Before the stream',
      message: '<p>0</p>',
    });
    const stream = await openStream('client', position ?? undefined);
    await stream.until(() => stream.ofType('notification').length === 1);
    expect(stream.ofType('mailReceived').map((event) => event.data)).toEqual([
      expect.objectContaining({ subject: 'Before the stream' }),
    ]);
    expect(stream.ofType('reset')).toEqual([]);
  });

  it('answers `reset` to an id it no longer knows: after a restart of the streams', async () => {
    const first = await openStream('client');
    const seen = first.state.lastId;
    const restarted = await callApi<{ dropped: number }>('/__mock/restart-streams', {
      method: 'POST',
      session,
    });
    expect(restarted.body).toEqual({ dropped: 1 });
    await first.until(() => first.state.ended);
    const again = await openStream('client', seen);
    await again.until(() => again.ofType('reset').length === 1);
    expect(again.state.lastId).not.toBe(seen);
    // A made-up id is not a position either; a known one is.
    const madeUp = await openStream('client', '12');
    await madeUp.until(() => madeUp.ofType('reset').length === 1);
    const known = await openStream('client', again.state.lastId);
    await settle();
    expect(known.ofType('reset')).toEqual([]);
  });

  it('the control API emits an event to one account and cuts the streams', async () => {
    const admin = await openStream('admin');
    const client = await openStream('client');
    const emitted = await callApi<{ id: string }>('/__mock/emit-event', {
      body: { email: 'admin@demo.com', type: 'changed', data: { resource: 'users' } },
      session,
    });
    expect(emitted.status).toBe(200);
    await admin.until(() => admin.ofType('changed').length > 0);
    expect(admin.ofType('changed')[0]).toEqual({
      id: emitted.body.id,
      type: 'changed',
      data: { resource: 'users' },
    });
    const unknown = await callApi('/__mock/emit-event', {
      body: { email: 'nobody@demo.com', type: 'changed', data: {} },
      session,
    });
    expect(unknown.status).toBe(404);
    const dropped = await callApi<{ dropped: number }>('/__mock/drop-streams', {
      method: 'POST',
      session,
    });
    expect(dropped.body).toEqual({ dropped: 2 });
    await admin.until(() => admin.state.ended);
    await client.until(() => client.state.ended);
  });
});

/** A second sign-in of the admin, with a stream of its own: another device. */
async function otherDevice() {
  const signIn = await signInAs('admin', session);
  const stream = await openStream('admin', undefined, signIn.accessToken);
  return { signIn, stream };
}

/** A refresh with `refreshToken`: its status, and the error body the API answers with. */
async function refresh(refreshToken: string) {
  const { status, body } = await callApi('/jwt/refresh-token', { body: { refreshToken }, session });
  return { status, body: apiErrorSchema.parse(body) };
}

describe('a sign-in that ends', () => {
  it('tells its open streams why and closes them; the caller’s own streams on', async () => {
    const other = await otherDevice();
    const own = await openStream('admin');
    expect((await as('admin', '/api/account/sessions/sign-out-others', {})).status).toBe(204);
    await other.stream.until(() => other.stream.state.ended);
    expect(other.stream.ofType('signInEnded').map((event) => event.data)).toEqual([
      { reason: 'endedElsewhere' },
    ]);
    // What is the admin's reaches only the sign-in still on.
    await as('client', '/apps/email/send-email', {
      to: ['admin@demo.com'],
      subject: 'After the sign-out',
      message: '<p>Hi</p>',
    });
    await own.until(() => own.ofType('mailReceived').length > 0);
    expect(other.stream.ofType('mailReceived')).toEqual([]);
    expect(own.ofType('signInEnded')).toEqual([]);
    // A tab of the ended sign-in that had no stream open is told at its next refresh.
    const refused = await refresh(other.signIn.refreshToken);
    expect(refused).toMatchObject({
      status: 401,
      body: { message: 'auth.errors.signedOutElsewhere' },
    });
  });

  it('says the password changed, to the streams and the refresh of every other sign-in', async () => {
    const other = await otherDevice();
    const changed = await as('admin', '/api/account/password', {
      currentPassword: demoAccounts.admin.password,
      password: 'a-new-passw0rd',
      confirmation: 'a-new-passw0rd',
    });
    expect(changed.status).toBe(204);
    await other.stream.until(() => other.stream.state.ended);
    expect(other.stream.ofType('signInEnded').map((event) => event.data)).toEqual([
      { reason: 'passwordChanged' },
    ]);
    expect((await refresh(other.signIn.refreshToken)).body.message).toBe(
      'auth.errors.passwordChanged',
    );
  });

  it('its own sign-out ends its streams too, and its refresh says only that it expired', async () => {
    const other = await otherDevice();
    const out = await callApi('/jwt/logout', {
      body: { refreshToken: other.signIn.refreshToken },
      session,
    });
    expect(out.status).toBe(204);
    await other.stream.until(() => other.stream.state.ended);
    expect(other.stream.ofType('signInEnded').map((event) => event.data)).toEqual([
      { reason: 'signedOut' },
    ]);
    expect((await refresh(other.signIn.refreshToken)).body.message).toBe(
      'auth.errors.sessionExpired',
    );
  });
});
