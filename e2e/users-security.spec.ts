import { allowConsoleErrors, demoAccounts, expect, expectedConsoleErrors, test } from './fixtures';
import {
  en,
  expectSignInPage,
  openSignedIn,
  pageLoad,
  signInThroughForm,
  signOut,
  twoStepForm,
  userMenuName,
} from './helpers';

/** English texts of the user page's Security tab (`users.security.*`). */
const texts = {
  twoStep: 'Two-step sign-in',
  sessions: 'Sessions',
  reset: 'Reset two-step sign-in',
  resetTitle: 'Reset two-step sign-in?',
  resetDone: 'Two-step sign-in reset.',
  endAll: 'Sign out everywhere',
  allEnded: 'Signed out everywhere.',
  none: 'This user is not signed in anywhere.',
};

test.describe("an admin and a user's security", () => {
  test.use({
    // The signed-out browser's next calls are answered 401 on purpose (chromium logs them).
    allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.unauthorized),
  });

  test('resets a user’s two-step sign-in, then signs them out everywhere: their browser lands on sign-in, told why', async ({
    page,
    browser,
    isolate,
    consoleGuard,
    api,
    mockApi,
    loginAs,
  }) => {
    const client = demoAccounts.client;
    // The client turns two-step sign-in on from their account (through the API).
    await api.signIn('client');
    const setup = await api.post('/api/account/two-step/setup');
    expect(setup.status()).toBe(200);
    const enabled = await api.post('/api/account/two-step/enable', {
      code: await mockApi.twoStepCode(client.email),
    });
    expect(enabled.status()).toBe(200);

    // In a browser of their own, the client signs in with the password and a code.
    const context = await browser.newContext();
    await isolate(context);
    consoleGuard.watch(context);
    const other = await context.newPage();
    await other.goto('/login');
    await signInThroughForm(other, 'client');
    const step = twoStepForm(other);
    await expect(step.heading).toBeVisible(pageLoad);
    await step.code.fill(await mockApi.twoStepCode(client.email));
    await step.submit.click();
    const signedIn = other.getByRole('button', { name: userMenuName('client') });
    await expect(signedIn).toBeVisible(pageLoad);

    // The admin resets it on the user's Security tab, asked first.
    await loginAs('admin');
    const { users } = await api.json<{ users: { id: number }[] }>(
      `/api/users/list/data?q=${encodeURIComponent(client.email)}`,
    );
    const clientId = users[0]?.id;
    expect(clientId).toBeDefined();
    await openSignedIn(page, `/apps/users/${clientId}`, 'admin');
    await page.getByRole('tab', { name: 'Security' }).click();
    const twoStep = page.getByRole('region', { name: texts.twoStep });
    await expect(twoStep.getByText('On', { exact: true })).toBeVisible(pageLoad);
    await expect(twoStep.getByText('10 recovery codes left')).toBeVisible();
    await twoStep.getByRole('button', { name: texts.reset }).click();
    const dialog = page.getByRole('dialog', { name: texts.resetTitle });
    await expect(dialog).toContainText('their next sign-in asks for the password alone');
    await dialog.getByRole('button', { name: texts.reset }).click();
    await expect(page.getByText(texts.resetDone)).toBeVisible();
    await expect(twoStep.getByText('Off', { exact: true })).toBeVisible();
    const [mail] = (await mockApi.outbox(client.email)).filter(
      (sent) => sent.kind === 'twoStepReset',
    );
    expect(new URL(mail?.link ?? '').pathname).toBe('/account');

    // The client's browser went on; signing in again takes the password alone.
    await signOut(other, 'client');
    await signInThroughForm(other, 'client');
    await expect(signedIn).toBeVisible(pageLoad);
    await expect(step.heading).toBeHidden();

    // The admin signs them out everywhere: their browser lands on sign-in, told why.
    const sessions = page.getByRole('region', { name: texts.sessions });
    await page.reload();
    await page.getByRole('tab', { name: 'Security' }).click();
    await expect(sessions.getByRole('listitem').first()).toBeVisible(pageLoad);
    await sessions.getByRole('button', { name: texts.endAll }).click();
    const confirm = page.getByRole('dialog', { name: /out everywhere\?$/ });
    await confirm.getByRole('button', { name: texts.endAll }).click();
    await expect(page.getByText(texts.allEnded)).toBeVisible();
    await expect(sessions.getByText(texts.none)).toBeVisible();
    await expectSignInPage(other, { notice: en.signedOutElsewhere });

    // Both actions are in the audit log, under the admin, naming the client.
    const log = await api.json<{ entries: { action: string; recordLabel: string | null }[] }>(
      '/api/audit-log?perPage=20',
    );
    expect(log.entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['resetUserTwoStep', 'endUserSessions']),
    );
    await context.close();
  });
});
