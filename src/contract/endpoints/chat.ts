import * as z from 'zod/mini';
import {
  attachmentsInputSchema,
  chatAnswerSchema,
  chatsAndContactsSchema,
  messageTextSchema,
  profileAnswerSchema,
  profilePatchSchema,
  profileUserAnswerSchema,
  sendMessageAnswerSchema,
  withTextOrFiles,
} from '@/apps/chat/api/chat-schemas';
import { idNumberOrText } from '@/lib/api-fields/api-fields';
import { ability, type Endpoint, endpointGroup } from '@/contract/endpoint';

/**
 * `GET /apps/chat/get-chat`: the contact whose conversation to open, as `id` (the specification's
 * name) or `contactId` (ours before, kept as an alias). Neither is required by the schema: one of
 * them is, which the handler says as a 400 on `id`.
 */
export const getChatQuery = z.object({
  id: z.optional(idNumberOrText),
  contactId: z.optional(idNumberOrText),
});

/** A contact as the composer sends it (its id) or as the specification's does (the contact). */
const contactRef = z.pipe(
  z.union([idNumberOrText, z.object({ id: idNumberOrText })]),
  z.transform((contact) => (typeof contact === 'number' ? contact : contact.id)),
);

/** The `obj` of `POST /apps/chat/send-msg`: whom to write, what, and the files' names and sizes. */
export const sendMessageObj = z
  .object({ contact: contactRef, message: messageTextSchema, attachments: attachmentsInputSchema })
  .check(withTextOrFiles);
export const sendMessageBody = z.object({ obj: sendMessageObj });

/** `DELETE /apps/chat/delete-msg`: the conversation (by its contact) and the message's id. */
export const deleteMessageBody = z.object({ contact: contactRef, messageId: idNumberOrText });

/** A contact of the seed with a chat of the admin's (the first of the admin's list). */
const seededContact = '6';

