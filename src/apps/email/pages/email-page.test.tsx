import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { notify, toastTimings } from '@/lib/notify/notify';
import { holdPosts } from '@/testing/hold-posts';
import { setUndoWindow } from '@/lib/query/undoable';
import { getDemoSession } from '@/mocks/db/sessions';
import { demoAccounts } from '@/mocks/seed/auth-seed';
import { renderRoute } from '@/testing/render-route';
import { onTestFinished } from 'vitest';
import { expectToast } from '@/testing/toasts';
import { mockServer } from '@/mocks/hosts/node';
import { fireEvent } from '@testing-library/react';

const ADMIN_ID = demoAccounts.admin.id;
const mailbox = () => getDemoSession().db.emails.filter((email) => email.ownerId === ADMIN_ID);
const messages = () => screen.findByRole('list', { name: 'Messages' }, { timeout: 15_000 });
const drafts = () => mailbox().filter((email) => email.folder === 'draft');
const stored = (id: number) => {
  const email = getDemoSession().db.emails.find((candidate) => candidate.id === id);
  if (!email) throw new Error(`mail ${id} is not stored`);
  return email;
};
/** An inbox mail without the Private label, not starred, among the first rows. */
const plainInboxMail = () => {
  const mail = mailbox()
    .filter((email) => email.folder === 'inbox')
    .toSorted((a, b) => Date.parse(b.time) - Date.parse(a.time))
    .slice(1, 8)
    .find((email) => !email.labels.includes('private') && !email.isStarred);
  if (!mail) throw new Error('no plain inbox mail in the first rows');
  return mail;
};
const rowOf = (list: HTMLElement, id: number) => {
  const row = list.querySelector<HTMLElement>(`li[data-email-id="${id}"]`);
  if (!row) throw new Error(`no row for mail ${id}`);
  return row;
};

