import { act, screen, waitFor } from '@testing-library/react';
import de from '../../../../public/locales/de.json';
import fr from '../../../../public/locales/fr.json';
import pt from '../../../../public/locales/pt.json';
import { throttleRules, type ThrottleRule } from '@/contract/throttle';
import { i18next } from '@/lib/i18n/i18n';
import { session } from '@/lib/session/session';
import { getDemoSession } from '@/mocks/db/sessions';
import { clockNow, pinnedClock } from '@/mocks/lib/clock';
import { countAttempt } from '@/mocks/lib/throttle';
import { renderRoute } from '@/testing/render-route';
import { expectToast } from '@/testing/toasts';
import { addPendingVerification } from '@/testing/mock-records';

/**
 * What a person sees when a limit answers 429: how long to wait, in their language, above the
 * form, with what they typed kept, and the same submit working once the wait is over.
 */

/** Uses up a limit of the demo session, as a script's attempts would, its clock pinned. */
function lockOut(rule: ThrottleRule, key: string) {
  const demo = getDemoSession();
  demo.clock = pinnedClock(clockNow(demo.clock));
  for (let attempt = 0; attempt < rule.max; attempt += 1) countAttempt(demo, rule, key);
}

/** Moves the demo session's clock on by `minutes`. */
function later(minutes: number) {
  const demo = getDemoSession();
  demo.clock = pinnedClock(clockNow(demo.clock) + minutes * 60_000);
}

const waitQuarter = 'Too many attempts. Try again in 15 minutes.';
const waitHour = 'Too many attempts. Try again in 1 hour.';

describe('throttled screens', () => {
  afterEach(async () => {
    await act(() => i18next.changeLanguage('en'));
  });

  it('sign-in: says how long to wait in each language, keeps the input, and signs in after it', async () => {
    lockOut(throttleRules.signInAccount, 'admin@demo.com');
    const { user, router } = await renderRoute('/login');
    await user.type(await screen.findByLabelText(/^email/i), 'admin@demo.com');
    await user.type(screen.getByLabelText(/^password/i), 'admin');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText(waitQuarter)).toBeVisible();
    expect(screen.getByLabelText(/^email/i)).toHaveValue('admin@demo.com');
    expect(screen.getByLabelText(/^password/i)).toHaveValue('admin');
    expect(session.get()).toBeNull();

    // The sentence is translated, and the wait is worded by each language's own rules.
    const expected = {
      fr: [fr, 'Trop de tentatives. Réessayez dans 15 minutes.'],
      de: [de, 'Zu viele Versuche. Versuchen Sie es in 15 Minuten erneut.'],
      pt: [pt, 'Demasiadas tentativas. Tente novamente em 15 minutos.'],
    } as const;
    for (const [language, [texts, sentence]] of Object.entries(expected)) {
      await act(() => i18next.changeLanguage(language));
      expect(texts['auth.errors.tooManyAttempts']).toContain('{{wait, relativetime}}');
      expect(await screen.findByText(sentence)).toBeVisible();
    }
    await act(() => i18next.changeLanguage('en'));

    later(15);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboards/analytics'));
  });

  it('the code step: says how long to wait and keeps the code', async () => {
    getDemoSession().db.twoStep.push({
      userId: 1,
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      pendingSecret: null,
      recoveryCodes: [],
      usedRecoveryCodes: [],
      lastUsedStep: 0,
    });
    const { user } = await renderRoute('/login');
    await user.type(await screen.findByLabelText(/^email/i), 'admin@demo.com');
    await user.type(screen.getByLabelText(/^password/i), 'admin');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByLabelText(/^code from the app/i);

    lockOut(throttleRules.codesAccount, '1');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText(waitQuarter)).toBeVisible();
    // Still the code step, the code as typed: the challenge goes on.
    expect(code).toHaveValue('123456');
    expect(screen.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  });

  it('forgot password: says how long to wait and keeps the address', async () => {
    lockOut(throttleRules.resetMailsAddress, 'nobody@example.com');
    const { user } = await renderRoute('/forgot-password');
    await user.type(await screen.findByLabelText(/^email/i), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(waitHour)).toBeVisible();
    expect(screen.getByLabelText(/^email/i)).toHaveValue('nobody@example.com');

    later(60);
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Check your mail')).toBeVisible();
    expect(screen.queryByText(waitHour)).not.toBeInTheDocument();
  });

  it('sign-up: says how long to wait and keeps the input', async () => {
    lockOut(throttleRules.signUpClient, '');
    const { user } = await renderRoute('/register');
    await user.type(await screen.findByLabelText(/^username/i), 'newcomer');
    await user.type(screen.getByLabelText(/^email/i), 'newcomer@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(waitHour)).toBeVisible();
    expect(screen.getByLabelText(/^username/i)).toHaveValue('newcomer');
    expect(screen.getByLabelText(/^email/i)).toHaveValue('newcomer@example.com');
    expect(session.get()).toBeNull();
  });

  it('a password change, after ten wrong current passwords: says how long to wait, keeps the input', async () => {
    lockOut(throttleRules.passwordAccount, '2');
    const { user } = await renderRoute('/account?tab=security', { as: 'client' });
    const current = await screen.findByLabelText(/^Current password/);
    await user.type(current, 'client');
    await user.type(screen.getByLabelText(/^New password/), 'Engines1843');
    await user.type(screen.getByLabelText(/^Confirm/), 'Engines1843');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText(waitQuarter)).toBeVisible();
    expect(current).toHaveValue('client');
    later(15);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await expectToast('Password changed. Your other sessions were signed out.');
  });

  it('sending the verification link again: a toast says how long to wait', async () => {
    addPendingVerification();
    lockOut(throttleRules.verificationMailsAddress, 'client@demo.com');
    const { user } = await renderRoute('/account', { as: 'client' });
    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));
    await expectToast(waitHour);
    expect(getDemoSession().db.outbox.filter((mail) => mail.to === 'client@demo.com')).toEqual([]);
  });
});
