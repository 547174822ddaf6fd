import { http, HttpResponse } from 'msw';
import type {
  ComposeInput,
  Email,
  EmailAddress,
  EmailAnswer,
  EmailsAnswer,
  EmailViewParams,
  EmptyTrashAnswer,
  MailReceivedEvent,
} from '@/apps/email/api/email-schemas';
import { applyLabel, countUnread, inView, newestFirst } from '@/apps/email/api/email-rules';
import { mockPath } from '@/contract/endpoint';
import {
  deleteEmailsBody,
  emailApi,
  emailViewQuery,
  getEmailQuery,
  paginateEmailQuery,
  updateEmailsBody,
  updateEmailsLabelBody,
} from '@/contract/endpoints/email';
import { fromSearchParams } from '@/lib/list/list-search';
import { nextId } from '@/mocks/db/database';
import type { Database } from '@/mocks/db/tables';
import { requireAbility, withAbility, type AuthContext } from '@/mocks/lib/auth-guard';
import { clockIso, clockToday } from '@/mocks/lib/clock';
import { throwHttpError, throwNotFound } from '@/mocks/lib/http-errors';
import { parseBody, validate } from '@/mocks/lib/validation';
import { idempotent } from '@/mocks/lib/idempotency';
import { emitEvent } from '@/mocks/lib/live-events';
import { raiseNotification } from '@/mocks/lib/notifications';

export const emailErrorKeys = {
  notYourMailbox: 'email.errors.notYourMailbox',
  notInTrash: 'email.errors.notInTrash',
  notADraft: 'email.errors.notADraft',
} as const;

/** The mails of a view, in the list's order. */
export function listEmails(mailbox: readonly Email[], params: EmailViewParams): Email[] {
  return mailbox.filter((email) => inView(email, params)).toSorted(newestFirst);
}

/**
 * A mail and its neighbours in the view: no previous on the first, no next on the last. The
 * mail's own fields come beside the wrapper for the specification's client, which reads them
 * there; the screens read `email`.
 */
export function withNeighbours(view: readonly Email[], email: Email): EmailAnswer {
  const index = view.findIndex((candidate) => candidate.id === email.id);
  return {
    ...email,
    email,
    hasPreviousMail: index > 0,
    hasNextMail: index !== -1 && index < view.length - 1,
  };
}

const mailboxOf = (db: Database, userId: number) =>
  db.emails.filter((email) => email.ownerId === userId);

/** The mail with that id; a 404 when there is none, a 403 when it is another user's. */
function ownEmail(ctx: AuthContext, id: number | undefined, action: 'read' | 'update' | 'delete') {
  const email = id === undefined ? undefined : ctx.session.db.emails.find((e) => e.id === id);
  if (!email) throwNotFound();
  if (email.ownerId !== ctx.user.id) throwHttpError(403, emailErrorKeys.notYourMailbox);
  requireAbility(ctx, action, 'Email', email);
  return email;
}

/** The stored addresses: a known user's name, else the address's local part. */
function toAddresses(db: Database, emails: readonly string[]): EmailAddress[] {
  return emails.map((email) => {
    const user = db.users.find(
      (candidate) => candidate.email.toLowerCase() === email.toLowerCase(),
    );
    return { name: user?.fullName ?? email.split('@')[0] ?? email, email };
  });
}

/**
 * Stores what the composer sent into `folder` (Sent or Draft), replacing the draft it came from;
 * answers the stored mail.
 */
function storeComposed(ctx: AuthContext, input: ComposeInput, folder: 'sent' | 'draft'): Email {
  const { db } = ctx.session;
  const draft = input.draftId === undefined ? undefined : ownEmail(ctx, input.draftId, 'update');
  if (draft && draft.folder !== 'draft') throwHttpError(400, emailErrorKeys.notADraft);
  const user = ctx.user;
  const email: Email = {
    id: draft?.id ?? nextId(db.emails),
    ownerId: user.id,
    from: { name: user.fullName, email: user.email, avatar: user.avatar },
    to: toAddresses(db, input.to),
    cc: toAddresses(db, input.cc),
    bcc: toAddresses(db, input.bcc),
    subject: input.subject,
    message: input.message,
    attachments: input.attachments.map(({ fileName, size }) => ({
      fileName,
      size,
      url: `/files/${encodeURIComponent(fileName)}`,
    })),
    labels: draft?.labels ?? [],
    folder,
    isStarred: draft?.isStarred ?? false,
    isRead: true,
    time: clockIso(ctx.session.clock),
    replies: [],
  };
  requireAbility(ctx, 'create', 'Email', email);
  if (draft) Object.assign(draft, email);
  else db.emails.push(email);
  return draft ?? email;
}

/**
 * A sent mail arrives in the inbox of each recipient (to, cc, bcc) who has an account, unread,
 * and notifies them: the only mail that reaches another user of the dashboard.
 */
function deliverToAccounts(ctx: AuthContext, sent: Email): void {
  const { db } = ctx.session;
  const addresses = new Set(
    [...sent.to, ...sent.cc, ...sent.bcc].map((address) => address.email.toLowerCase()),
  );
  const recipients = db.users.filter(
    (user) =>
      user.password !== undefined &&
      user.id !== ctx.user.id &&
      addresses.has(user.email.toLowerCase()),
  );
  for (const recipient of recipients) {
    const copy: Email = {
      ...sent,
      id: nextId(db.emails),
      ownerId: recipient.id,
      folder: 'inbox',
      isRead: false,
      isStarred: false,
      labels: [],
      attachments: sent.attachments.map((file) => ({ ...file })),
      replies: [],
    };
    db.emails.push(copy);
    const arrived: MailReceivedEvent = { emailId: copy.id, subject: copy.subject };
    emitEvent(ctx.session, [recipient.id], 'mailReceived', arrived);
    raiseNotification(ctx.session, [recipient.id], {
      kind: 'mailReceived',
      params: { name: ctx.user.fullName, subject: sent.subject },
      record: { type: 'email', id: copy.id },
      link: `/apps/email?emailId=${copy.id}`,
    });
  }
}

