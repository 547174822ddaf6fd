import * as z from 'zod/mini';
import {
  ABOUT_MAX,
  ATTACHMENTS_MAX,
  ATTACHMENT_MAX_BYTES,
  MESSAGE_MAX,
  chatStatuses,
} from './chat-values';

export const chatStatusSchema = z.enum(chatStatuses);

/** The own profile's switches. */
export const profileSettingsSchema = z.object({
  isTwoStepAuthVerificationEnabled: z.boolean(),
  isNotificationsOn: z.boolean(),
});
export type ProfileSettings = z.infer<typeof profileSettingsSchema>;

/** The signed-in user as the chat shows them. `role` is a role name (`admin`), shown translated. */
export const profileUserSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  avatar: z.string(),
  role: z.string(),
  /** Plain text, never rendered as HTML. */
  about: z.string(),
  status: chatStatusSchema,
  settings: profileSettingsSchema,
});
export type ProfileUser = z.infer<typeof profileUserSchema>;

/** Someone the user can chat with (a user of the directory). */
export const contactSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  role: z.string(),
  about: z.string(),
  avatar: z.string(),
  status: chatStatusSchema,
  /** From the users table, when the contact is a user of it. */
  email: z.optional(z.string()),
  phone: z.optional(z.string()),
});
export type Contact = z.infer<typeof contactSchema>;

/** Delivery marks of a message the user sent; a contact's messages carry them too (all true). */
export const messageFeedbackSchema = z.object({
  isSent: z.boolean(),
  isDelivered: z.boolean(),
  isSeen: z.boolean(),
});
export type MessageFeedback = z.infer<typeof messageFeedbackSchema>;

/** A file sent with a message: its name and size are kept (as the email app keeps them). */
export const messageAttachmentSchema = z.object({
  fileName: z.string(),
  /** Bytes. */
  size: z.number(),
  url: z.string(),
});
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

export const messageSchema = z.object({
  id: z.number(),
  /** Plain text: links become links, nothing is rendered as HTML. Empty when only files went. */
  message: z.string(),
  /** ISO instant. */
  time: z.iso.datetime({ offset: true }),
  senderId: z.number(),
  feedback: messageFeedbackSchema,
  /** Absent or empty: no files. */
  attachments: z.optional(z.array(messageAttachmentSchema)),
});
export type Message = z.infer<typeof messageSchema>;

/** One conversation: `userId` is the contact's id; messages oldest first. */
export const chatSchema = z.object({
  id: z.number(),
  userId: z.number(),
  unseenMsgs: z.number(),
  messages: z.array(messageSchema),
});
export type Chat = z.infer<typeof chatSchema>;

