import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { getDemoSession } from '@/mocks/db/sessions';
import { callApi, signInAs } from '@/mocks/testing/mock-api-client';
import { renderRoute } from '@/testing/render-route';
import { expectToast } from '@/testing/toasts';

// The first render transforms the lazy route chunks: seconds on a busy machine.
const loaded = { timeout: 15_000 };
const db = () => getDemoSession().db;

/** Pasting fills a field in one input event; typing key by key is slow in jsdom. */
async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

describe('inviting a user, then the invitation link', { timeout: 40_000 }, () => {
  it('invites from the list: a taken email by its field, then the mail goes out', async () => {
    const { user } = await renderRoute('/apps/users', { as: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Invite user' }, loaded));
    const drawer = await screen.findByRole('dialog', { name: 'Invite user' });
    await fill(
      user,
      await within(drawer).findByRole('textbox', { name: /^Full name/ }),
      'Ada Lovelace',
    );
    const email = within(drawer).getByRole('textbox', { name: /^Email/ });
    await fill(user, email, 'client@demo.com');
    const role = within(drawer).getByRole('combobox', { name: /^Role/ });
    await user.click(role);
    // jsdom never lays the dropdown out, so Mantine keeps it hidden; the option is still there.
    const listbox = document.getElementById(role.getAttribute('aria-controls') ?? '');
    await user.click(
      within(listbox ?? document.body).getByRole('option', { name: 'Editor', hidden: true }),
    );
    await user.click(within(drawer).getByRole('button', { name: 'Send the invitation' }));
    expect(
      await within(drawer).findByText('This email is already used by another user.'),
    ).toBeVisible();

    await user.clear(email);
    await fill(user, email, 'ada@example.com');
    await user.click(within(drawer).getByRole('button', { name: 'Send the invitation' }));
    await expectToast('Invitation sent to ada@example.com.');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite user' })).toBeNull());
    const invited = db().users.find((candidate) => candidate.email === 'ada@example.com');
    expect(invited).toMatchObject({ status: 'pending', role: 'editor' });
    expect(invited?.password).toBeUndefined();
    expect(db().outbox.at(-1)).toMatchObject({ kind: 'invitation', to: 'ada@example.com' });
  });

  it('sets the password through the link, once; a used link is said before anything is typed', async () => {
    const { accessToken } = await signInAs('admin');
    const invite = await callApi('/api/users/invitations', {
      token: accessToken,
      body: { fullName: 'Ada Lovelace', email: 'ada@example.com', role: 'editor' },
    });
    expect(invite.status).toBe(201);
    const invited = db().users.find((candidate) => candidate.email === 'ada@example.com');
    const link =
      db()
        .outbox.filter((mail) => mail.kind === 'invitation')
        .at(-1)?.link ?? '';
    const path = new URL(link).pathname + new URL(link).search;
    const { user } = await renderRoute(path);
    const password = await screen.findByLabelText(/^New password/, {}, loaded);
    await fill(user, password, 'Engines1843');
    await fill(user, screen.getByLabelText(/^Confirm the new password/), 'Engines1843');
    await user.click(screen.getByRole('button', { name: 'Set my password' }));
    await expectToast('Your password is set. Sign in with it.');
    expect(invited?.password).toBe('Engines1843');
    expect(invited?.status).toBe('active');

    await renderRoute(path);
    expect(
      await screen.findByText(
        'This invitation has been used already. Sign in with your password.',
        {},
        loaded,
      ),
    ).toBeVisible();
  });
});
