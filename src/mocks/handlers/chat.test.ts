// @vitest-environment node
import {
  chatAnswerSchema,
  chatsAndContactsSchema,
  profileAnswerSchema,
  profileUserAnswerSchema,
  sendMessageAnswerSchema,
  type ChatsAndContacts,
} from '@/apps/chat/api/chat-schemas';
import { getDemoSession } from '@/mocks/db/sessions';
import { demoAccounts, shopManagerAccount } from '@/mocks/seed/auth-seed';
import { CHAT_CONTACT_COUNT, LONG_CHAT_MESSAGES, XSS_MESSAGE } from '@/mocks/seed/chat-seed';
import { callApi, signInAs, type CallOptions } from '@/mocks/testing/mock-api-client';

type Account = 'admin' | 'client';

async function call<Body = unknown>(
  path: string,
  account: Account,
  options: Omit<CallOptions, 'token'> = {},
) {
  const token = (await signInAs(account)).accessToken;
  return callApi<Body>(path, { ...options, token });
}

async function list(account: Account = 'admin'): Promise<ChatsAndContacts> {
  const { status, body } = await call('/apps/chat/chats-and-contacts', account);
  expect(status).toBe(200);
  return chatsAndContactsSchema.parse(body);
}

const send = (contact: unknown, message: unknown, account: Account = 'admin') =>
  call('/apps/chat/send-msg', account, { body: { obj: { contact, message } } });

const replies = (mode: string, delayMs?: number) =>
  callApi('/__mock/chat-replies', { body: { mode, delayMs } });

/** The client may only read chats from now on (its next sign-in gets the new rules). */
function onlyReadChats() {
  const role = getDemoSession().db.roles.find((candidate) => candidate.name === 'client');
  if (!role) throw new Error('no client role');
  role.rules = [{ action: 'read', subject: 'Chat' }];
}

const lastTimes = (answer: ChatsAndContacts) =>
  answer.chatsContacts.map((entry) => Date.parse(entry.chat.lastMessage?.time ?? ''));

describe('GET /apps/chat/chats-and-contacts', () => {
  it('lists the chats newest first, then the contacts without a chat', async () => {
    const answer = await list();
    const times = lastTimes(answer);
    expect(times).toEqual(times.toSorted((a, b) => b - a));
    const withChat = new Set(answer.chatsContacts.map((entry) => entry.id));
    expect(answer.contacts.some((contact) => withChat.has(contact.id))).toBe(false);
    // The seeded contacts, and the other accounts that can sign in (colleagues: the client and
    // the shop manager).
    expect(answer.chatsContacts.length + answer.contacts.length).toBe(CHAT_CONTACT_COUNT + 2);
    expect(answer.contacts.map((contact) => contact.id)).toEqual(
      expect.arrayContaining([demoAccounts.client.id, shopManagerAccount.id]),
    );
    expect(answer.profileUser).toMatchObject({ id: demoAccounts.admin.id, fullName: 'John Doe' });
  });

  it('gives each contact the email and phone of the users table', async () => {
    const [entry] = (await list()).chatsContacts;
    const user = getDemoSession().db.users.find((candidate) => candidate.id === entry?.id);
    expect(entry).toMatchObject({ email: user?.email, phone: user?.contact });
    expect(entry?.email).toMatch(/@/);
  });

  it('gives each account its own chats', async () => {
    const admin = await list('admin');
    const client = await list('client');
    expect(client.chatsContacts.map((entry) => entry.chat.id)).not.toEqual(
      admin.chatsContacts.map((entry) => entry.chat.id),
    );
    // The same contact opens each account's own conversation with them (or none).
    const clientChatIds = new Set(client.chatsContacts.map((entry) => entry.chat.id));
    const adminChat = admin.chatsContacts.find((entry) => !clientChatIds.has(entry.chat.id));
    if (!adminChat) throw new Error('seed has no admin chat the client lacks');
    const { body } = await call(`/apps/chat/get-chat?id=${adminChat.id}`, 'client');
    expect(chatAnswerSchema.parse(body).chat?.id).not.toBe(adminChat.chat.id);
  });

  it('seeds a long chat of 2,000 messages and keeps an XSS probe as text', async () => {
    const long = getDemoSession().db.chats.find(
      (chat) => chat.messages.length === LONG_CHAT_MESSAGES,
    );
    expect(long?.ownerId).toBe(demoAccounts.admin.id);
    const probe = getDemoSession().db.chats.some((chat) =>
      chat.messages.some((message) => message.message === XSS_MESSAGE),
    );
    expect(probe).toBe(true);
  });
});