/** The sidebar's links marked current (the folders' and the labels'). */
const currentLinks = () =>
  within(screen.getByRole('complementary', { name: 'Mailboxes' }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page');

/** Opens a mail by its URL; resolves with its toolbar. */
async function openMail(id: number) {
  const view = await renderRoute(`/apps/email?emailId=${id}`, { as: 'admin' });
  const list = await messages();
  const actions = await screen.findByRole(
    'toolbar',
    { name: 'Actions on this mail' },
    { timeout: 15_000 },
  );
  return { ...view, list, actions: within(actions) };
}
/** The open mail's subject. */
const subjectOf = () => within(screen.getByRole('article')).getAllByRole('heading')[0]?.textContent;
const mailClosed = () => expect(screen.queryByRole('article')).toBeNull();

// Each test renders the whole route tree; the first also transforms the app's lazy chunks.
describe('email page', { timeout: 30_000 }, () => {
  it('lists Sent mail by its recipients, and marks Sent alone as the current folder', async () => {
    const { user } = await renderRoute('/apps/email?folder=sent', { as: 'admin' });
    const list = await messages();
    const sent = mailbox()
      .filter((email) => email.folder === 'sent')
      .toSorted((a, b) => Date.parse(b.time) - Date.parse(a.time));
    const [newest] = sent;
    if (!newest || newest.to.length === 0) throw new Error('no sent mail with recipients');
    const row = rowOf(list, newest.id);
    expect(row).toHaveTextContent(`To: ${newest.to.map((person) => person.name).join(', ')}`);
    expect(within(list).queryByText('John Doe')).toBeNull();
    // The open mail names them too.
    await user.click(within(row).getAllByRole('button').at(-1) ?? document.body);
    const mail = await screen.findByRole('article', {}, { timeout: 15_000 });
    for (const person of newest.to)
      expect(
        within(mail).getByText(`${person.name} <${person.email}>`, { exact: false }),
      ).toBeVisible();

    const current = currentLinks();
    expect(current.map((link) => link.textContent)).toEqual([expect.stringMatching(/^Sent/)]);
  });

  it('marks only the label current on a label view, with a mail open', async () => {
    const mail = mailbox().find(
      (email) => email.labels.includes('company') && !['trash', 'spam'].includes(email.folder),
    );
    if (!mail) throw new Error('no company mail');
    await renderRoute(`/apps/email?label=company&emailId=${mail.id}`, { as: 'admin' });
    await messages();
    await screen.findByRole('article', {}, { timeout: 15_000 });
    const current = currentLinks();
    expect(current.map((link) => link.textContent)).toEqual([expect.stringMatching(/^Company/)]);
  });

  describe('the open mail’s actions', () => {
    it('star and label it at once, then mark it unread and return to the list', async () => {
      const mail = plainInboxMail();
      const { user, list, actions, router } = await openMail(mail.id);
      await waitFor(() => expect(stored(mail.id).isRead).toBe(true));

      const star = actions.getByRole('button', { name: 'Star' });
      expect(star).toHaveAttribute('aria-pressed', 'false');
      await user.click(star);
      expect(star).toHaveAttribute('aria-pressed', 'true');
      await waitFor(() => expect(stored(mail.id).isStarred).toBe(true));

      await user.click(actions.getByRole('button', { name: 'Labels' }));
      await user.click(
        await screen.findByRole('menuitem', { name: 'Add label Private', hidden: true }),
      );
      // The open mail shows it at once (its badge), before the server has answered.
      expect(within(screen.getByRole('article')).getByText('Private')).toBeVisible();
      await waitFor(() => expect(stored(mail.id).labels).toContain('private'));
      expect(rowOf(list, mail.id)).toHaveTextContent('Private');

      await user.click(actions.getByRole('button', { name: 'Mark as unread' }));
      mailClosed();
      expect(router.state.location.search).toEqual({});
      await waitFor(() => expect(stored(mail.id).isRead).toBe(false));
      expect(rowOf(await messages(), mail.id)).toHaveAttribute('data-unread');
    });

    it('puts the star back with an error toast when the write fails', async () => {
      const mail = plainInboxMail();
      const { user, actions } = await openMail(mail.id);
      await waitFor(() => expect(stored(mail.id).isRead).toBe(true));
      const error = vi.spyOn(notify, 'error');
      const gate = holdPosts(['*/apps/email/update-emails'], () =>
        HttpResponse.json({ message: 'Simulated outage' }, { status: 500 }),
      );
      const star = actions.getByRole('button', { name: 'Star' });
      await user.click(star);
      expect(star).toHaveAttribute('aria-pressed', 'true');
      gate.release();
      await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
      expect(error).toHaveBeenCalledWith('Simulated outage');
      expect(stored(mail.id).isStarred).toBe(false);
    });

    it('moves it to Spam, and deletes another to Trash undoably', async () => {
      setUndoWindow(1500);
      onTestFinished(() => setUndoWindow(toastTimings.undo));
      const [spam, trash] = mailbox()
        .filter((email) => email.folder === 'inbox')
        .toSorted((a, b) => Date.parse(b.time) - Date.parse(a.time))
        .slice(1, 3);
      if (!spam || !trash) throw new Error('the inbox is too small');
      const { user, actions } = await openMail(spam.id);
      await user.click(actions.getByRole('button', { name: 'Move to' }));
      const targets = await screen.findAllByRole('menuitem', { hidden: true });
      // The mail is in the Inbox: it can go to Spam or Trash.
      expect(targets.map((item) => item.textContent)).toEqual(['Spam', 'Trash']);
      await user.click(screen.getByRole('menuitem', { name: 'Spam', hidden: true }));
      mailClosed();
      expect((await messages()).querySelector(`li[data-email-id="${spam.id}"]`)).toBeNull();
      await waitFor(() => expect(stored(spam.id).folder).toBe('spam'));

      await user.click(
        within(rowOf(await messages(), trash.id))
          .getAllByRole('button')
          .at(-1) ?? document.body,
      );
      const toolbar = await screen.findByRole('toolbar', { name: 'Actions on this mail' });
      await user.click(within(toolbar).getByRole('button', { name: 'Delete' }));
      mailClosed();
      await expectToast('1 mail moved to Trash.');
      expect((await messages()).querySelector(`li[data-email-id="${trash.id}"]`)).toBeNull();
      // Nothing is sent until the Undo window ends.
      expect(stored(trash.id).folder).toBe('inbox');
      await waitFor(() => expect(stored(trash.id).folder).toBe('trash'), { timeout: 5000 });
    });
  });

  it('asks for a mail when its row is pressed, before the click, and Next from the prefetched neighbour', async () => {
    const asked: string[] = [];
    /** The mails whose neighbour was asked for (`paginate-email?emailId=`), in order. */
    const neighboursOf: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      const { pathname, searchParams } = new URL(request.url);
      if (pathname.endsWith('/get-email') || pathname.endsWith('/paginate-email'))
        asked.push(pathname.split('/').at(-1) ?? '');
      if (pathname.endsWith('/paginate-email'))
        neighboursOf.push(searchParams.get('emailId') ?? '');
    };
    mockServer.events.on('request:start', listener);
    onTestFinished(() => mockServer.events.removeListener('request:start', listener));
    const { user, signedIn } = await renderRoute('/apps/email', { as: 'admin' });
    const { queryClient } = await signedIn.load();
    const list = await messages();
    const mail = plainInboxMail();
    const rowButton = within(rowOf(list, mail.id)).getAllByRole('button').at(-1);
    if (!rowButton) throw new Error('no row button');
    // The press, before the release that makes the click: the mail is already on its way.
    fireEvent.pointerDown(rowButton);
    await waitFor(() => expect(asked).toEqual(['get-email']));
    await user.click(rowButton);
    await screen.findByRole('toolbar', { name: 'Actions on this mail' }, { timeout: 15_000 });
    // The click asked for nothing more (the neighbours may already be on their way, on idle).
    expect(asked.filter((name) => name === 'get-email')).toEqual(['get-email']);
    // Once it is shown (and marked read), its neighbours are asked for on idle: Next then asks
    // for nothing before the next mail shows.
    await waitFor(() => expect(stored(mail.id).isRead).toBe(true));
    await waitFor(
      () => {
        expect(asked).toContain('paginate-email');
        expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0);
      },
      { timeout: 5000 },
    );
    const before = neighboursOf.length;
    const subject = subjectOf();
    await user.click(screen.getByRole('button', { name: 'Next mail' }));
    await waitFor(() => expect(subjectOf()).not.toBe(subject));
    // Nothing asked for the open mail's neighbour (the next mail's own neighbours may be on their
    // way by now, on idle, on a busy machine).
    expect(neighboursOf.slice(before)).not.toContain(String(mail.id));
  });

  it(
    'saves the draft while typing; after a reload it reopens from Draft and sends',
    { timeout: 60_000 },
    async () => {
      const before = drafts().length;
      const first = await renderRoute('/apps/email?folder=draft', { as: 'admin' });
      await messages();
      await first.user.click(screen.getByRole('button', { name: 'Compose' }));
      const composer = await screen.findByRole(
        'dialog',
        { name: 'New message' },
        // The editor's chunk loads with the first composer.
        { timeout: 15_000 },
      );
      const to = within(composer).getByRole('combobox', { name: 'To' });
      await first.user.type(to, 'client@demo.com{Enter}');
      await first.user.type(within(composer).getByRole('textbox', { name: 'Subject' }), 'Plans');
      // Saved a moment after the last change, said discreetly, with no toast.
      expect(await within(composer).findByText('Saved', {}, { timeout: 5000 })).toBeVisible();
      expect(drafts()).toHaveLength(before + 1);
      const draft = drafts().find((email) => email.subject === 'Plans');
      if (!draft) throw new Error('the draft was not saved');
      expect(draft.to.map((person) => person.email)).toEqual(['client@demo.com']);

      // A later change updates the same draft.
      await first.user.type(
        within(composer).getByRole('textbox', { name: 'Subject' }),
        ' for Friday',
      );
      await waitFor(() => expect(stored(draft.id).subject).toBe('Plans for Friday'), {
        timeout: 5000,
      });
      expect(drafts()).toHaveLength(before + 1);
      expect(screen.queryByText('Draft saved.')).toBeNull();

      // A reload: the page starts again, the draft waits in Draft with what was typed.
      first.unmount();
      const second = await renderRoute('/apps/email?folder=draft', { as: 'admin' });
      const list = await messages();
      const row = rowOf(list, draft.id);
      expect(row).toHaveTextContent('Plans for Friday');
      expect(row).toHaveTextContent('To: ');
      await second.user.click(within(row).getAllByRole('button').at(-1) ?? document.body);
      const reopened = await screen.findByRole('dialog', { name: 'Edit draft' });
      expect(within(reopened).getByRole('textbox', { name: 'Subject' })).toHaveValue(
        'Plans for Friday',
      );
      expect(within(reopened).getByText('client@demo.com')).toBeVisible();
      await second.user.click(within(reopened).getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(stored(draft.id).folder).toBe('sent'));
      expect(drafts()).toHaveLength(before);
      await waitFor(() => expect(list.querySelector(`li[data-email-id="${draft.id}"]`)).toBeNull());
    },
  );

  it('discards the saved draft to Trash, undoably', { timeout: 60_000 }, async () => {
    setUndoWindow(1000);
    onTestFinished(() => setUndoWindow(toastTimings.undo));
    const before = drafts().length;
    const { user } = await renderRoute('/apps/email', { as: 'admin' });
    await messages();
    await user.click(screen.getByRole('button', { name: 'Compose' }));
    const composer = await screen.findByRole(
      'dialog',
      { name: 'New message' },
      // The editor's chunk loads with the first composer.
      { timeout: 15_000 },
    );
    await user.type(within(composer).getByRole('textbox', { name: 'Subject' }), 'Never mind');
    expect(await within(composer).findByText('Saved', {}, { timeout: 5000 })).toBeVisible();
    const draft = drafts().find((email) => email.subject === 'Never mind');
    if (!draft) throw new Error('the draft was not saved');

    // The footer's Discard (the close button is named so too).
    const [discard] = within(composer).getAllByRole('button', { name: 'Discard' }).slice(-1);
    await user.click(discard ?? composer);
    const confirm = await screen.findByRole('dialog', { name: 'Discard this message?' });
    await user.click(within(confirm).getByRole('button', { name: 'Discard' }));
    await expectToast('Draft discarded.');
    await waitFor(() => expect(stored(draft.id).folder).toBe('trash'), { timeout: 5000 });
    expect(drafts()).toHaveLength(before);
  });
});
