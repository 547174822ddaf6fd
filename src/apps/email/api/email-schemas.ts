import * as z from 'zod/mini';
import type { EmailViewParams } from '../email-search';
import { emailFolders, emailLabels, paginateDirections, type EmailLabel } from './email-values';

export const emailAddressSchema = z.object({ name: z.string(), email: z.string() });
export type EmailAddress = z.infer<typeof emailAddressSchema>;

export const emailSenderSchema = z.extend(emailAddressSchema, { avatar: z.string() });
export type EmailSender = z.infer<typeof emailSenderSchema>;

export const emailAttachmentSchema = z.object({
  fileName: z.string(),
  /** Bytes. */
  size: z.number(),
  url: z.string(),
});
export type EmailAttachment = z.infer<typeof emailAttachmentSchema>;

export const emailReplySchema = z.object({
  from: emailSenderSchema,
  /** HTML, sanitized before it is shown. */
  message: z.string(),
  time: z.iso.datetime({ offset: true }),
});

export const emailSchema = z.object({
  id: z.number(),
  /** The user whose mailbox holds the mail: a user reads and changes only their own. */
  ownerId: z.number(),
  from: emailSenderSchema,
  to: z.array(emailAddressSchema),
  cc: z.array(emailAddressSchema),
  bcc: z.array(emailAddressSchema),
  subject: z.string(),
  /** HTML from the sender: never rendered before DOMPurify has cleaned it. */
  message: z.string(),
  attachments: z.array(emailAttachmentSchema),
  // Labels this client does not know are dropped rather than failing the whole list.
  // The last step names the answer's values, so the API document lists them.
  labels: z.pipe(
    z.pipe(
      z.array(z.string()),
      z.transform((labels) =>
        labels.filter((label): label is EmailLabel => emailLabels.some((known) => known === label)),
      ),
    ),
    z.array(z.enum(emailLabels)),
  ),
  folder: z.enum(emailFolders),
  isStarred: z.boolean(),
  isRead: z.boolean(),
  /** ISO instant. */
  time: z.iso.datetime({ offset: true }),
  replies: z.array(emailReplySchema),
});
export type Email = z.infer<typeof emailSchema>;

/** Unread mails per folder (Starred: unread starred mails outside Trash and Spam). */
export const emailsMetaSchema = z.object({
  inbox: z.number(),
  sent: z.number(),
  draft: z.number(),
  starred: z.number(),
  spam: z.number(),
  trash: z.number(),
});
export type EmailsMeta = z.infer<typeof emailsMetaSchema>;

/** Unread mails per label (outside Trash and Spam). */
export const labelsMetaSchema = z.object({
  personal: z.number(),
  company: z.number(),
  important: z.number(),
  private: z.number(),
});
export type LabelsMeta = z.infer<typeof labelsMetaSchema>;

/** `GET /apps/email/emails`: the view's mails, newest first, and the sidebar's counts. */
export const emailsAnswerSchema = z.object({
  emails: z.array(emailSchema),
  emailsMeta: emailsMetaSchema,
  labelsMeta: labelsMetaSchema,
  /** The server's day, `YYYY-MM-DD` (UTC): mails of that day show their hour. */
  today: z.iso.date(),
});
export type EmailsAnswer = z.infer<typeof emailsAnswerSchema>;

/**
 * `GET /apps/email/get-email` and `paginate-email`: the mail and where it sits in its view. The
 * mail's own fields come beside the wrapper too, for the specification's client, which reads the
 * mail record itself; the screens read `email`.
 */
export const emailAnswerSchema = z.extend(emailSchema, {
  email: emailSchema,
  hasPreviousMail: z.boolean(),
  hasNextMail: z.boolean(),
});
export type EmailAnswer = z.infer<typeof emailAnswerSchema>;

/** The view a list, a mail's neighbours and a paginate call are about. */
export type { EmailViewParams };

const emailIds = z
  .array(z.number().check(z.int()))
  .check(z.minLength(1, 'validation.required'), z.maxLength(1000, 'validation.tooLong'));

/** `POST /apps/email/update-emails`: the fields a bulk action changes. */
export const updateEmailsInputSchema = z.object({
  emailIds,
  dataToUpdate: z.object({
    isRead: z.optional(z.boolean()),
    isStarred: z.optional(z.boolean()),
    folder: z.optional(z.enum(emailFolders)),
  }),
});
export type UpdateEmailsInput = z.infer<typeof updateEmailsInputSchema>;

/**
 * `POST /apps/email/update-emails-label`: `add` or `remove` the label on every mail; without
 * `action` each mail's label is toggled (the contract's behaviour).
 */
export const updateEmailsLabelInputSchema = z.object({
  emailIds,
  label: z.enum(emailLabels),
  action: z.optional(z.enum(['add', 'remove'])),
});
export type UpdateEmailsLabelInput = z.infer<typeof updateEmailsLabelInputSchema>;

export const updatedEmailsSchema = z.object({ emails: z.array(emailSchema) });

export const paginateParamsSchema = z.object({
  dir: z.enum(paginateDirections),
  emailId: z.coerce.number().check(z.int()),
});

/** An address as the composer takes it; messages are i18n keys. */
const addressList = z
  .array(z.string().check(z.trim(), z.email('email.errors.invalidAddress')))
  .check(z.maxLength(50, 'validation.tooLong'));

/** What the composer sends or saves: addresses as plain strings, the body as HTML. */
export const composeInputSchema = z.object({
  /** A draft being edited: saving or sending replaces it. */
  draftId: z.optional(z.number().check(z.int())),
  to: addressList,
  cc: z.prefault(addressList, []),
  bcc: z.prefault(addressList, []),
  subject: z.prefault(z.string().check(z.trim(), z.maxLength(200, 'validation.tooLong')), ''),
  message: z.prefault(z.string().check(z.maxLength(100_000, 'validation.tooLong')), ''),
  attachments: z.prefault(
    z
      .array(
        z.object({
          fileName: z.string().check(z.minLength(1)),
          size: z.number().check(z.int(), z.nonnegative()),
        }),
      )
      .check(z.maxLength(10, 'validation.tooLong')),
    [],
  ),
});
export type ComposeInput = z.infer<typeof composeInputSchema>;

/** Sending needs a recipient; a draft does not. */
export const sendInputSchema = composeInputSchema.check(
  z.refine((input) => input.to.length > 0, { message: 'email.errors.noRecipient', path: ['to'] }),
);

export const emailEnvelopeSchema = z.object({ email: emailSchema });

/** `DELETE /apps/email/empty-trash`: how many mails went. */
export const emptyTrashAnswerSchema = z.object({
  deleted: z.number().check(z.int(), z.minimum(0)),
});
export type EmptyTrashAnswer = z.infer<typeof emptyTrashAnswerSchema>;

/** The live event `mailReceived` (`GET /api/events`): a mail arrived, unread, in the reader's inbox. */
export const mailReceivedEventSchema = z.object({ emailId: z.number(), subject: z.string() });
export type MailReceivedEvent = z.infer<typeof mailReceivedEventSchema>;