describe('GET /apps/chat/get-chat', () => {
  it("finds a chat by its contact's id, as the lists give it", async () => {
    const [first] = (await list()).chatsContacts;
    if (!first) throw new Error('seed has no chat');
    const { status, body } = await call(`/apps/chat/get-chat?id=${first.id}`, 'admin');
    expect(status).toBe(200);
    expect(chatAnswerSchema.parse(body)).toMatchObject({
      chat: { id: first.chat.id, userId: first.id },
      contact: { id: first.id },
    });
  });

  it("reads `id` as the contact's even where a chat has that id, and marks that contact's chat seen", async () => {
    const { chatsContacts } = await list();
    // A contact whose id is also another chat's id (the seed's contact 4 and chat 4).
    const contact = chatsContacts.find((entry) =>
      chatsContacts.some((other) => other !== entry && other.chat.id === entry.id),
    );
    if (!contact) throw new Error('seed has no contact id that is another chat id');
    const other = chatsContacts.find((entry) => entry.chat.id === contact.id);
    getDemoSession().db.chats.forEach((chat) => {
      chat.unseenMsgs = 2;
    });
    const { body } = await call(`/apps/chat/get-chat?id=${contact.id}`, 'admin');
    expect(chatAnswerSchema.parse(body)).toMatchObject({
      chat: { id: contact.chat.id, unseenMsgs: 0 },
      contact: { id: contact.id },
    });
    const after = (await list()).chatsContacts;
    expect(after.find((entry) => entry.id === contact.id)?.chat.unseenMsgs).toBe(0);
    expect(after.find((entry) => entry.id === other?.id)?.chat.unseenMsgs).toBe(2);
  });

  it('keeps `contactId` as an alias of `id`', async () => {
    const [first] = (await list()).chatsContacts;
    const { body } = await call(`/apps/chat/get-chat?contactId=${first?.id}`, 'admin');
    expect(chatAnswerSchema.parse(body).chat?.id).toBe(first?.chat.id);
  });

  it("carries the messages as `chat.chat`, the specification's client's name, once", async () => {
    const [first] = (await list()).chatsContacts;
    const { body } = await call(`/apps/chat/get-chat?id=${first?.id}`, 'admin');
    const { chat } = chatAnswerSchema.parse(body);
    expect(chat?.chat.at(-1)).toEqual(first?.chat.lastMessage);
    expect(Object.keys((body as { chat: object }).chat)).toEqual([
      'id',
      'userId',
      'unseenMsgs',
      'chat',
    ]);
  });

  it('marks the chat seen, and it stays seen', async () => {
    const unseen = (await list()).chatsContacts.find((entry) => entry.chat.unseenMsgs > 0);
    if (!unseen) throw new Error('seed has no unseen chat');
    const { status, body } = await call(`/apps/chat/get-chat?id=${unseen.id}`, 'admin');
    expect(status).toBe(200);
    const answer = chatAnswerSchema.parse(body);
    expect(answer.chat?.unseenMsgs).toBe(0);
    expect(answer.contact.id).toBe(unseen.id);
    const after = (await list()).chatsContacts.find((entry) => entry.chat.id === unseen.chat.id);
    expect(after?.chat.unseenMsgs).toBe(0);
  });

  it('answers a contact without a chat with chat null, and 404 for others', async () => {
    const [contact] = (await list()).contacts;
    const { body } = await call(`/apps/chat/get-chat?contactId=${contact?.id}`, 'admin');
    expect(chatAnswerSchema.parse(body)).toMatchObject({
      chat: null,
      contact: { id: contact?.id },
    });
    expect((await call('/apps/chat/get-chat?id=9999', 'admin')).status).toBe(404);
    expect((await call('/apps/chat/get-chat?contactId=1', 'admin')).status).toBe(404);
    expect((await call('/apps/chat/get-chat?id=1', 'admin')).status).toBe(404);
    expect((await call('/apps/chat/get-chat', 'admin')).status).toBe(400);
    expect((await call('/apps/chat/get-chat?id=abc', 'admin')).status).toBe(400);
  });
});