export const chatApi = {
  profile: {
    id: 'getChatProfile',
    method: 'get',
    path: '/apps/chat/users/profile-user',
    summary: "The signed-in user's chat profile",
    description: [
      'A user who never saved one gets `online`, no about, notifications on. The profile comes',
      'twice: as `profile`, and its own fields beside it (the specification’s client reads the',
      'record itself).',
    ].join(' '),
    access: ability('read', 'Chat'),
    answers: { 200: { description: 'The profile', schema: profileUserAnswerSchema } },
  },
  updateProfile: {
    id: 'updateChatProfile',
    method: 'post',
    path: '/apps/chat/users/update-profile',
    summary: "Change the signed-in user's chat profile",
    description: [
      'Only the fields sent change (`about` trimmed, at most 300 characters). Needs `update` on a',
      'chat of the user’s own (`{ userId: own id }`, which the client role’s conditional rules',
      'match).',
    ].join(' '),
    access: ability('update', 'Chat'),
    body: profilePatchSchema,
    errors: [400],
    answers: { 200: { description: 'The saved profile', schema: profileAnswerSchema } },
    example: { body: { status: 'busy', about: 'Back at 3' } },
  },
  list: {
    id: 'listChatsAndContacts',
    method: 'get',
    path: '/apps/chat/chats-and-contacts',
    summary: "The user's chats, the contacts without one, the own profile",
    description: [
      '`chatsContacts`: the user’s chats (each account has its own), newest last message first',
      '(ties: the newer chat first), each a contact with `chat: { id, unseenMsgs, lastMessage,',
      'isTyping }`; `contacts`: the contacts with no chat yet; `today`: the server’s day (UTC).',
      'Contacts’ names, avatars and roles follow the users table. The contacts reply lazily:',
      'this read (and every other chat read) first delivers the replies that are due, so the',
      'client polls it (every 4 s, every second while `isTyping`).',
    ].join(' '),
    access: ability('read', 'Chat'),
    answers: { 200: { description: 'Chats and contacts', schema: chatsAndContactsSchema } },
  },
  get: {
    id: 'getChat',
    method: 'get',
    path: '/apps/chat/get-chat',
    summary: "A contact's conversation, which it marks seen",
    description: [
      '`id` is the **contact’s** id (as in `chatsContacts[].id` and `contacts[].id`); `contactId`',
      'is read the same when `id` is absent. `chat` is null for a contact with no chat yet. A read',
      'with an effect: the chat’s `unseenMsgs` goes to 0. The messages, oldest first, are',
      '`chat.chat` (the name the specification’s client reads). 404 for an',
      'unknown contact or the user themselves; 400 without either parameter.',
    ].join(' '),
    access: ability('read', 'Chat'),
    query: getChatQuery,
    errors: [400, 404],
    answers: { 200: { description: 'The conversation', schema: chatAnswerSchema } },
    example: { query: { id: seededContact } },
  },
  send: {
    id: 'sendChatMessage',
    method: 'post',
    path: '/apps/chat/send-msg',
    creates: true,
    summary: 'Send a message to a contact',
    description: [
      '`obj.contact` is the contact’s id, or the contact itself (an object with its `id`, as the',
      'specification’s client sends it); an id may be a number or its digits (`"6"`). The text is',
      'trimmed (at most 2000 characters) and may be empty when `attachments` has files: up to 5,',
      'each `{ fileName, size }` (bytes, at most 10 MB: `chat.errors.fileTooLarge`); the stored',
      'message keeps each file’s name, size and a `url`, as a mail does. Creates the chat if needed, sets its `unseenMsgs` to 0 (writing',
      'is reading) and puts it on top of the list. To an offline contact the message stays',
      'undelivered and no reply comes; otherwise the contact types (`isTyping`, 2.5 s by default)',
      'and replies, which marks the user’s messages seen and adds one unseen. 400 with field',
      'errors by the `obj`’s fields (`message`; `contact`: `chat.errors.unknownContact`). Needs',
      '`create` on a chat of the user’s own (`{ userId: own id }`).',
    ].join(' '),
    access: ability('create', 'Chat'),
    body: sendMessageBody,
    errors: [400],
    errorKeys: {
      400: {
        fields: {
          contact: ['chat.errors.unknownContact'],
          attachments: ['chat.errors.tooManyFiles', 'chat.errors.fileTooLarge'],
        },
      },
    },
    answers: { 201: { description: 'The stored message', schema: sendMessageAnswerSchema } },
    example: {
      body: {
        obj: {
          contact: Number(seededContact),
          message: 'Hello there',
          attachments: [{ fileName: 'notes.pdf', size: 48_213 }],
        },
      },
    },
  },
  deleteMessage: {
    id: 'deleteChatMessage',
    method: 'delete',
    path: '/apps/chat/delete-msg',
    summary: 'Delete one of the user’s own messages',
    description: [
      '`contact` is the contact whose conversation holds the message (an id, its digits, or the',
      'contact), `messageId` the message’s id in it. Only a message the user sent: another’s',
      'answers 403 `chat.errors.notOwnMessage`. 404 for an unknown contact, conversation or',
      'message. Needs `create` on a chat of the user’s own (`{ userId: own id }`): whoever may',
      'write a message may take it back. The list’s `lastMessage` becomes the one before.',
    ].join(' '),
    access: ability('create', 'Chat'),
    body: deleteMessageBody,
    errors: [400, 404],
    errorKeys: { 403: { messages: ['chat.errors.notOwnMessage'] } },
    answers: { 204: { description: 'Deleted' } },
    // The seed's admin wrote message 3 of this chat.
    example: { body: { contact: Number(seededContact), messageId: 3 } },
  },
} as const satisfies Record<string, Endpoint>;

export const chatGroup = endpointGroup(
  'Chat',
  chatApi,
  'Conversations with contacts, messages, the user’s chat profile.',
);
