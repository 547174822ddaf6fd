import { http, HttpResponse } from 'msw';
import {
  type ChatAnswer,
  type ChatContact,
  type ChatMessageEvent,
  type ChatsAndContacts,
  type ChatTypingEvent,
  type Contact,
  type Message,
  type ProfileUser,
  type SendMessageAnswer,
} from '@/apps/chat/api/chat-schemas';
import { emitEvent } from '@/mocks/lib/live-events';
import { raiseNotification } from '@/mocks/lib/notifications';
import { mockPath } from '@/contract/endpoint';
import { mockControlApi, type ChatReplyMode } from '@/contract/endpoints/mock-control';
import {
  chatApi,
  deleteMessageBody,
  getChatQuery,
  sendMessageBody,
} from '@/contract/endpoints/chat';
import { fromSearchParams } from '@/lib/list/list-search';
import type { ChatContactRecord, ChatProfileRecord, ChatRecord } from '@/mocks/db/chat-tables';
import { nextId } from '@/mocks/db/database';
import { getMockSession, type MockSession } from '@/mocks/db/sessions';
import type { Database } from '@/mocks/db/tables';
import { plainCopy } from '@/mocks/db/table-store';
import {
  publicHandlers,
  requireAbility,
  withAbility,
  type AuthContext,
} from '@/mocks/lib/auth-guard';
import { clockIso, clockToday } from '@/mocks/lib/clock';
import { errorKeys, throwHttpError, throwNotFound } from '@/mocks/lib/http-errors';
import { parseBody, readEnvelope, validate } from '@/mocks/lib/validation';
import { replyLines } from '@/mocks/seed/chat-seed';
import { idempotent } from '@/mocks/lib/idempotency';

/**
 * How the mock answers for the contacts (`POST /__mock/chat-replies`): `delayed` (the default)
 * after `delayMs` of typing, `immediate` in the same request as the message, `off` never.
 */
export const DEFAULT_REPLY_DELAY_MS = 2500;

type ReplySettings = { mode: ChatReplyMode; delayMs: number };
const defaultReplies: ReplySettings = { mode: 'delayed', delayMs: DEFAULT_REPLY_DELAY_MS };

// Keyed by the session's database, so a reset (a new database) restores the default.
const replySettings = new WeakMap<Database, ReplySettings>();

export function replySettingsOf(session: MockSession): ReplySettings {
  return replySettings.get(session.db) ?? defaultReplies;
}

/** The contact as answered: name, avatar and role follow the users table (a rename shows). */
function toContact(db: Database, record: ChatContactRecord): Contact {
  const user = db.users.find((candidate) => candidate.id === record.id);
  return user
    ? {
        ...record,
        fullName: user.fullName,
        avatar: user.avatar,
        role: user.role,
        email: user.email,
        phone: user.contact,
      }
    : { ...record };
}

/**
 * The users who can sign in are each other's contacts too (colleagues): what one writes reaches
 * the other's chat (`deliverToColleague`), and nobody replies for them.
 */
function colleaguesOf(db: Database, ownerId: number): ChatContactRecord[] {
  const seeded = new Set(db.chatContacts.map((contact) => contact.id));
  return db.users
    .filter((user) => user.password !== undefined && user.id !== ownerId && !seeded.has(user.id))
    .map((user) => {
      const profile = db.chatProfiles.find((row) => row.userId === user.id);
      return {
        id: user.id,
        fullName: user.fullName,
        role: user.role,
        about: profile?.about ?? '',
        avatar: user.avatar,
        status: profile?.status ?? 'online',
      };
    });
}

function contactsOf(db: Database, ownerId: number): ChatContactRecord[] {
  return [
    ...db.chatContacts.filter((contact) => contact.id !== ownerId),
    ...colleaguesOf(db, ownerId),
  ];
}

/**
 * Whether the contact is a colleague (a user who can sign in, not one of the seeded contacts, as
 * `colleaguesOf` lists them): a person answers, not the mock.
 */
function isColleague(db: Database, contactId: number): boolean {
  if (db.chatContacts.some((contact) => contact.id === contactId)) return false;
  return db.users.some((user) => user.id === contactId && user.password !== undefined);
}

function findContact(db: Database, ownerId: number, id: number): ChatContactRecord | undefined {
  return contactsOf(db, ownerId).find((contact) => contact.id === id);
}

const defaultProfile = (userId: number): ChatProfileRecord => ({
  userId,
  about: '',
  status: 'online',
  settings: { isTwoStepAuthVerificationEnabled: false, isNotificationsOn: true },
});

