// @vitest-environment node
import {
  emailAnswerSchema,
  emailsAnswerSchema,
  updatedEmailsSchema,
  type EmailsAnswer,
} from '@/apps/email/api/email-schemas';
import { getDemoSession } from '@/mocks/db/sessions';
import { demoAccounts } from '@/mocks/seed/auth-seed';
import { XSS_EMAIL_SUBJECT } from '@/mocks/seed/emails-seed';
import { callApi, signInAs } from '@/mocks/testing/mock-api-client';

type Account = 'admin' | 'client';

async function call(path: string, account: Account, body?: unknown, method?: string) {
  const { accessToken } = await signInAs(account);
  return callApi<unknown>(path, { token: accessToken, method, body });
}

async function list(query = '', account: Account = 'admin'): Promise<EmailsAnswer> {
  const { status, body } = await call(`/apps/email/emails${query}`, account);
  expect(status).toBe(200);
  return emailsAnswerSchema.parse(body);
}

const db = () => getDemoSession().db;

function defined<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value');
  return value;
}

describe('GET /apps/email/emails', () => {
  it('answers the inbox by default, newest first, only the caller’s own mails', async () => {
    const { emails } = await list();
    expect(emails.length).toBeGreaterThan(100);
    expect(emails.every((email) => email.folder === 'inbox' && email.ownerId === 1)).toBe(true);
    const times = emails.map((email) => Date.parse(email.time));
    expect(times).toEqual(times.toSorted((a, b) => b - a));
    expect(emails[0]?.subject).toBe(XSS_EMAIL_SUBJECT);
    const client = await list('', 'client');
    expect(client.emails.every((email) => email.ownerId === demoAccounts.client.id)).toBe(true);
  });

  it('filters by folder, starred, label and search text', async () => {
    const sent = await list('?folder=sent');
    expect(sent.emails.length).toBeGreaterThan(0);
    expect(sent.emails.every((email) => email.folder === 'sent')).toBe(true);
    const starred = await list('?folder=starred');
    expect(starred.emails.every((e) => e.isStarred && !['trash', 'spam'].includes(e.folder))).toBe(
      true,
    );
    const company = await list('?label=company');
    expect(company.emails.length).toBeGreaterThan(0);
    expect(company.emails.every((e) => e.labels.includes('company') && e.folder !== 'trash')).toBe(
      true,
    );
    const found = await list('?q=INVOICE%20%234821');
    expect(found.emails.length).toBeGreaterThan(0);
    expect(found.emails.every((e) => e.message.includes('#4821'))).toBe(true);
    // A bad folder falls back to the inbox.
    expect((await list('?folder=nope')).emails).toEqual((await list()).emails);
  });

  it('counts unread mails per folder and label', async () => {
    const { emailsMeta, labelsMeta } = await list();
    const mine = db().emails.filter((e) => e.ownerId === 1 && !e.isRead);
    expect(emailsMeta.inbox).toBe(mine.filter((e) => e.folder === 'inbox').length);
    expect(labelsMeta.private).toBe(
      mine.filter((e) => e.labels.includes('private') && !['trash', 'spam'].includes(e.folder))
        .length,
    );
  });

  it('refuses a signed-out caller', async () => {
    expect((await callApi('/apps/email/emails')).status).toBe(401);
  });
});

describe('get-email and paginate-email', () => {
  it('has no previous mail on the first of a view and no next on the last', async () => {
    const { emails } = await list('?folder=sent');
    const first = defined(emails[0]);
    const last = defined(emails.at(-1));
    const open = async (id: number) =>
      emailAnswerSchema.parse(
        (await call(`/apps/email/get-email?id=${id}&folder=sent`, 'admin')).body,
      );
    expect(await open(first.id)).toMatchObject({ hasPreviousMail: false, hasNextMail: true });
    expect(await open(last.id)).toMatchObject({ hasPreviousMail: true, hasNextMail: false });
    const next = await call(
      `/apps/email/paginate-email?dir=next&emailId=${first.id}&folder=sent`,
      'admin',
    );
    expect(emailAnswerSchema.parse(next.body).email.id).toBe(defined(emails[1]).id);
    const before = await call(
      `/apps/email/paginate-email?dir=previous&emailId=${first.id}&folder=sent`,
      'admin',
    );
    expect(before.status).toBe(404);
    const bad = await call(`/apps/email/paginate-email?dir=up&emailId=${first.id}`, 'admin');
    expect(bad.status).toBe(400);
  });

  it('refuses another user’s mail with 403', async () => {
    const adminMail = defined(db().emails.find((e) => e.ownerId === 1));
    expect((await call(`/apps/email/get-email?id=${adminMail.id}`, 'client')).status).toBe(403);
    const update = await call('/apps/email/update-emails', 'client', {
      emailIds: [adminMail.id],
      dataToUpdate: { isRead: true },
    });
    expect(update.status).toBe(403);
    expect((await call('/apps/email/get-email?id=99999', 'admin')).status).toBe(404);
  });
});