describe('POST /apps/chat/send-msg', () => {
  beforeEach(async () => {
    await replies('off');
  });

  it('stores the trimmed message and moves the chat to the top', async () => {
    const before = await list();
    const last = before.chatsContacts.at(-1);
    if (!last) throw new Error('no chat');
    const { status, body } = await send(last.id, '  Hello there  ');
    expect(status).toBe(201);
    const answer = sendMessageAnswerSchema.parse(body);
    expect(answer.msg).toMatchObject({
      message: 'Hello there',
      senderId: demoAccounts.admin.id,
      feedback: { isSent: true, isSeen: false },
    });
    expect(answer.chat.id).toBe(last.chat.id);
    const after = await list();
    expect(after.chatsContacts[0]?.chat.id).toBe(last.chat.id);
    expect(after.chatsContacts[0]?.chat.lastMessage?.message).toBe('Hello there');
  });

  it("takes the contact as the specification's client sends it: the contact, ids as text", async () => {
    const [first, second, third] = (await list()).chatsContacts;
    if (!first || !second || !third) throw new Error('seed has fewer than three chats');
    const asObject = await send({ ...first, id: first.id }, 'As an object');
    expect(asObject.status).toBe(201);
    expect(sendMessageAnswerSchema.parse(asObject.body).chat.id).toBe(first.chat.id);
    const asText = await send(String(second.id), 'Id as text');
    expect(sendMessageAnswerSchema.parse(asText.body).chat.id).toBe(second.chat.id);
    const objectWithText = await send({ id: String(third.id) }, 'Both');
    expect(sendMessageAnswerSchema.parse(objectWithText.body).chat.id).toBe(third.chat.id);
    expect((await send({ id: 9999 }, 'Hi')).body).toMatchObject({
      errors: { contact: ['chat.errors.unknownContact'] },
    });
    expect((await send({ name: 'x' }, 'Hi')).body).toMatchObject({
      errors: { contact: ['validation.invalid'] },
    });
  });

  it('starts a chat with a contact who had none', async () => {
    const [contact] = (await list()).contacts;
    if (!contact) throw new Error('no contact');
    expect((await send(contact.id, 'First message')).status).toBe(201);
    const after = await list();
    expect(after.chatsContacts[0]?.id).toBe(contact.id);
    expect(after.contacts.some((other) => other.id === contact.id)).toBe(false);
  });

  it('refuses empty, whitespace-only, too long and unknown-contact messages with field errors', async () => {
    const [entry] = (await list()).chatsContacts;
    expect(await send(entry?.id, '   \n ')).toEqual({
      status: 400,
      body: { message: 'validation.failed', errors: { message: ['validation.required'] } },
    });
    expect((await send(entry?.id, 'x'.repeat(2001))).body).toMatchObject({
      errors: { message: ['validation.tooLong'] },
    });
    expect((await send(9999, 'Hi')).body).toMatchObject({
      errors: { contact: ['chat.errors.unknownContact'] },
    });
    expect((await send(demoAccounts.admin.id, 'Hi')).status).toBe(400);
    expect((await call('/apps/chat/send-msg', 'admin', { body: {} })).status).toBe(400);
  });

  it('refuses a role that may not create chats', async () => {
    const [entry] = (await list('client')).chatsContacts;
    onlyReadChats();
    const result = await send(entry?.id, 'Hi', 'client');
    expect(result).toEqual({ status: 403, body: { message: 'Cannot execute create on Chat' } });
  });
});

