import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDemoSession } from '@/mocks/db/sessions';
import { mockServer } from '@/mocks/hosts/node';
import { demoAccounts } from '@/mocks/seed/auth-seed';
import { callApi } from '@/mocks/testing/mock-api-client';
import { renderRoute } from '@/testing/render-route';
import { expectToast } from '@/testing/toasts';

// The first render transforms the lazy route chunks: seconds on a busy machine.
const loaded = { timeout: 15_000 };
const db = () => getDemoSession().db;
const client = demoAccounts.client;

const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** The client, with two-step sign-in on and 7 recovery codes left (as stored by the mock). */
function clientWithTwoStep() {
  db().twoStep = db().twoStep.filter((row) => row.userId !== client.id);
  db().twoStep.push({
    userId: client.id,
    secret: 'JBSWY3DPEHPK3PXP',
    pendingSecret: null,
    recoveryCodes: [
      'a1b2c3d4e5',
      'b1b2c3d4e5',
      'c1b2c3d4e5',
      'd1b2c3d4e5',
      'e1b2c3d4e5',
      'f1b2c3d4e5',
      'g1b2c3d4e5',
    ],
    usedRecoveryCodes: [],
    lastUsedStep: 0,
  });
}

async function clientSignsIn(userAgent = FIREFOX_WINDOWS) {
  const { status } = await callApi('/jwt/login', {
    body: { email: client.email, password: client.password },
    headers: { 'user-agent': userAgent },
  });
  expect(status).toBe(200);
}

async function openSecurityTab() {
  const rendered = await renderRoute(`/apps/users/${client.id}`, { as: 'admin' });
  await rendered.user.click(await screen.findByRole('tab', { name: 'Security' }, loaded));
  return rendered;
}

const twoStepCard = () => screen.getByRole('region', { name: 'Two-step sign-in' });
const sessionsCard = () => screen.getByRole('region', { name: 'Sessions' });

describe("a user's Security tab, for an admin", { timeout: 30_000 }, () => {
  it('resets two-step sign-in once confirmed: the status turns off, the user is mailed', async () => {
    clientWithTwoStep();
    const { user } = await openSecurityTab();
    expect(await screen.findByText('7 recovery codes left', {}, loaded)).toBeVisible();
    expect(within(twoStepCard()).getByText('On')).toBeVisible();

    await user.click(within(twoStepCard()).getByRole('button', { name: 'Reset two-step sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-step sign-in?' });
    expect(dialog).toHaveTextContent(/their next sign-in asks for the password alone/);
    // Focus starts on Cancel: Enter out of habit resets nothing.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-step sign-in' }));

    await expectToast('Two-step sign-in reset.');
    await waitFor(() => expect(within(twoStepCard()).getByText('Off')).toBeVisible());
    expect(
      within(twoStepCard()).getByText('This user signs in with their password alone.'),
    ).toBeVisible();
    expect(db().twoStep.find((row) => row.userId === client.id)?.secret).toBeNull();
    expect(
      db()
        .outbox.filter((mail) => mail.kind === 'twoStepReset')
        .at(-1)?.to,
    ).toBe(client.email);
  });

  it('keeps the screen and toasts the error when the reset is refused', async () => {
    clientWithTwoStep();
    mockServer.use(
      http.post('*/api/users/:id/two-step/reset', () =>
        HttpResponse.json({ message: 'users.errors.twoStepOff' }, { status: 409 }),
      ),
    );
    const { user } = await openSecurityTab();
    await user.click(await screen.findByRole('button', { name: 'Reset two-step sign-in' }, loaded));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-step sign-in?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-step sign-in' }));
    await expectToast('Two-step sign-in is already off for this user.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(twoStepCard()).getByText('On')).toBeVisible();
    expect(within(twoStepCard()).getByText('7 recovery codes left')).toBeVisible();
    expect(db().twoStep.find((row) => row.userId === client.id)?.secret).not.toBeNull();
  });

  it('signs one session out, then every one, each confirmed; then says there is none', async () => {
    await clientSignsIn();
    await clientSignsIn('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36');
    const { user } = await openSecurityTab();
    const firefox = await screen.findByRole(
      'button',
      { name: 'Sign out Firefox on Windows' },
      loaded,
    );
    const before = within(sessionsCard()).getAllByRole('listitem').length;
    await user.click(firefox);
    const one = await screen.findByRole('dialog', { name: 'Sign this session out?' });
    await user.click(within(one).getByRole('button', { name: 'Sign out' }));
    await expectToast('Session signed out.');
    await waitFor(() =>
      expect(within(sessionsCard()).getAllByRole('listitem')).toHaveLength(before - 1),
    );

    await user.click(within(sessionsCard()).getByRole('button', { name: 'Sign out everywhere' }));
    const all = await screen.findByRole('dialog', { name: /^Sign .* out everywhere\?$/ });
    expect(all).toHaveTextContent(`${before - 1} session`);
    await user.click(within(all).getByRole('button', { name: 'Sign out everywhere' }));
    await expectToast('Signed out everywhere.');
    expect(
      await within(sessionsCard()).findByText('This user is not signed in anywhere.'),
    ).toBeVisible();
    expect(
      within(sessionsCard()).getByRole('button', { name: 'Sign out everywhere' }),
    ).toBeDisabled();
  });
});
