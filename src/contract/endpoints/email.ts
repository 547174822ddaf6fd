import * as z from 'zod/mini';
import { filterParam } from '@/lib/list/list-search';
import {
  composeInputSchema,
  emailAnswerSchema,
  emailEnvelopeSchema,
  emailsAnswerSchema,
  emptyTrashAnswerSchema,
  paginateParamsSchema,
  sendInputSchema,
  updatedEmailsSchema,
  updateEmailsInputSchema,
  updateEmailsLabelInputSchema,
} from '@/apps/email/api/email-schemas';
import { emailFolders, emailLabels, emailViews } from '@/apps/email/api/email-values';
import { emailViewSchema } from '@/apps/email/email-search';
import type { EndpointErrorKeys } from '@/contract/error-keys';
import { ability, type Endpoint, endpointGroup } from '@/contract/endpoint';
import { anyCaseEnum, idNumberOrText } from '@/lib/api-fields/api-fields';

/**
 * The view a list, a mail's neighbours and a paginate call are about: the screen's (folder,
 * label, q), with folder and label read in any case (`Inbox`), as the specification's client
 * sends them. A bad value is no filter, as in the screen's URL.
 */
export const emailViewQuery = z.extend(emailViewSchema, {
  folder: filterParam(emailViews),
  label: filterParam(emailLabels),
});

/** `get-email`: the mail's id (a number or its text) and its view. */
export const getEmailQuery = z.extend(emailViewQuery, { id: idNumberOrText });

/** `paginate-email`: the direction, the current mail and the view. */
export const paginateEmailQuery = z.extend(emailViewQuery, paginateParamsSchema.shape);

/** Mail ids as numbers or as their text (`["6"]`), 1 to 1000 of them. */
const emailIds = z
  .array(idNumberOrText)
  .check(z.minLength(1, 'validation.required'), z.maxLength(1000, 'validation.tooLong'));

/** The bulk actions' body, with ids as text and the folder in any case accepted too. */
export const updateEmailsBody = z.extend(updateEmailsInputSchema, {
  emailIds,
  dataToUpdate: z.extend(updateEmailsInputSchema.shape.dataToUpdate, {
    folder: z.optional(anyCaseEnum(emailFolders)),
  }),
});

/** The label action's body, with ids as text and the label in any case accepted too. */
export const updateEmailsLabelBody = z.extend(updateEmailsLabelInputSchema, {
  emailIds,
  label: anyCaseEnum(emailLabels),
});

export const deleteEmailsBody = z.object({ emailIds });

const VIEW_RULES = [
  'The view: `folder` (default `inbox`; `starred` is the starred mails outside Trash and Spam),',
  '`label` (the mails carrying it outside Trash and Spam, within `folder` when one is given), `q`',
  '(matches the sender’s name and address, the subject and the body’s text, case-insensitive).',
  'Folder and label are read in any case (`Inbox`); an unknown value is no filter.',
].join(' ');

const MAILBOX_RULES =
  'Only the caller’s own mails: 404 for an unknown id, 403 `email.errors.notYourMailbox` for another user’s.';

const BOTH_FORMS = [
  'The answer is the wrapper `{ email, hasPreviousMail, hasNextMail }` (what the screens read)',
  'with the mail’s own fields beside it (what the specification’s client reads): the mail record',
  'and its neighbours in one object.',
].join(' ');

const IDS_AS_TEXT = '`emailIds` may be numbers or their text (`["6"]`).';

/** A mail of another account’s mailbox. */
const mailboxErrorKeys: EndpointErrorKeys = { 403: { messages: ['email.errors.notYourMailbox'] } };