const queryOf = (request: Request) => fromSearchParams(new URL(request.url).searchParams);

function viewParams(request: Request): EmailViewParams {
  return emailViewQuery.parse(queryOf(request));
}

export const emailHandlers = [
  http.get(
    mockPath(emailApi.list),
    withAbility('read', 'Email', ({ request, ctx }) => {
      const mailbox = mailboxOf(ctx.session.db, ctx.user.id);
      const body: EmailsAnswer = {
        emails: listEmails(mailbox, viewParams(request)),
        ...countUnread(mailbox),
        today: clockToday(ctx.session.clock),
      };
      return HttpResponse.json(body);
    }),
  ),

  http.get(
    mockPath(emailApi.get),
    withAbility('read', 'Email', ({ request, ctx }) => {
      // A missing or malformed id names no mail: 404, as an unknown one.
      const query = getEmailQuery.safeParse(queryOf(request));
      if (!query.success) throwNotFound();
      const { id, ...view } = query.data;
      const email = ownEmail(ctx, id, 'read');
      const mails = listEmails(mailboxOf(ctx.session.db, ctx.user.id), view);
      return HttpResponse.json(withNeighbours(mails, email));
    }),
  ),

  http.get(
    mockPath(emailApi.paginate),
    withAbility('read', 'Email', ({ request, ctx }) => {
      const { dir, emailId, ...params } = validate(paginateEmailQuery, queryOf(request));
      const current = ownEmail(ctx, emailId, 'read');
      const view = listEmails(mailboxOf(ctx.session.db, ctx.user.id), params);
      const index = view.findIndex((email) => email.id === current.id);
      const target = index === -1 ? undefined : view[dir === 'next' ? index + 1 : index - 1];
      if (!target) throwNotFound();
      return HttpResponse.json(withNeighbours(view, target));
    }),
  ),

  http.post(
    mockPath(emailApi.update),
    withAbility('update', 'Email', async ({ request, ctx }) => {
      const { emailIds, dataToUpdate } = await parseBody(request, updateEmailsBody);
      // Every mail is checked before any changes, so a refused one changes nothing.
      const emails = emailIds.map((id) => ownEmail(ctx, id, 'update'));
      for (const email of emails) {
        if (dataToUpdate.isRead !== undefined) email.isRead = dataToUpdate.isRead;
        if (dataToUpdate.isStarred !== undefined) email.isStarred = dataToUpdate.isStarred;
        if (dataToUpdate.folder !== undefined) email.folder = dataToUpdate.folder;
      }
      return HttpResponse.json({ emails });
    }),
  ),

  http.post(
    mockPath(emailApi.updateLabel),
    withAbility('update', 'Email', async ({ request, ctx }) => {
      const { emailIds, label, action } = await parseBody(request, updateEmailsLabelBody);
      const emails = emailIds.map((id) => ownEmail(ctx, id, 'update'));
      for (const email of emails) email.labels = applyLabel(email, { label, action }).labels;
      return HttpResponse.json({ emails });
    }),
  ),

  http.post(
    mockPath(emailApi.send),
    withAbility(
      'create',
      'Email',
      idempotent(async ({ request, ctx }) => {
        const input = await parseBody(request, emailApi.send.body);
        const email = storeComposed(ctx, input, 'sent');
        deliverToAccounts(ctx, email);
        return HttpResponse.json({ email }, { status: 201 });
      }),
    ),
  ),

  http.post(
    mockPath(emailApi.saveDraft),
    withAbility(
      'create',
      'Email',
      idempotent(async ({ request, ctx }) => {
        const input = await parseBody(request, emailApi.saveDraft.body);
        return HttpResponse.json({ email: storeComposed(ctx, input, 'draft') }, { status: 201 });
      }),
    ),
  ),

  http.delete(
    mockPath(emailApi.delete),
    withAbility('delete', 'Email', async ({ request, ctx }) => {
      const { emailIds } = await parseBody(request, deleteEmailsBody);
      const emails = emailIds.map((id) => ownEmail(ctx, id, 'delete'));
      if (emails.some((email) => email.folder !== 'trash')) {
        throwHttpError(400, emailErrorKeys.notInTrash);
      }
      const gone = new Set(emails.map((email) => email.id));
      const { db } = ctx.session;
      db.emails = db.emails.filter((email) => !gone.has(email.id));
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.delete(
    mockPath(emailApi.emptyTrash),
    withAbility('delete', 'Email', ({ ctx }) => {
      const { db } = ctx.session;
      const trash = mailboxOf(db, ctx.user.id).filter((email) => email.folder === 'trash');
      for (const email of trash) requireAbility(ctx, 'delete', 'Email', email);
      const gone = new Set(trash.map((email) => email.id));
      db.emails = db.emails.filter((email) => !gone.has(email.id));
      const body: EmptyTrashAnswer = { deleted: gone.size };
      return HttpResponse.json(body);
    }),
  ),
];