describe('writes', () => {
  it('updates read, star and folder on every mail, or none when one is refused', async () => {
    const { emails } = await list();
    const ids = emails.slice(0, 3).map((e) => e.id);
    const { status, body } = await call('/apps/email/update-emails', 'admin', {
      emailIds: ids,
      dataToUpdate: { isRead: true, isStarred: true },
    });
    expect(status).toBe(200);
    expect(updatedEmailsSchema.parse(body).emails.every((e) => e.isRead && e.isStarred)).toBe(true);
    const clientMail = defined(db().emails.find((e) => e.ownerId === 2));
    const refused = await call('/apps/email/update-emails', 'admin', {
      emailIds: [ids[0], clientMail.id],
      dataToUpdate: { folder: 'spam' },
    });
    expect(refused.status).toBe(403);
    expect(db().emails.find((e) => e.id === ids[0])?.folder).toBe('inbox');
    const invalid = await call('/apps/email/update-emails', 'admin', {
      emailIds: [],
      dataToUpdate: { folder: 'nowhere' },
    });
    expect(invalid.status).toBe(400);
  });

  it('adds, removes and toggles a label', async () => {
    const id = defined((await list()).emails[1]).id;
    const labels = async (body: object) =>
      defined(
        updatedEmailsSchema.parse(
          (await call('/apps/email/update-emails-label', 'admin', { emailIds: [id], ...body }))
            .body,
        ).emails[0],
      ).labels;
    expect(await labels({ label: 'private', action: 'add' })).toContain('private');
    expect(await labels({ label: 'private', action: 'add' })).toContain('private');
    expect(await labels({ label: 'private' })).not.toContain('private');
    expect(await labels({ label: 'private', action: 'remove' })).not.toContain('private');
  });

  it('deletes for good only from Trash, and empties Trash', async () => {
    const inbox = defined((await list()).emails[0]);
    const trash = (await list('?folder=trash')).emails;
    expect(trash.length).toBeGreaterThan(1);
    const refused = await call(
      '/apps/email/delete-emails',
      'admin',
      { emailIds: [inbox.id] },
      'DELETE',
    );
    expect(refused.status).toBe(400);
    const gone = await call(
      '/apps/email/delete-emails',
      'admin',
      { emailIds: [defined(trash[0]).id] },
      'DELETE',
    );
    expect(gone.status).toBe(204);
    expect((await list('?folder=trash')).emails).toHaveLength(trash.length - 1);
    expect((await call('/apps/email/empty-trash', 'admin', undefined, 'DELETE')).status).toBe(200);
    expect((await list('?folder=trash')).emails).toHaveLength(0);
    // The client's trash is untouched.
    expect((await list('?folder=trash', 'client')).emails.length).toBeGreaterThanOrEqual(0);
    expect(db().emails.some((e) => e.ownerId === 2 && e.folder === 'trash')).toBe(true);
  });
});