const withFiles = (contact: unknown, message: string, attachments: unknown) =>
  call('/apps/chat/send-msg', 'admin', { body: { obj: { contact, message, attachments } } });

const remove = (contact: unknown, messageId: unknown, account: Account = 'admin') =>
  call('/apps/chat/delete-msg', account, { method: 'DELETE', body: { contact, messageId } });

describe('files with a message', () => {
  beforeEach(async () => {
    await replies('off');
  });

  it('keeps each file’s name and size, with or without text', async () => {
    const [entry] = (await list()).chatsContacts;
    const { status, body } = await withFiles(entry?.id, '', [
      { fileName: 'plan.pdf', size: 48_213 },
    ]);
    expect(status).toBe(201);
    expect(sendMessageAnswerSchema.parse(body).msg).toMatchObject({
      message: '',
      attachments: [{ fileName: 'plan.pdf', size: 48_213, url: '/files/plan.pdf' }],
    });
    const { body: read } = await call(`/apps/chat/get-chat?id=${entry?.id}`, 'admin');
    expect(chatAnswerSchema.parse(read).chat?.chat.at(-1)?.attachments).toEqual([
      { fileName: 'plan.pdf', size: 48_213, url: '/files/plan.pdf' },
    ]);
  });

  it('refuses a file over 10 MB, more than five files, and a message with neither text nor file', async () => {
    const [entry] = (await list()).chatsContacts;
    const big = await withFiles(entry?.id, 'Here', [{ fileName: 'film.mov', size: 10_000_001 }]);
    expect(big).toMatchObject({
      status: 400,
      body: { errors: { attachments: ['chat.errors.fileTooLarge'] } },
    });
    const many = Array.from({ length: 6 }, (_, index) => ({ fileName: `f${index}.txt`, size: 1 }));
    expect((await withFiles(entry?.id, 'Here', many)).body).toMatchObject({
      errors: { attachments: ['chat.errors.tooManyFiles'] },
    });
    expect((await withFiles(entry?.id, ' ', [])).body).toMatchObject({
      errors: { message: ['validation.required'] },
    });
  });
});

describe('DELETE /apps/chat/delete-msg', () => {
  beforeEach(async () => {
    await replies('off');
  });

  it('deletes the user’s own message; the list shows the one before', async () => {
    const [entry] = (await list()).chatsContacts;
    if (!entry) throw new Error('no chat');
    const before = entry.chat.lastMessage;
    const sent = sendMessageAnswerSchema.parse((await send(entry.id, 'Oops, wrong chat')).body);
    expect(await remove(entry.id, sent.msg.id)).toMatchObject({ status: 204 });
    const { body } = await call(`/apps/chat/get-chat?id=${entry.id}`, 'admin');
    const messages = chatAnswerSchema.parse(body).chat?.chat ?? [];
    expect(messages.some((message) => message.id === sent.msg.id)).toBe(false);
    expect((await list()).chatsContacts[0]?.chat.lastMessage).toEqual(before);
    // Gone: a second delete finds nothing.
    expect((await remove(entry.id, sent.msg.id)).status).toBe(404);
  });

  it('refuses another’s message (403), an unknown one (404), and a bad body (400)', async () => {
    const [entry] = (await list()).chatsContacts;
    if (!entry) throw new Error('no chat');
    const { body } = await call(`/apps/chat/get-chat?id=${entry.id}`, 'admin');
    const theirs = chatAnswerSchema
      .parse(body)
      .chat?.chat.find((message) => message.senderId === entry.id);
    if (!theirs) throw new Error('the contact wrote nothing');
    expect(await remove(entry.id, theirs.id)).toEqual({
      status: 403,
      body: { message: 'chat.errors.notOwnMessage' },
    });
    expect((await remove(entry.id, 99_999)).status).toBe(404);
    expect((await remove(9999, 1)).status).toBe(404);
    expect((await remove(entry.id, 'x')).status).toBe(400);
  });

  it('refuses a role that may not write in chats', async () => {
    const [entry] = (await list('client')).chatsContacts;
    onlyReadChats();
    expect(await remove(entry?.id, 1, 'client')).toEqual({
      status: 403,
      body: { message: 'Cannot execute create on Chat' },
    });
  });
});

