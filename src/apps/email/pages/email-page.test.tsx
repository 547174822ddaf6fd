import { screen, within } from '@testing-library/react';
import { getDemoSession } from '@/mocks/db/sessions';
import { demoAccounts } from '@/mocks/seed/auth-seed';
import { renderRoute } from '@/testing/render-route';

const ADMIN_ID = demoAccounts.admin.id;
const mailbox = () => getDemoSession().db.emails.filter((email) => email.ownerId === ADMIN_ID);
const messages = () => screen.findByRole('list', { name: 'Messages' }, { timeout: 15_000 });
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

// Each test renders the whole route tree; the first also transforms the app's lazy chunks.
describe('email page', { timeout: 30_000 }, () => {
  it('lists Sent mail by its recipients, and marks Sent alone as the current folder', async () => {
    await renderRoute('/apps/email?folder=sent', { as: 'admin' });
    const list = await messages();
    const sent = mailbox()
      .filter((email) => email.folder === 'sent')
      .toSorted((a, b) => Date.parse(b.time) - Date.parse(a.time));
    const [newest] = sent;
    if (!newest || newest.to.length === 0) throw new Error('no sent mail with recipients');
    const row = rowOf(list, newest.id);
    expect(row).toHaveTextContent(`To: ${newest.to.map((person) => person.name).join(', ')}`);
    expect(within(list).queryByText('John Doe')).toBeNull();

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
});