export const emailApi = {
  list: {
    id: 'listEmails',
    method: 'get',
    path: '/apps/email/emails',
    summary: 'The mails of a view, and the unread counts',
    description: [
      `${VIEW_RULES} Newest first (ids break ties), only the caller’s own mailbox.`,
      '`emailsMeta` counts the unread mails per folder (Starred: unread starred mails outside',
      'Trash and Spam), `labelsMeta` per label (outside Trash and Spam), over the whole mailbox;',
      '`today` is the server’s day (UTC), so mails of that day show their hour.',
    ].join(' '),
    access: ability('read', 'Email'),
    query: emailViewQuery,
    answers: { 200: { description: 'The view', schema: emailsAnswerSchema } },
    example: { query: { folder: 'inbox', label: 'important' } },
  },
  get: {
    id: 'getEmail',
    method: 'get',
    path: '/apps/email/get-email',
    summary: 'One mail, and whether its view has a mail before and after it',
    description: [
      '`hasPreviousMail` and `hasNextMail` are about the view sent with it (false at its ends, and',
      `both false when the mail is not in it). ${MAILBOX_RULES} ${BOTH_FORMS}`,
      'Reading does not mark the mail read (the screen does, with `update-emails`).',
    ].join(' '),
    access: ability('read', 'Email'),
    query: getEmailQuery,
    errors: [404],
    errorKeys: mailboxErrorKeys,
    answers: { 200: { description: 'The mail', schema: emailAnswerSchema } },
    example: { query: { id: '1', folder: 'inbox' } },
  },
  paginate: {
    id: 'paginateEmail',
    method: 'get',
    path: '/apps/email/paginate-email',
    summary: 'The mail before or after another in its view',
    description: [
      `The neighbour of \`emailId\` in the view, answered as \`get-email\` answers it. 404 past`,
      `either end (and when \`emailId\` is not in the view); 400 for a bad \`dir\`.`,
      `${MAILBOX_RULES} ${BOTH_FORMS}`,
    ].join(' '),
    access: ability('read', 'Email'),
    query: paginateEmailQuery,
    errors: [400, 404],
    errorKeys: mailboxErrorKeys,
    answers: { 200: { description: 'The neighbour', schema: emailAnswerSchema } },
    example: { query: { dir: 'next', emailId: '1', folder: 'inbox' } },
  },
  update: {
    id: 'updateEmails',
    method: 'post',
    path: '/apps/email/update-emails',
    summary: 'Mark read or unread, star or unstar, or move several mails',
    description: [
      'Sets the fields given in `dataToUpdate` on every mail (`folder` in any case). All or none:',
      `every mail is checked first, so one refused (404, 403 as for \`get-email\`) changes nothing.`,
      IDS_AS_TEXT,
    ].join(' '),
    access: ability('update', 'Email'),
    body: updateEmailsBody,
    errors: [400, 404],
    errorKeys: mailboxErrorKeys,
    answers: { 200: { description: 'The mails, changed', schema: updatedEmailsSchema } },
    example: { body: { emailIds: [1, 2], dataToUpdate: { isRead: true } } },
  },
  updateLabel: {
    id: 'updateEmailsLabel',
    method: 'post',
    path: '/apps/email/update-emails-label',
    summary: 'Add, remove or toggle a label on several mails',
    description: [
      '`action` `add` or `remove` applies to every mail; without it each mail’s label is toggled.',
      'Labels keep their fixed order (personal, company, important, private). The label is read in',
      `any case. All or none, as \`update-emails\`. ${IDS_AS_TEXT}`,
    ].join(' '),
    access: ability('update', 'Email'),
    body: updateEmailsLabelBody,
    errors: [400, 404],
    errorKeys: mailboxErrorKeys,
    answers: { 200: { description: 'The mails, changed', schema: updatedEmailsSchema } },
    example: { body: { emailIds: [1], label: 'company', action: 'add' } },
  },
  send: {
    id: 'sendEmail',
    method: 'post',
    path: '/apps/email/send-email',
    creates: true,
    summary: 'Send a mail',
    description: [
      'Stored in the caller’s Sent, from the caller, read, at the server’s time; recipients are',
      'addresses (a known user’s name is looked up, else the address’s local part). With',
      '`draftId` the draft is sent: moved to Sent, not copied (400 `email.errors.notADraft` when',
      'that mail is not a draft; 404 / 403 as for `get-email`). 400 with field errors: `to`',
      '`email.errors.noRecipient`, `to.N` `email.errors.invalidAddress`. Nothing leaves the mock.',
    ].join(' '),
    access: ability('create', 'Email'),
    body: sendInputSchema,
    errors: [400, 404],
    errorKeys: {
      400: {
        messages: ['email.errors.notADraft'],
        fields: {
          to: ['email.errors.noRecipient'],
          'to.*': ['email.errors.invalidAddress'],
          'cc.*': ['email.errors.invalidAddress'],
          'bcc.*': ['email.errors.invalidAddress'],
        },
      },
      403: { messages: ['email.errors.notYourMailbox'] },
    },
    answers: { 201: { description: 'The sent mail', schema: emailEnvelopeSchema } },
    example: {
      body: { to: ['jane@example.com'], subject: 'Hello', message: '<p>Hello</p>' },
    },
  },
  saveDraft: {
    id: 'saveEmailDraft',
    method: 'post',
    path: '/apps/email/save-draft',
    creates: true,
    summary: 'Save a draft',
    description: [
      'As `send-email`, recipients optional, stored in Draft. With `draftId` the draft is replaced',
      '(400 `email.errors.notADraft` when that mail is not a draft); its labels and star stay.',
      'The composer saves while the user types: its first call creates the draft, the next ones',
      'send the answered id as `draftId`, and sending with that `draftId` takes it out of Draft.',
    ].join(' '),
    access: ability('create', 'Email'),
    body: composeInputSchema,
    errors: [400, 404],
    errorKeys: {
      400: {
        messages: ['email.errors.notADraft'],
        fields: {
          'to.*': ['email.errors.invalidAddress'],
          'cc.*': ['email.errors.invalidAddress'],
          'bcc.*': ['email.errors.invalidAddress'],
        },
      },
      403: { messages: ['email.errors.notYourMailbox'] },
    },
    answers: { 201: { description: 'The draft', schema: emailEnvelopeSchema } },
    example: { body: { to: [], subject: 'Notes' } },
  },
  delete: {
    id: 'deleteEmails',
    method: 'delete',
    path: '/apps/email/delete-emails',
    summary: 'Delete mails for good',
    description: [
      'Only mails in Trash: 400 `email.errors.notInTrash` when one is elsewhere, and then none is',
      `deleted. 404 / 403 as for \`get-email\`. ${IDS_AS_TEXT}`,
    ].join(' '),
    access: ability('delete', 'Email'),
    body: deleteEmailsBody,
    errors: [400, 404],
    errorKeys: {
      400: { messages: ['email.errors.notInTrash'] },
      403: { messages: ['email.errors.notYourMailbox'] },
    },
    answers: { 204: { description: 'Deleted' } },
    example: { body: { emailIds: [4] } },
  },
  emptyTrash: {
    id: 'emptyEmailTrash',
    method: 'delete',
    path: '/apps/email/empty-trash',
    summary: 'Empty the caller’s Trash',
    description: 'Every mail of the caller’s own Trash, gone for good; other mailboxes stay.',
    access: ability('delete', 'Email'),
    answers: { 200: { description: 'How many mails went', schema: emptyTrashAnswerSchema } },
  },
} as const satisfies Record<string, Endpoint>;

export const emailGroup = endpointGroup(
  'Email',
  emailApi,
  'The user’s mailbox: folders, labels, reading, sending, drafts.',
);