async function onlineChat() {
  const entry = (await list()).chatsContacts.find((candidate) => candidate.status === 'online');
  if (!entry) throw new Error('no online contact with a chat');
  return entry;
}

describe('the contacts reply', () => {
  it('at once with `immediate`: the reply is unseen and the own messages seen', async () => {
    await replies('immediate');
    const entry = await onlineChat();
    await send(entry.id, 'Are you there?');
    const after = (await list()).chatsContacts[0];
    expect(after?.chat.id).toBe(entry.chat.id);
    expect(after?.chat.unseenMsgs).toBe(1);
    expect(after?.chat.lastMessage?.senderId).toBe(entry.id);
    const { body } = await call(`/apps/chat/get-chat?id=${entry.id}`, 'admin');
    const messages = chatAnswerSchema.parse(body).chat?.chat ?? [];
    expect(messages.at(-2)).toMatchObject({
      message: 'Are you there?',
      feedback: { isSeen: true },
    });
  });

  it('after a delay with `delayed`, typing meanwhile', async () => {
    await replies('delayed', 0);
    const entry = await onlineChat();
    await send(entry.id, 'Ping');
    // Due at once (delay 0): the next read delivers it.
    expect((await list()).chatsContacts[0]?.chat).toMatchObject({ unseenMsgs: 1, isTyping: false });

    await replies('delayed', 60_000);
    await send(entry.id, 'Ping again');
    const typing = (await list()).chatsContacts[0]?.chat;
    expect(typing).toMatchObject({ unseenMsgs: 0, isTyping: true });
    expect(typing?.lastMessage?.message).toBe('Ping again');
  });

  it('never with `off`, and a reset restores the delayed default', async () => {
    await replies('off');
    const entry = await onlineChat();
    await send(entry.id, 'Hello?');
    expect((await list()).chatsContacts[0]?.chat).toMatchObject({ unseenMsgs: 0, isTyping: false });
    await callApi('/__mock/reset', { body: {} });
    await send(entry.id, 'Hello again?');
    expect((await list()).chatsContacts[0]?.chat.isTyping).toBe(true);
  });

  it('refuses an unknown mode', async () => {
    expect((await replies('sometimes')).status).toBe(400);
  });
});

describe('the own profile', () => {
  it('is read and updated, and the list shows it', async () => {
    const { body } = await call('/apps/chat/users/profile-user', 'client');
    expect(profileAnswerSchema.parse(body).profile).toMatchObject({
      role: 'client',
      status: 'online',
    });
    // The specification's client reads the record itself: its fields are beside the wrapper.
    const { profile, ...record } = profileUserAnswerSchema.parse(body);
    expect(record).toEqual(profile);
    const update = await call('/apps/chat/users/update-profile', 'client', {
      body: { status: 'busy', about: '  Back at 3  ', settings: { isNotificationsOn: false } },
    });
    expect(update.status).toBe(200);
    expect(profileAnswerSchema.parse(update.body).profile).toMatchObject({
      status: 'busy',
      about: 'Back at 3',
      settings: { isNotificationsOn: false, isTwoStepAuthVerificationEnabled: false },
    });
    expect((await list('client')).profileUser.status).toBe('busy');
  });

  it('refuses an unknown status and a long about', async () => {
    const bad = await call('/apps/chat/users/update-profile', 'admin', {
      body: { status: 'asleep' },
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { errors: { status: ['validation.invalidOption'] } },
    });
    const long = await call('/apps/chat/users/update-profile', 'admin', {
      body: { about: 'x'.repeat(301) },
    });
    expect(long).toMatchObject({
      status: 400,
      body: { errors: { about: ['validation.tooLong'] } },
    });
  });

  it('refuses a role that may not update chats', async () => {
    onlyReadChats();
    const result = await call('/apps/chat/users/update-profile', 'client', {
      body: { status: 'away' },
    });
    expect(result).toEqual({ status: 403, body: { message: 'Cannot execute update on Chat' } });
  });
});
