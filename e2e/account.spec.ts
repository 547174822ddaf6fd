import type { Page } from '@playwright/test';
import { allowConsoleErrors, demoAccounts, expect, expectedConsoleErrors, test } from './fixtures';
import {
  en,
  escapeRegExp,
  expectSignInPage,
  homePath,
  openSignedIn,
  pageLoad,
  pathIs,
  signInElsewhere,
  signInThroughForm,
  signOut,
  twoStepForm,
  userMenuName,
} from './helpers';
import { AccountPage, accountTexts } from './pages/account-page';
import { LiveStream } from './pages/live-events';

/** English texts of sign-in's code step (`auth.twoStep.*`, `auth.errors.*`). */
const twoStepTexts = {
  subtitleRecovery: 'Your password was right. Now one of the recovery codes you saved.',
  recoveryCodeUsed:
    'That recovery code has already been used, and each works once. Use another of your codes.',
};

/** A 640×480 photo-like PNG drawn by the browser: wider than tall, so the crop is exercised. */
async function photo(page: Page) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d');
    if (context) {
      const gradient = context.createLinearGradient(0, 0, 640, 480);
      gradient.addColorStop(0, '#1e88e5');
      gradient.addColorStop(1, '#f4511e');
      context.fillStyle = gradient;
      context.fillRect(0, 0, 640, 480);
    }
    return canvas.toDataURL('image/png');
  });
  const buffer = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  return { name: 'me.png', mimeType: 'image/png', buffer };
}