function profileOf(ctx: AuthContext): ProfileUser {
  const { db } = ctx.session;
  const row =
    db.chatProfiles.find((candidate) => candidate.userId === ctx.user.id) ??
    defaultProfile(ctx.user.id);
  return {
    id: ctx.user.id,
    fullName: ctx.user.fullName,
    avatar: ctx.user.avatar,
    role: ctx.user.role,
    about: row.about,
    status: row.status,
    settings: { ...row.settings },
  };
}

/** The contact's reply arrives: their message, the user's messages seen, one more unseen. */
function deliverReply(session: MockSession, chat: ChatRecord, text: string): void {
  for (const message of chat.messages) {
    if (message.senderId === chat.ownerId) {
      message.feedback.isDelivered = true;
      message.feedback.isSeen = true;
    }
  }
  chat.messages.push({
    id: nextId(chat.messages),
    message: text,
    time: clockIso(session.clock),
    senderId: chat.userId,
    feedback: { isSent: true, isDelivered: true, isSeen: true },
  });
  chat.unseenMsgs += 1;
  chat.pendingReply = null;
  // The typing stops as the message lands.
  emitTyping(session, chat, false);
  const delivered = chat.messages.at(-1);
  if (delivered) emitChatMessage(session, chat, delivered);
  const contact = session.db.users.find((user) => user.id === chat.userId);
  raiseNotification(session, [chat.ownerId], {
    kind: 'chatReply',
    params: { name: contact?.fullName ?? '' },
    record: { type: 'chat', id: chat.id },
    link: `/apps/chat?chatId=${chat.id}`,
  });
}

/** Pushes a message that arrived in `chat` to its owner's streams. */
function emitChatMessage(session: MockSession, chat: ChatRecord, message: Message): void {
  const event: ChatMessageEvent = {
    chatId: chat.id,
    contactId: chat.userId,
    message: plainCopy(message),
  };
  emitEvent(session, [chat.ownerId], 'chatMessage', event);
}

function emitTyping(session: MockSession, chat: ChatRecord, isTyping: boolean): void {
  const event: ChatTypingEvent = { contactId: chat.userId, isTyping };
  emitEvent(session, [chat.ownerId], 'chatTyping', event);
}

/**
 * A message to a colleague (a user who can sign in) arrives in their chat with the sender,
 * unseen, pushed to their open tabs and notified as a reply is.
 */
function deliverToColleague(
  session: MockSession,
  senderId: number,
  recipientId: number,
  sent: Message,
): void {
  const { db } = session;
  let chat = db.chats.find(
    (candidate) => candidate.ownerId === recipientId && candidate.userId === senderId,
  );
  if (!chat) {
    chat = {
      id: nextId(db.chats),
      ownerId: recipientId,
      userId: senderId,
      unseenMsgs: 0,
      messages: [],
      pendingReply: null,
    };
    db.chats.push(chat);
  }
  // The recipient's earlier messages have been read by whoever now answers them.
  for (const message of chat.messages) {
    if (message.senderId === recipientId) message.feedback.isSeen = true;
  }
  const copy: Message = {
    ...plainCopy(sent),
    id: nextId(chat.messages),
    feedback: { isSent: true, isDelivered: true, isSeen: true },
  };
  chat.messages.push(copy);
  chat.unseenMsgs += 1;
  emitChatMessage(session, chat, copy);
  const sender = db.users.find((user) => user.id === senderId);
  raiseNotification(session, [recipientId], {
    kind: 'chatReply',
    params: { name: sender?.fullName ?? '' },
    record: { type: 'chat', id: chat.id },
    link: `/apps/chat?chatId=${chat.id}`,
  });
}

/**
 * Replies are delivered lazily: every read first lands those whose time has come (the chat's
 * reads, and the notifications', so a reply is notified while the chat is closed).
 */
export function settleReplies(session: MockSession, ownerId: number, now = Date.now()): void {
  for (const chat of session.db.chats) {
    if (chat.ownerId === ownerId && chat.pendingReply && chat.pendingReply.dueAt <= now) {
      deliverReply(session, chat, chat.pendingReply.message);
    }
  }
}

const isTyping = (chat: ChatRecord) => chat.pendingReply !== null;

function lastTime(chat: ChatRecord): number {
  const last = chat.messages.at(-1);
  return last ? Date.parse(last.time) : 0;
}

/** The user's chats, newest last message first (ties: the newer chat first). */
export function sortChats(chats: readonly ChatRecord[]): ChatRecord[] {
  return chats.toSorted((a, b) => lastTime(b) - lastTime(a) || b.id - a.id);
}

