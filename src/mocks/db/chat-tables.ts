import * as z from 'zod/mini';
import {
  chatSchema,
  chatStatusSchema,
  contactSchema,
  profileSettingsSchema,
} from '@/apps/chat/api/chat-schemas';

/**
 * A chat as stored: the contract's chat plus whose it is (`ownerId`, the signed-in user; the
 * contract's `userId` is the contact) and the contact's reply still to come, if any.
 */
export const chatRecordSchema = z.extend(chatSchema, {
  ownerId: z.number(),
  /** The contact's next message and when it arrives (real time, ms); null when none is due. */
  pendingReply: z.nullable(z.object({ dueAt: z.number(), message: z.string() })),
});
export type ChatRecord = z.infer<typeof chatRecordSchema>;

/** People the chat offers (directory users), with what only the chat knows of them. */
export const chatContactRecordSchema = contactSchema;
export type ChatContactRecord = z.infer<typeof chatContactRecordSchema>;

/** What a user set in their own chat profile; a user without a row has the defaults. */
export const chatProfileRecordSchema = z.object({
  userId: z.number(),
  about: z.string(),
  status: chatStatusSchema,
  settings: profileSettingsSchema,
});
export type ChatProfileRecord = z.infer<typeof chatProfileRecordSchema>;