test.describe('My account', () => {
  test('edits the profile with an uploaded avatar, and the navbar follows at once', async ({
    page,
    loginAs,
    mockApi,
  }) => {
    await loginAs('admin');
    await openSignedIn(page, '/apps/todo', 'admin');
    const account = new AccountPage(page);
    await account.openFromUserMenu('admin');

    await account.field(accountTexts.fullName).fill('Ada Admin');
    await account.field(accountTexts.phone).fill('+44 20 7946 0958');
    await account.field(accountTexts.timeZone).selectOption('Europe/London');
    await account.uploadAvatar(await photo(page), 'Ada Admin');
    expect((await account.save()).status(), 'PATCH /api/account').toBe(200);
    // What the server received (ky streams the body, which Playwright's request does not see).
    const [patch] = await mockApi.requests({ method: 'PATCH', path: '/api/account' });
    const sent = (patch?.body ?? {}) as { avatar?: string };
    // Resized in the browser: a 256×256 JPEG, not the 640×480 PNG picked.
    expect(sent.avatar).toMatch(/^data:image\/jpeg;base64,/);
    expect(sent.avatar?.length).toBeLessThan(60_000);

    // The navbar's user menu reads the session's user data, which the answer replaced.
    const menu = page.getByRole('button', { name: 'Account menu of Ada Admin' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('img')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
    // A reload reads it back from the server.
    await page.reload();
    await expect(account.field(accountTexts.fullName)).toHaveValue('Ada Admin');
    await expect(account.field(accountTexts.timeZone)).toHaveValue('Europe/London');

    // The change is in the admin's own activity, in words.
    await account.tab('activity').click();
    await expect(account.activity.filter({ hasText: 'Updated · Ada Admin' })).toHaveCount(1);
  });

  test.describe(() => {
    test.use({
      // The wrong password is answered 400 on purpose (chromium logs it).
      allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.badRequest),
    });
    test('changing the email asks for the password, and the new address takes over once its link is opened', async ({
      page,
      api,
      loginAs,
      mockApi,
    }) => {
      const { email: old, password } = demoAccounts.client;
      const next = 'jane.new@example.com';
      await loginAs('client');
      const account = new AccountPage(page);
      await account.open('client');
      const email = account.field(accountTexts.email);
      await expect(account.currentPassword).toBeHidden();

      // A wrong password is said by its field; nothing changes and nothing is mailed.
      await email.fill(next);
      await account.currentPassword.fill('not-it');
      await page.getByRole('button', { name: accountTexts.save }).click();
      await expect(account.currentPassword).toHaveAccessibleDescription(
        new RegExp(escapeRegExp(accountTexts.wrongPassword)),
      );
      await expect(email).toHaveValue(next);
      expect(await mockApi.outbox()).toEqual([]);

      expect((await account.changeEmail(next, password)).status(), 'PATCH /api/account').toBe(200);
      await expect(account.emailPending).toContainText(next);
      await expect(email).toHaveValue(old);
      await expect(account.currentPassword).toBeHidden();

      // The new address got the link, the old one the notice; until the link is opened the
      // account signs in with its old address only.
      const [link] = await mockApi.outbox(next);
      expect(link?.kind).toBe('verifyEmailChange');
      const notice = (await mockApi.outbox(old)).find(
        (mail) => mail.kind === 'emailChangeRequested',
      );
      expect(notice?.text).toContain(next);
      expect((await api.post('/jwt/login', { email: next, password })).status()).toBe(400);

      const url = new URL(link?.link ?? '');
      await page.goto(`${url.pathname}${url.search}`);
      await expect(page.getByText('Your email address is verified. Thank you!')).toBeVisible();
      await page.getByRole('link', { name: 'Go to My account' }).click();
      await expect(account.heading).toBeVisible(pageLoad);
      await expect(email).toHaveValue(next);
      await expect(account.emailPending).toBeHidden();
      // The navbar's menu names the new address too, with no reload.
      await page.getByRole('button', { name: userMenuName('client') }).click();
      await expect(page.getByRole('menu')).toContainText(next);
      await page.keyboard.press('Escape');
      expect((await api.post('/jwt/login', { email: next, password })).status()).toBe(200);
      expect((await api.post('/jwt/login', { email: old, password })).status()).toBe(400);
    });
  });

  test.describe(() => {
    test.use({
      // The signed-out browser's next calls are answered 401 on purpose (chromium logs them).
      allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.unauthorized),
    });
    test('"Sign out all others" sends another browser to sign-in at once, told why', async ({
      page,
      browser,
      isolate,
      loginAs,
      mockApi,
      consoleGuard,
    }) => {
      // A second browser (its own storage) signed in as the same user, through the form, with
      // its live stream open.
      const other = await signInElsewhere({ browser, isolate, consoleGuard }, 'admin');
      await new LiveStream(mockApi).expectConnected(1);

      await loginAs('admin');
      const account = new AccountPage(page);
      await account.open('admin', 'security');
      await expect(account.tab('security')).toHaveAttribute('aria-current', 'page');
      await expect(account.sessions).toHaveCount(2);
      await expect(account.sessions.filter({ hasText: accountTexts.thisBrowser })).toHaveCount(1);

      await account.signOutOthers();
      await expect(account.sessions).toHaveCount(1);

      // The other browser's stream is told and closed: it lands on sign-in by itself, and says why.
      await expectSignInPage(other, {
        redirect: homePath,
        notice: en.signedOutElsewhere,
      });
      // This one goes on, its own refresh accepted.
      await mockApi.expireTokens();
      await page.reload();
      await expect(account.heading).toBeVisible(pageLoad);
      await expect(account.sessions).toHaveCount(1, pageLoad);
      await other.context().close();
    });
  });

  test.describe(() => {
    test.use({
      // The wrong code is answered 400 on purpose (chromium logs it).
      allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.badRequest),
    });
    test('two-step sign-in: turned on with the QR code, then a code and a recovery code sign in, once', async ({
      page,
      loginAs,
      mockApi,
    }) => {
      const { email } = demoAccounts.admin;
      await loginAs('admin');
      const account = new AccountPage(page);
      await account.open('admin', 'security');
      await expect(account.twoStep.getByText('Off', { exact: true })).toBeVisible();
      const codes = await account.turnOnTwoStep(() => mockApi.twoStepCode(email));
      expect(new Set(codes).size).toBe(10);
      await account.dialog.getByRole('button', { name: accountTexts.codesSaved }).click();
      await expect(account.dialog).toBeHidden();
      await expect(account.twoStep.getByText(accountTexts.codesLeft(10))).toBeVisible();

      // The password alone no longer signs in: the code step asks for the app's code.
      await signOut(page, 'admin');
      await signInThroughForm(page, 'admin');
      const step = twoStepForm(page);
      await expect(step.heading).toBeVisible();
      await expect(step.code).toBeFocused();
      await step.code.fill('000000');
      await step.submit.click();
      await expect(step.code).toHaveAccessibleDescription(/That code is not right/);
      await expect(step.code).toHaveValue('000000');
      await step.code.fill(await mockApi.twoStepCode(email));
      await step.submit.click();
      await expect(page).toHaveURL(pathIs(homePath), pageLoad);

      // A recovery code, typed as the screen showed it (`a1b2c-3d4e5`), signs in once: the form
      // sends it as the contract says (no dash), which the contract guard checks.
      await signOut(page, 'admin');
      await signInThroughForm(page, 'admin');
      await step.useRecoveryCode.click();
      await expect(page.getByText(twoStepTexts.subtitleRecovery)).toBeVisible();
      expect(codes[0]).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
      await step.recoveryCode.fill(codes[0] ?? '');
      await step.submit.click();
      await expect(page).toHaveURL(pathIs(homePath), pageLoad);
      const sent = (await mockApi.requests({ method: 'POST', path: '/jwt/login/two-step' })).at(-1);
      // The code itself is redacted in the log: the contract guard checks its form.
      expect(sent).toMatchObject({ status: 200, body: { recoveryCode: '[redacted]' } });
      await account.open('admin', 'security');
      await expect(account.twoStep.getByText(accountTexts.codesLeft(9))).toBeVisible();

      // Spent: said as a recovery code (another one is needed), not as the app's code.
      await signOut(page, 'admin');
      await signInThroughForm(page, 'admin');
      await step.useRecoveryCode.click();
      await step.recoveryCode.fill((codes[0] ?? '').toUpperCase());
      await step.submit.click();
      await expect(step.recoveryCode).toHaveAccessibleDescription(
        new RegExp(escapeRegExp(twoStepTexts.recoveryCodeUsed)),
      );
    });
  });
});