function chatsAndContacts(ctx: AuthContext): ChatsAndContacts {
  const { db } = ctx.session;
  const owned = db.chats.filter((chat) => chat.ownerId === ctx.user.id);
  const chatsContacts = sortChats(owned).flatMap((chat): ChatContact[] => {
    const record = findContact(db, ctx.user.id, chat.userId);
    if (!record) return [];
    const lastMessage = chat.messages.at(-1);
    return [
      {
        ...toContact(db, record),
        chat: {
          id: chat.id,
          unseenMsgs: chat.unseenMsgs,
          lastMessage: lastMessage ? plainCopy(lastMessage) : null,
          isTyping: isTyping(chat),
        },
      },
    ];
  });
  const withChat = new Set(owned.map((chat) => chat.userId));
  const contacts = contactsOf(db, ctx.user.id)
    .filter((contact) => !withChat.has(contact.id))
    .map((contact) => toContact(db, contact));
  return {
    chatsContacts,
    contacts,
    profileUser: profileOf(ctx),
    today: clockToday(ctx.session.clock),
  };
}

const chatErrorKeys = { notOwnMessage: 'chat.errors.notOwnMessage' } as const;

/** A chat is the user's own: the rule `userId = own id` reads the chat's owner. */
const ownChat = (ctx: AuthContext) => ({ userId: ctx.user.id });

function replyFor(chat: ChatRecord): string {
  const count = chat.messages.length;
  return replyLines[count % replyLines.length] ?? '';
}

function scheduleReply(session: MockSession, chat: ChatRecord, contact: ChatContactRecord): void {
  // An offline contact does not answer (and the message stays "sent", not "delivered").
  if (contact.status === 'offline') return;
  const { mode, delayMs } = replySettingsOf(session);
  if (mode === 'off') return;
  if (mode === 'immediate') {
    deliverReply(session, chat, replyFor(chat));
    return;
  }
  // A newer message restarts the typing: one reply to a burst of messages.
  const dueAt = Date.now() + delayMs;
  chat.pendingReply = { dueAt, message: replyFor(chat) };
  emitTyping(session, chat, true);
  // Pushed when due to a user whose stream is open; a read before then still delivers it.
  const timer = setTimeout(() => {
    if (chat.pendingReply?.dueAt === dueAt) settleReplies(session, chat.ownerId, dueAt);
  }, delayMs);
  // Node: a reply on its way must not keep a test run or a stopping server alive.
  if (typeof timer === 'object' && 'unref' in timer) timer.unref();
}

/** The QA switch of the contacts' replies (no auth; the caller's session only). */
export const chatControlHandlers = publicHandlers([
  http.post(mockPath(mockControlApi.chatReplies), async ({ request, cookies }) => {
    const { mode, delayMs } = await parseBody(request, mockControlApi.chatReplies.body);
    const session = getMockSession(cookies);
    const settings = { mode, delayMs: delayMs ?? DEFAULT_REPLY_DELAY_MS };
    replySettings.set(session.db, settings);
    return HttpResponse.json(settings);
  }),
]);