describe('compose', () => {
  it('sends to Sent, and refuses no recipient or a bad address with field errors', async () => {
    const sent = await call('/apps/email/send-email', 'admin', {
      to: ['client@demo.com'],
      subject: 'Hello',
      message: '<p>Hi</p>',
      attachments: [{ fileName: 'a.pdf', size: 1200 }],
    });
    expect(sent.status).toBe(201);
    const { emails } = await list('?folder=sent');
    expect(emails[0]).toMatchObject({ subject: 'Hello', folder: 'sent', isRead: true });
    expect(emails[0]?.attachments[0]).toMatchObject({ fileName: 'a.pdf', size: 1200 });
    const none = await call('/apps/email/send-email', 'admin', { to: [], subject: 'x' });
    expect(none).toMatchObject({
      status: 400,
      body: { errors: { to: ['email.errors.noRecipient'] } },
    });
    const bad = await call('/apps/email/send-email', 'admin', { to: ['nope'] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('email.errors.invalidAddress');
  });

  it('saves a draft without recipients, updates it, then sends it', async () => {
    const saved = await call('/apps/email/save-draft', 'admin', { to: [], subject: 'Draft 1' });
    expect(saved.status).toBe(201);
    const draftId = (saved.body as { email: { id: number } }).email.id;
    await call('/apps/email/save-draft', 'admin', { draftId, to: [], subject: 'Draft 2' });
    const drafts = (await list('?folder=draft')).emails;
    expect(drafts.filter((e) => e.subject.startsWith('Draft '))).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ id: draftId, subject: 'Draft 2' });
    await call('/apps/email/send-email', 'admin', {
      draftId,
      to: ['a@example.com'],
      subject: 'Go',
    });
    expect((await list('?folder=draft')).emails.some((e) => e.id === draftId)).toBe(false);
    expect((await list('?folder=sent')).emails[0]?.id).toBe(draftId);
    const clientMail = defined(db().emails.find((e) => e.ownerId === 2));
    const stolen = await call('/apps/email/save-draft', 'admin', {
      draftId: clientMail.id,
      to: [],
    });
    expect(stolen.status).toBe(403);
  });
});

describe('the specification’s client forms', () => {
  it('answers get-email and paginate-email with the mail’s own fields beside the wrapper', async () => {
    const [first, second] = (await list('?folder=sent')).emails;
    const opened = await call(`/apps/email/get-email?id=${defined(first).id}&folder=sent`, 'admin');
    expect(opened.status).toBe(200);
    const answer = emailAnswerSchema.parse(opened.body);
    // What the screens read…
    expect(answer.email.id).toBe(defined(first).id);
    // …and the record itself, for the specification's client.
    const { email, hasPreviousMail, hasNextMail, ...record } = answer;
    expect(record).toEqual(email);
    expect({ hasPreviousMail, hasNextMail }).toEqual({ hasPreviousMail: false, hasNextMail: true });
    const next = emailAnswerSchema.parse(
      (
        await call(
          `/apps/email/paginate-email?dir=next&emailId=${defined(first).id}&folder=sent`,
          'admin',
        )
      ).body,
    );
    expect(next.id).toBe(defined(second).id);
    expect(next.email.id).toBe(defined(second).id);
  });

  it('reads folder and label in any case, in the view and in the bodies', async () => {
    expect(await list('?folder=SENT')).toEqual(await list('?folder=sent'));
    expect(await list('?folder=Inbox&label=Company')).toEqual(
      await list('?folder=inbox&label=company'),
    );
    const id = defined((await list()).emails[1]).id;
    const moved = await call('/apps/email/update-emails', 'admin', {
      emailIds: [id],
      dataToUpdate: { folder: 'Spam' },
    });
    expect(updatedEmailsSchema.parse(moved.body).emails[0]?.folder).toBe('spam');
    const labelled = await call('/apps/email/update-emails-label', 'admin', {
      emailIds: [id],
      label: 'PRIVATE',
      action: 'add',
    });
    expect(updatedEmailsSchema.parse(labelled.body).emails[0]?.labels).toContain('private');
    // A value that is no folder in any case stays refused.
    const bad = await call('/apps/email/update-emails', 'admin', {
      emailIds: [id],
      dataToUpdate: { folder: 'Nowhere' },
    });
    expect(bad.status).toBe(400);
  });

  it('takes emailIds and ids as text', async () => {
    const [first, second] = (await list()).emails;
    const ids = [String(defined(first).id), String(defined(second).id)];
    const updated = await call('/apps/email/update-emails', 'admin', {
      emailIds: ids,
      dataToUpdate: { isStarred: true },
    });
    expect(updated.status).toBe(200);
    expect(updatedEmailsSchema.parse(updated.body).emails.map((e) => String(e.id))).toEqual(ids);
    const labelled = await call('/apps/email/update-emails-label', 'admin', {
      emailIds: ids,
      label: 'company',
      action: 'add',
    });
    expect(labelled.status).toBe(200);
    const trash = defined((await list('?folder=trash')).emails[0]);
    const gone = await call(
      '/apps/email/delete-emails',
      'admin',
      { emailIds: [String(trash.id)] },
      'DELETE',
    );
    expect(gone.status).toBe(204);
    expect(
      (await call('/apps/email/update-emails', 'admin', { emailIds: ['six'], dataToUpdate: {} }))
        .status,
    ).toBe(400);
  });
});