/** A chat as the sidebar lists it: no history, the last message, and whether a reply is coming. */
export const chatSummarySchema = z.object({
  id: z.number(),
  unseenMsgs: z.number(),
  lastMessage: z.nullable(messageSchema),
  /** The contact is writing a reply (the typing indicator). */
  isTyping: z.boolean(),
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;

export const chatContactSchema = z.extend(contactSchema, { chat: chatSummarySchema });
export type ChatContact = z.infer<typeof chatContactSchema>;

/** `GET /apps/chat/chats-and-contacts`: chats newest first, then the contacts with no chat. */
export const chatsAndContactsSchema = z.object({
  chatsContacts: z.array(chatContactSchema),
  contacts: z.array(contactSchema),
  profileUser: profileUserSchema,
  /** The server's day (`YYYY-MM-DD`, UTC), against which times read "today" or a date. */
  today: z.iso.date(),
});
export type ChatsAndContacts = z.infer<typeof chatsAndContactsSchema>;

/** `POST /apps/chat/users/update-profile`: the saved profile. */
export const profileAnswerSchema = z.object({ profile: profileUserSchema });

/**
 * `GET /apps/chat/users/profile-user`: the profile, wrapped as `profile` (ours) and also spread
 * beside it (the specification's client reads the record itself).
 */
export const profileUserAnswerSchema = z.extend(profileUserSchema, { profile: profileUserSchema });

/**
 * A conversation as `get-chat` answers it: the messages (oldest first) are `chat`, the name the
 * specification's client reads (`chat.chat`). Once only: the longest seeded chat holds 2,000.
 */
export const conversationSchema = z.extend(z.omit(chatSchema, { messages: true }), {
  chat: z.array(messageSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** `GET /apps/chat/get-chat`: a contact's conversation; a contact with no chat yet has `chat: null`. */
export const chatAnswerSchema = z.object({
  chat: z.nullable(conversationSchema),
  contact: contactSchema,
  isTyping: z.boolean(),
});
export type ChatAnswer = z.infer<typeof chatAnswerSchema>;

/**
 * The text of a message as the API takes it; messages are i18n keys. It may be empty when files
 * go with it (`withTextOrFiles`).
 */
export const messageTextSchema = z.prefault(
  z.string().check(z.trim(), z.maxLength(MESSAGE_MAX, 'validation.tooLong')),
  '',
);

/** A file as the composer sends it: the name and the size (the bytes stay on the user's disk). */
export const attachmentInputSchema = z.object({
  fileName: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(255, 'validation.tooLong')),
  size: z
    .number()
    .check(z.int(), z.nonnegative(), z.maximum(ATTACHMENT_MAX_BYTES, 'chat.errors.fileTooLarge')),
});
export type AttachmentInput = z.infer<typeof attachmentInputSchema>;

export const attachmentsInputSchema = z.prefault(
  z.array(attachmentInputSchema).check(z.maxLength(ATTACHMENTS_MAX, 'chat.errors.tooManyFiles')),
  [],
);

/** A message needs text or at least one file. */
export const withTextOrFiles = z.refine<{ message: string; attachments: readonly unknown[] }>(
  (input) => input.message !== '' || input.attachments.length > 0,
  { message: 'validation.required', path: ['message'] },
);

/** `POST /apps/chat/send-msg`: the stored message and the chat it went to (without history). */
export const sendMessageAnswerSchema = z.object({
  msg: messageSchema,
  chat: z.object({ id: z.number(), userId: z.number(), unseenMsgs: z.number() }),
});
export type SendMessageAnswer = z.infer<typeof sendMessageAnswerSchema>;

/** `DELETE /apps/chat/delete-msg`: which message of which conversation (by its contact). */
export const deleteMessageInputSchema = z.object({
  contact: z.number().check(z.int(), z.positive()),
  messageId: z.number().check(z.int(), z.positive()),
});
export type DeleteMessageInput = z.infer<typeof deleteMessageInputSchema>;

/** The profile's About, as the profile form checks it and the API reads it. */
const aboutSchema = z.string().check(z.trim(), z.maxLength(ABOUT_MAX, 'validation.tooLong'));

/** The profile form's About (saved with its button). */
export const aboutFormSchema = z.object({ about: aboutSchema });
export type AboutForm = z.infer<typeof aboutFormSchema>;

/** `POST /apps/chat/users/update-profile`: only the fields to change. */
export const profilePatchSchema = z.object({
  about: z.optional(aboutSchema),
  status: z.optional(chatStatusSchema),
  settings: z.optional(z.partial(profileSettingsSchema)),
});
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

/**
 * The live event `chatMessage` (`GET /api/events`): a message arrived in one of the reader's
 * chats (a contact's reply, or a colleague who can sign in wrote to them). `contactId` is who
 * wrote; `chatId` the reader's chat with them.
 */
export const chatMessageEventSchema = z.object({
  chatId: z.number(),
  contactId: z.number(),
  message: messageSchema,
});
export type ChatMessageEvent = z.infer<typeof chatMessageEventSchema>;

/** The live event `chatTyping`: a contact started (`true`) or stopped writing to the reader. */
export const chatTypingEventSchema = z.object({ contactId: z.number(), isTyping: z.boolean() });
export type ChatTypingEvent = z.infer<typeof chatTypingEventSchema>;
