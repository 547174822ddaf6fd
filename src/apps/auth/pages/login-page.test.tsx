import { act, cleanup, screen, waitFor } from '@testing-library/react';
import fr from '../../../../public/locales/fr.json';
import { i18next } from '@/lib/i18n/i18n';
import { session } from '@/lib/session/session';
import { getDemoSession } from '@/mocks/db/sessions';
import { renderRoute } from '@/testing/render-route';
import { addPendingVerification } from '@/testing/mock-records';

/** Turns two-step sign-in on for a demo account, straight in the mock's database. */
function withTwoStep(email: string, recoveryCodes: string[] = []) {
  const { db } = getDemoSession();
  const user = db.users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`no user ${email}`);
  db.twoStep.push({
    userId: user.id,
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    pendingSecret: null,
    recoveryCodes,
    usedRecoveryCodes: [],
    lastUsedStep: 0,
  });
}

describe('sign-in', () => {
  it('sends a signed-out visitor to sign-in and back to the page afterwards', async () => {
    const { router, user } = await renderRoute('/access-control');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/access-control' });

    await user.type(screen.getByLabelText(/^email/i), 'admin@demo.com');
    await user.type(screen.getByLabelText(/^password/i), 'admin');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/access-control'));
    expect(await screen.findByRole('heading', { name: 'Access control' })).toBeInTheDocument();
    expect(session.get()?.userData.email).toBe('admin@demo.com');
  });

  it('shows the API error by the email field and keeps what was typed', async () => {
    const { user } = await renderRoute('/login');
    await user.type(await screen.findByLabelText(/^email/i), 'admin@demo.com');
    await user.type(screen.getByLabelText(/^password/i), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Email or password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^email/i)).toHaveValue('admin@demo.com');
    expect(screen.getByLabelText(/^email/i)).toHaveAttribute('aria-invalid', 'true');
    expect(session.get()).toBeNull();
  });

  it('validates before calling the API, in the current language', async () => {
    const { user } = await renderRoute('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);

    await act(() => i18next.changeLanguage('fr'));
    expect(await screen.findAllByText(fr['validation.required'])).toHaveLength(2);
    await user.type(
      screen.getByLabelText(new RegExp(`^${fr['auth.fields.email']}`)),
      'not-an-email',
    );
    await user.click(screen.getByRole('button', { name: fr['auth.login.submit'] }));
    expect(await screen.findByText(fr['validation.email'])).toBeInTheDocument();
  });

  it('asks an account with two-step sign-in on for its code, and ends the step after five wrong ones', async () => {
    withTwoStep('admin@demo.com');
    const { user, router } = await renderRoute('/login');
    await user.type(await screen.findByLabelText(/^email/i), 'admin@demo.com');
    await user.type(screen.getByLabelText(/^password/i), 'admin');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    const code = screen.getByLabelText(/^code from the app/i);
    await waitFor(() => expect(code).toHaveFocus());
    expect(session.get()).toBeNull();

    // Checked before it is sent.
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Enter the 6 digits the app shows.')).toBeVisible();

    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await user.clear(code);
      await user.type(code, '000000');
      await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
      expect(
        await screen.findByText('That code is not right. Check the code the app shows now.'),
      ).toBeVisible();
      expect(code).toHaveValue('000000');
    }
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    // The fifth ends the step: back to the password, the email kept, the reason said.
    expect(
      await screen.findByText(/The code step has ended \(too many attempts, or too long\)/),
    ).toBeVisible();
    expect(screen.getByLabelText(/^email/i)).toHaveValue('admin@demo.com');
    expect(screen.getByLabelText(/^password/i)).toHaveValue('');
    expect(router.state.location.pathname).toBe('/login');
    expect(session.get()).toBeNull();
  });

  it('signs in with a recovery code instead of the app, and words the step for it', async () => {
    // Kept as the API gives them (`^[a-z0-9]{10}$`); typed below as the screen shows them.
    withTwoStep('admin@demo.com', ['abcdefghjk']);
    getDemoSession().db.twoStep.at(-1)?.usedRecoveryCodes.push('mnpqrstuvw');
    const { user, router } = await renderRoute('/login');
    await user.type(await screen.findByLabelText(/^email/i), 'admin@demo.com');
    await user.type(screen.getByLabelText(/^password/i), 'admin');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const forApp = 'Your password was right. Now the code from your authenticator app.';
    const forRecovery = 'Your password was right. Now one of the recovery codes you saved.';
    expect(await screen.findByText(forApp)).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    expect(await screen.findByText(forRecovery)).toBeVisible();
    expect(screen.queryByText(forApp)).not.toBeInTheDocument();

    // A spent code, and one that never was: said as recovery codes, not as the app's codes.
    const field = screen.getByLabelText(/^recovery code/i);
    await user.type(field, 'mnpqr-stuvw');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(
      await screen.findByText(
        'That recovery code has already been used, and each works once. Use another of your codes.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Wait for the next one/)).not.toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'zzzzz-zzzzz');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(
      await screen.findByText(
        'That is not one of your recovery codes. Check it against the codes you saved.',
      ),
    ).toBeVisible();

    // Back to the app's code, and its subtitle.
    await user.click(screen.getByRole('button', { name: 'Use the code from the app instead' }));
    expect(await screen.findByText(forApp)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.clear(screen.getByLabelText(/^recovery code/i));
    // As shown and in capitals: the form sends `abcdefghjk`, the only form the mock takes.
    await user.type(screen.getByLabelText(/^recovery code/i), 'ABCDE-FGHJK');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboards/analytics'));
    expect(session.get()?.userData.email).toBe('admin@demo.com');
  });

  it('switches to the language the user saved on their account', async () => {
    const { db } = getDemoSession();
    db.accountPreferences.push({ userId: 1, language: 'de', timeZone: 'Europe/Berlin' });
    const { user, router } = await renderRoute('/login');
    await user.type(await screen.findByLabelText(/^email/i), 'admin@demo.com');
    await user.type(screen.getByLabelText(/^password/i), 'admin');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboards/analytics'));
    await waitFor(() => expect(i18next.resolvedLanguage).toBe('de'));
    await act(() => i18next.changeLanguage('en'));
  });

  it('takes a signed-in user who opens sign-in to their home page', async () => {
    const { router } = await renderRoute('/login', { as: 'client' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboards/analytics'));
  });

  it('shows the not-authorized page for a route the user may not open', async () => {
    const { router } = await renderRoute('/mock-api', { as: 'client' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-authorized'));
    expect(await screen.findByRole('heading', { name: 'You are not authorized!' })).toBeVisible();
  });
});

describe('verify an address', () => {
  it('verifies with the mailed link, and says why a used link no longer works', async () => {
    addPendingVerification('mailed');
    await renderRoute('/verify-email?token=mailed');
    expect(await screen.findByText('Your email address is verified. Thank you!')).toBeVisible();
    cleanup();
    await renderRoute('/verify-email?token=mailed');
    expect(
      await screen.findByText('This address is already verified with this link.'),
    ).toBeVisible();
  });
});

describe('register', () => {
  it('shows a taken email by its field and keeps the input', async () => {
    const { user } = await renderRoute('/register');
    await user.type(await screen.findByLabelText(/^username/i), 'newcomer');
    await user.type(screen.getByLabelText(/^email/i), 'admin@demo.com');
    await user.type(screen.getByLabelText(/^password/i), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('This email is already registered.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^username/i)).toHaveValue('newcomer');
    expect(session.get()).toBeNull();
  });

  it('holds the password to the policy of every other password form, by its field', async () => {
    const { user } = await renderRoute('/register');
    await user.type(await screen.findByLabelText(/^username/i), 'newcomer');
    await user.type(screen.getByLabelText(/^email/i), 'newcomer@example.com');
    const password = screen.getByLabelText(/^password/i);
    expect(password).toHaveAccessibleDescription(
      'At least 8 characters, with at least one letter and one digit.',
    );
    await user.type(password, 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(
      await screen.findByText('The password must be at least 8 characters long.'),
    ).toBeVisible();
    await user.type(password, 'gh');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Use at least one letter and one digit.')).toBeVisible();
    expect(password).toHaveValue('abcdefgh');
    expect(session.get()).toBeNull();
    expect(getDemoSession().db.users.some((row) => row.username === 'newcomer')).toBe(false);
  });

  it('signs the new account in', async () => {
    const { user, router } = await renderRoute('/register');
    await user.type(await screen.findByLabelText(/^username/i), 'newcomer');
    await user.type(screen.getByLabelText(/^email/i), 'newcomer@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboards/analytics'));
    expect(session.get()?.userData).toMatchObject({ username: 'newcomer', role: 'client' });
  });
});