export const chatHandlers = [
  http.get(
    mockPath(chatApi.profile),
    withAbility('read', 'Chat', async ({ ctx }) => {
      const profile = profileOf(ctx);
      // Spread as well: the specification's client reads the record itself, ours `profile`.
      return HttpResponse.json({ ...plainCopy(profile), profile });
    }),
  ),

  http.post(
    mockPath(chatApi.updateProfile),
    withAbility('update', 'Chat', async ({ request, ctx }) => {
      requireAbility(ctx, 'update', 'Chat', ownChat(ctx));
      const patch = await parseBody(request, chatApi.updateProfile.body);
      const { db } = ctx.session;
      let row = db.chatProfiles.find((candidate) => candidate.userId === ctx.user.id);
      if (!row) {
        row = defaultProfile(ctx.user.id);
        db.chatProfiles.push(row);
      }
      if (patch.about !== undefined) row.about = patch.about;
      if (patch.status !== undefined) row.status = patch.status;
      if (patch.settings) {
        row.settings = {
          isTwoStepAuthVerificationEnabled:
            patch.settings.isTwoStepAuthVerificationEnabled ??
            row.settings.isTwoStepAuthVerificationEnabled,
          isNotificationsOn: patch.settings.isNotificationsOn ?? row.settings.isNotificationsOn,
        };
      }
      return HttpResponse.json({ profile: profileOf(ctx) });
    }),
  ),

  http.get(
    mockPath(chatApi.list),
    withAbility('read', 'Chat', async ({ ctx }) => {
      settleReplies(ctx.session, ctx.user.id);
      return HttpResponse.json(chatsAndContacts(ctx));
    }),
  ),

  http.get(
    mockPath(chatApi.get),
    withAbility('read', 'Chat', async ({ request, ctx }) => {
      const { db } = ctx.session;
      settleReplies(ctx.session, ctx.user.id);
      const query = validate(getChatQuery, fromSearchParams(new URL(request.url).searchParams));
      // `id` is the contact's, as in the lists; `contactId` is its older alias.
      const contactId = query.id ?? query.contactId;
      if (contactId === undefined) {
        throwHttpError(400, errorKeys.validationFailed, { id: ['validation.required'] });
      }
      const record = findContact(db, ctx.user.id, contactId);
      if (!record) throwNotFound();
      const chat = db.chats.find(
        (candidate) => candidate.ownerId === ctx.user.id && candidate.userId === record.id,
      );
      // Opening a chat marks it seen.
      if (chat) chat.unseenMsgs = 0;
      const body: ChatAnswer = {
        chat: chat
          ? {
              id: chat.id,
              userId: chat.userId,
              unseenMsgs: chat.unseenMsgs,
              chat: plainCopy(chat.messages),
            }
          : null,
        contact: toContact(db, record),
        isTyping: chat ? isTyping(chat) : false,
      };
      return HttpResponse.json(body);
    }),
  ),

  http.post(
    mockPath(chatApi.send),
    withAbility(
      'create',
      'Chat',
      idempotent(async ({ request, ctx }) => {
        requireAbility(ctx, 'create', 'Chat', ownChat(ctx));
        const { session } = ctx;
        const { db } = session;
        settleReplies(session, ctx.user.id);
        const input = await readEnvelope(request, 'obj', sendMessageBody);
        const contact = findContact(db, ctx.user.id, input.contact);
        if (!contact) {
          throwHttpError(400, errorKeys.validationFailed, {
            contact: ['chat.errors.unknownContact'],
          });
        }
        let chat = db.chats.find(
          (candidate) => candidate.ownerId === ctx.user.id && candidate.userId === contact.id,
        );
        if (!chat) {
          chat = {
            id: nextId(db.chats),
            ownerId: ctx.user.id,
            userId: contact.id,
            unseenMsgs: 0,
            messages: [],
            pendingReply: null,
          };
          db.chats.push(chat);
        }
        const msg: Message = {
          id: nextId(chat.messages),
          message: input.message,
          time: clockIso(session.clock),
          senderId: ctx.user.id,
          feedback: { isSent: true, isDelivered: contact.status !== 'offline', isSeen: false },
          // Names and sizes only, as the mail keeps them: the bytes never leave the user's disk.
          ...(input.attachments.length > 0 && {
            attachments: input.attachments.map(({ fileName, size }) => ({
              fileName,
              size,
              url: `/files/${encodeURIComponent(fileName)}`,
            })),
          }),
        };
        chat.messages.push(msg);
        // Writing in a chat means having read it.
        chat.unseenMsgs = 0;
        const answer: SendMessageAnswer = {
          msg: plainCopy(msg),
          chat: { id: chat.id, userId: chat.userId, unseenMsgs: chat.unseenMsgs },
        };
        if (isColleague(db, contact.id)) deliverToColleague(session, ctx.user.id, contact.id, msg);
        else scheduleReply(session, chat, contact);
        return HttpResponse.json(answer, { status: 201 });
      }),
    ),
  ),

  http.delete(
    mockPath(chatApi.deleteMessage),
    withAbility('create', 'Chat', async ({ request, ctx }) => {
      requireAbility(ctx, 'create', 'Chat', ownChat(ctx));
      const { db } = ctx.session;
      settleReplies(ctx.session, ctx.user.id);
      const input = await parseBody(request, deleteMessageBody);
      const contact = findContact(db, ctx.user.id, input.contact);
      if (!contact) throwNotFound();
      const chat = db.chats.find(
        (candidate) => candidate.ownerId === ctx.user.id && candidate.userId === contact.id,
      );
      const index = chat?.messages.findIndex((message) => message.id === input.messageId) ?? -1;
      const message = chat?.messages[index];
      if (!chat || !message) throwNotFound();
      // Only what the user wrote: the contact's words are theirs.
      if (message.senderId !== ctx.user.id) throwHttpError(403, chatErrorKeys.notOwnMessage);
      chat.messages.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
