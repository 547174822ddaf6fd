import { screen, waitFor, within } from '@testing-library/react';
import { Secret, TOTP } from 'otpauth';
import type { UserEvent } from '@testing-library/user-event';
import { session } from '@/lib/session/session';
import { getDemoSession } from '@/mocks/db/sessions';
import { renderRoute } from '@/testing/render-route';
import { expectToast } from '@/testing/toasts';
import { addPendingVerification } from '@/testing/mock-records';

/** Pasting fills a field in one input event; typing key by key is slow in jsdom. */
async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

// Each case renders the whole route tree against the mock API, as the client demo account.
describe('My account', { timeout: 30_000 }, () => {
  it('says a taken email and a bad phone by their fields, keeps the input, then saves and the navbar follows', async () => {
    const { user } = await renderRoute('/account', { as: 'client' });
    const fullName = await screen.findByRole('textbox', { name: /^Full name/ });
    const email = screen.getByRole('textbox', { name: /^Email/ });
    const phone = screen.getByRole('textbox', { name: /^Phone/ });

    await fill(user, phone, 'call me');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/^Enter a phone number/)).toBeVisible();

    await fill(user, phone, '+1 555 0100');
    await fill(user, fullName, 'Casey Client');
    await fill(user, email, 'admin@demo.com');
    await fill(user, await screen.findByLabelText(/^Current password/), 'client');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This email is already registered.')).toBeVisible();
    expect(fullName).toHaveValue('Casey Client');

    await fill(user, email, 'client@demo.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await expectToast('Profile saved.');
    await waitFor(() => expect(session.get()?.userData.fullName).toBe('Casey Client'));
    expect(screen.getByRole('button', { name: 'Account menu of Casey Client' })).toBeVisible();
  });

  it('asks for the password to change the email, and says the change waits for its link', async () => {
    const { db } = getDemoSession();
    const { user } = await renderRoute('/account', { as: 'client' });
    const email = await screen.findByRole('textbox', { name: /^Email/ });
    const save = screen.getByRole('button', { name: 'Save changes' });
    // No password asked while the address stays.
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();

    await fill(user, email, 'casey@new.test');
    const password = await screen.findByLabelText(/^Current password/);
    expect(password).toHaveAccessibleDescription(
      'Changing your email asks for your password. The new address takes effect once you open the link we mail to it.',
    );
    await user.click(save);
    expect(await screen.findByText('This field is required.')).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(/This field is required\./);
    expect(db.outbox).toEqual([]);

    // A wrong one is said by the field, from the API; the input stays.
    await fill(user, password, 'not-it');
    await user.click(save);
    expect(await screen.findByText('This is not your current password.')).toBeVisible();
    expect(password).toHaveAccessibleDescription(/This is not your current password\./);
    expect(password).toHaveValue('not-it');
    expect(email).toHaveValue('casey@new.test');
    expect(db.users.find((row) => row.id === 2)?.email).toBe('client@demo.com');

    await fill(user, password, 'client');
    await user.click(save);
    await expectToast('Profile saved. To use casey@new.test, open the link we mailed to it.');
    // The address in force stays until the link is opened; the profile says the change waits.
    const pending = await screen.findByRole('alert', {
      name: 'Your new email address is not confirmed yet',
    });
    expect(pending).toHaveTextContent(
      'We mailed a link to casey@new.test. Your account uses that address once you open the link, within 24 hours. Until then, you sign in and reset your password with client@demo.com.',
    );
    await waitFor(() => expect(email).toHaveValue('client@demo.com'));
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    expect(db.outbox.map(({ kind, to }) => ({ kind, to }))).toEqual([
      { kind: 'verifyEmailChange', to: 'casey@new.test' },
      { kind: 'emailChangeRequested', to: 'client@demo.com' },
    ]);

    await user.click(within(pending).getByRole('button', { name: 'Send the link again' }));
    await expectToast('A new link is on its way.');
    expect(db.outbox.at(-1)).toMatchObject({ kind: 'verifyEmailChange', to: 'casey@new.test' });

    await user.click(within(pending).getByRole('button', { name: 'Cancel the change' }));
    await expectToast('Change of email cancelled. Your account keeps its address.');
    await waitFor(() => expect(pending).not.toBeInTheDocument());
    expect(db.users.find((row) => row.id === 2)?.email).toBe('client@demo.com');
  });

  it('keeps the tab in the URL and says a wrong current password by its field', async () => {
    const { user, router } = await renderRoute('/account?tab=security', { as: 'client' });
    const current = await screen.findByLabelText(/^Current password/);
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
    await fill(user, current, 'not-it');
    await fill(user, screen.getByLabelText(/^New password/), 'Better123');
    await fill(user, screen.getByLabelText(/^Confirm the new password/), 'Better123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This is not your current password.')).toBeVisible();
    expect(await screen.findByText('This browser')).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Profile' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('turns two-step sign-in on with a code for the key shown, then off with a recovery code', async () => {
    const { user } = await renderRoute('/account?tab=security', { as: 'client' });
    const section = await screen.findByRole('region', { name: 'Two-step sign-in' });
    await user.click(
      await within(section).findByRole('button', { name: 'Set up two-step sign-in' }),
    );

    // What a person types into the app: the key shown, in groups of four.
    const dialog = await screen.findByRole('dialog', { name: 'Set up two-step sign-in' });
    expect(
      await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
    const shown = within(dialog).getByTestId('two-step-secret');
    const key = shown.textContent?.replace(/ /g, '') ?? '';
    // A line may break between two groups, never inside one.
    const groups = [...shown.children];
    expect(groups.map((group) => group.textContent).join('')).toBe(key);
    for (const group of groups) {
      expect(group.textContent).toMatch(/^[A-Z2-7]{1,4}$/);
      expect(group).toHaveStyle({ whiteSpace: 'nowrap' });
    }
    expect(shown).not.toHaveStyle({ wordBreak: 'break-all' });
    const code = new TOTP({ secret: Secret.fromBase32(key) }).generate();

    const field = within(dialog).getByRole('textbox', { name: /^Code from the app/ });
    await fill(user, field, code === '000000' ? '111111' : '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(
      await within(dialog).findByText('That code is not right. Check the code the app shows now.'),
    ).toBeVisible();
    await fill(user, field, code);
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    await expectToast('Two-step sign-in is on.');
    const codes = within(
      await within(dialog).findByRole('list', { name: 'Your recovery codes' }),
    ).getAllByRole('listitem');
    expect(codes).toHaveLength(10);

    // The file says whose codes they are, for what and since when, then lists them.
    const saved: Blob[] = [];
    // Assigned, as the other tests of the shared environment do: a property defined read-only
    // here made their own assignment throw in a later file.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => saved.push(blob) && 'blob:recovery-codes',
      revokeObjectURL: () => undefined,
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    const lines = (await saved[0]?.text())?.split('\n') ?? [];
    expect(lines.slice(0, 2)).toEqual([
      'Admin Dashboard: recovery codes for two-step sign-in',
      'Account: client@demo.com',
    ]);
    expect(lines[2]).toMatch(/^Created: \w+day, \w+ \d{1,2}, \d{4}$/);
    expect(lines.slice(5, 15)).toEqual(codes.map((item) => item.textContent));

    await user.click(within(dialog).getByRole('button', { name: 'I have saved them' }));
    expect(await within(section).findByText('10 recovery codes left')).toBeVisible();
    expect(within(section).getByText('On')).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Turn off' }));
    const off = await screen.findByRole('dialog', { name: 'Turn two-step sign-in off' });
    await user.click(within(off).getByRole('button', { name: 'Use a recovery code instead' }));
    await fill(
      user,
      within(off).getByRole('textbox', { name: /^Recovery code/ }),
      codes[0]?.textContent ?? '',
    );
    await user.click(within(off).getByRole('button', { name: 'Turn off' }));
    await expectToast('Two-step sign-in is off.');
    expect(
      await within(section).findByRole('button', { name: 'Set up two-step sign-in' }),
    ).toBeVisible();
    expect(within(section).getByText('Off')).toBeVisible();
  });

  it('says an unverified address on the profile and mails the link again', async () => {
    addPendingVerification();
    const { user } = await renderRoute('/account', { as: 'client' });
    expect(await screen.findByText('Your email address is not verified yet')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    await expectToast('A new link is on its way.');
    expect(getDemoSession().db.outbox.at(-1)).toMatchObject({
      kind: 'verifyEmail',
      to: 'client@demo.com',
    });
  });

  it('shows the client its own latest activity, in words, and no link to the whole log', async () => {
    const { user } = await renderRoute('/account?tab=notifications', { as: 'client' });
    // A write of the client's own: the preference is recorded like every write.
    await user.click(await screen.findByRole('switch', { name: /^Mail received/ }));
    await user.click(screen.getByRole('link', { name: 'Activity' }));

    const timeline = await screen.findByRole('list', { name: 'Your latest activity' });
    await waitFor(() =>
      expect(within(timeline).getAllByRole('listitem')[0]).toHaveTextContent(/^Updated · /),
    );
    // The sign-in that opened this session is there too, as people read it.
    expect(within(timeline).getAllByText(/^Signed in · /).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /audit log/ })).not.toBeInTheDocument();
  });
});
