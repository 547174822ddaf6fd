import { randomUUID } from 'node:crypto';
import {
  demoAccounts,
  expect,
  allowConsoleErrors,
  expectedConsoleErrors,
  readStorage,
  sessionKeys,
  test,
  type Role,
} from './fixtures';
import {
  en,
  escapeRegExp,
  expectSignedInShell,
  homePath,
  loginForm,
  pathIs,
  signInThroughForm,
  text,
  translations,
  userMenuName,
} from './helpers';
import { ResetPasswordPage, resetTexts } from './pages/reset-password-page';

test.describe('sign in', () => {
  for (const role of ['admin', 'client'] as const satisfies Role[]) {
    test(`the ${role} demo account signs in through the form`, async ({ page }) => {
      await page.goto('/login');
      const form = loginForm(page);
      await page
        .getByRole('button', {
          name: `Fill in the sign-in form with ${demoAccounts[role].email}`,
        })
        .click();
      await expect(form.email).toHaveValue(demoAccounts[role].email);
      await expect(form.password).toHaveValue(demoAccounts[role].password);

      const login = page.waitForResponse(
        (response) =>
          response.url().endsWith('/jwt/login') && response.request().method() === 'POST',
      );
      await form.submit.click();
      expect((await login).status()).toBe(200);

      await expect(page).toHaveURL(pathIs(homePath));
      await expect(page.getByRole('heading', { name: en.analytics, level: 1 })).toBeVisible();
      await expectSignedInShell(page, role);

      const stored = await readStorage(page, sessionKeys);
      expect(stored.accessToken).toBeTruthy();
      expect(stored.refreshToken).toBeTruthy();
      expect(JSON.parse(stored.userData ?? 'null')).toMatchObject({
        email: demoAccounts[role].email,
        fullName: demoAccounts[role].fullName,
        role,
      });

      const menu = page.getByRole('navigation', { name: en.mainMenu });
      await expect(menu.getByRole('link', { name: en.accessControl })).toBeVisible();
      await expect(menu.getByRole('link', { name: en.mockApi })).toHaveCount(
        role === 'admin' ? 1 : 0,
      );
    });
  }

  test('an empty submit shows required errors by both fields', async ({ page }) => {
    await page.goto('/login');
    const form = loginForm(page);
    await expect(page.getByRole('heading', { name: en.loginTitle })).toBeVisible();
    // A plain click, as a user does: the Email field has the focus (autoFocus) when it happens.
    await form.submit.click();
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.email).toHaveAccessibleDescription(en.required);
    await expect(form.password).toHaveAccessibleDescription(en.required);
    await expect(page).toHaveURL(pathIs('/login'));
  });

  test.describe('with a wrong password', () => {
    // The mock answers the wrong password with 400, which chromium logs as a failed resource.
    test.use({ allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.badRequest) });

    test('shows the error by the Email field and keeps the email', async ({ page }) => {
      await page.goto('/login');
      const form = loginForm(page);
      await form.email.fill('admin@demo.com');
      await form.password.fill('not-the-password');
      const login = page.waitForResponse((response) => response.url().endsWith('/jwt/login'));
      await form.submit.click();
      expect((await login).status()).toBe(400);

      await expect(form.email).toHaveAccessibleDescription(en.invalidCredentials);
      await expect(form.email).toHaveAttribute('aria-invalid', 'true');
      await expect(form.email).toHaveValue('admin@demo.com');
      await expect(page).toHaveURL(pathIs('/login'));
      expect(await readStorage(page, sessionKeys)).toEqual({
        userData: null,
        accessToken: null,
        refreshToken: null,
      });
    });
  });

  test.describe('after too many wrong passwords', () => {
    test.use({
      allowedConsoleErrors: allowConsoleErrors(
        expectedConsoleErrors.badRequest,
        expectedConsoleErrors.tooManyRequests,
      ),
    });

    test('says how long to wait, keeps the input, and signs in once the wait is over', async ({
      page,
      api,
      mockApi,
    }) => {
      const { email, password } = demoAccounts.admin;
      const start = Date.parse((await mockApi.status()).clock.now);
      await mockApi.clock({ now: new Date(start).toISOString() });
      // A script's guesses: the address's ten failures (docs/api.md, "Throttling").
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        expect((await api.post('/jwt/login', { email, password: 'guess' })).status()).toBe(400);
      }

      await page.goto('/login');
      const form = loginForm(page);
      await form.email.fill(email);
      await form.password.fill(password);
      const login = page.waitForResponse((response) => response.url().endsWith('/jwt/login'));
      await form.submit.click();
      const refused = await login;
      expect(refused.status()).toBe(429);
      expect(refused.headers()['retry-after']).toBe('900');
      // Even the right password waits, and the page says for how long.
      await expect(page.getByText('Too many attempts. Try again in 15 minutes.')).toBeVisible();
      await expect(form.email).toHaveValue(email);
      await expect(form.password).toHaveValue(password);
      await expect(page).toHaveURL(pathIs('/login'));

      // The wait is over (the mock's clock moves rather than the test sleeping): the same
      // submit signs in.
      await mockApi.clock({ now: new Date(start + 15 * 60_000).toISOString() });
      await form.submit.click();
      await expectSignedInShell(page, 'admin');
    });
  });

  test('a signed-in user who opens /login is sent to the app', async ({ page, loginAs }) => {
    await loginAs('admin');
    await page.goto('/login');
    await expect(page).toHaveURL(pathIs(homePath));
    await expect(page.getByRole('heading', { name: en.analytics, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: userMenuName('admin') })).toBeVisible();
  });

  test('a signed-out visit is sent to sign-in and comes back afterwards', async ({ page }) => {
    await page.goto('/access-control');
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccess-control$/);
    await signInThroughForm(page, 'client');
    await expect(page).toHaveURL(pathIs('/access-control'));
    await expect(page.getByRole('heading', { name: en.accessControl, level: 1 })).toBeVisible();
  });
});

const uniqueName = () => `e2e_${randomUUID().slice(0, 8)}`;

test.describe('register', () => {
  test('the sign-in page links to the register page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: en.loginTitle })).toBeVisible();
    // A plain click, as a user does: the Email field has the focus (autoFocus) when it happens.
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(pathIs('/register'));
    await expect(page.getByRole('heading', { name: 'Adventure starts here' })).toBeVisible();
  });

  test('a new account lands signed in', async ({ page }) => {
    const username = uniqueName();
    await page.goto('/register');

    await page.getByRole('textbox', { name: 'Username' }).fill(username);
    await page.getByRole('textbox', { name: 'Email' }).fill(`${username}@example.com`);
    await page.getByRole('textbox', { name: 'Password' }).fill('secret-123');
    const register = page.waitForResponse((response) => response.url().endsWith('/jwt/register'));
    await page.getByRole('button', { name: en.signUp }).click();
    expect((await register).status()).toBe(200);

    // First: the welcome toast stays 4 s (src/lib/notify/notify.ts), saying where the
    // verification mail went.
    await expect(page.getByText('Your account is ready. Welcome!')).toBeVisible();
    await expect(
      page.getByText(`We sent a link to ${username}@example.com: open it to confirm your address.`),
    ).toBeVisible();
    await expect(page).toHaveURL(pathIs(homePath));
    await expect(page.getByRole('heading', { name: en.analytics, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: `Account menu of ${username}` })).toBeVisible();
    const stored = await readStorage(page, sessionKeys);
    expect(JSON.parse(stored.userData ?? 'null')).toMatchObject({
      username,
      email: `${username}@example.com`,
    });
    expect(stored.accessToken).toBeTruthy();
    expect(stored.refreshToken).toBeTruthy();
  });

  test.describe('with a taken email', () => {
    // The mock answers a taken email with 409, which chromium logs as a failed resource.
    test.use({ allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.conflict) });

    test('shows an error by the Email field and keeps the input', async ({ page, request }) => {
      const english = await translations(request, 'en');
      const username = uniqueName();
      await page.goto('/register');
      const email = page.getByRole('textbox', { name: 'Email' });
      await page.getByRole('textbox', { name: 'Username' }).fill(username);
      await email.fill('admin@demo.com');
      await page.getByRole('textbox', { name: 'Password' }).fill('secret-123');
      const register = page.waitForResponse((response) => response.url().endsWith('/jwt/register'));
      await page.getByRole('button', { name: en.signUp }).click();
      expect((await register).status()).toBe(409);

      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveValue('admin@demo.com');
      await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(username);
      await expect(page).toHaveURL(pathIs('/register'));
      // The mock sends the i18n key `auth.errors.emailTaken`; the user reads its English text.
      await expect(email).toHaveAccessibleDescription(text(english, 'auth.errors.emailTaken'));
    });
  });
});

test.describe('forgotten password', () => {
  // A used or expired link is answered 400 on purpose (chromium logs it).
  test.use({ allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.badRequest) });

  test('the mailed link sets a new password, once, and the new one signs in', async ({
    page,
    mockApi,
  }) => {
    const { email } = demoAccounts.admin;
    const reset = new ResetPasswordPage(page);
    await reset.requestLink(email);

    // The mail, as the mock sent it: in the outbox (and in the admin's inbox in the email app).
    const link = await reset.openFromOutbox(mockApi, email);
    // A password the rules refuse is said by its field and never sent.
    await reset.fill('short1');
    await reset.submit.click();
    await expect(reset.password).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(resetTexts.tooShort)),
    );
    expect(await mockApi.requests({ path: '/jwt/reset-password' })).toEqual([]);
    expect((await reset.setPassword('brand-new-42')).status(), 'POST /jwt/reset-password').toBe(
      204,
    );
    await reset.expectChanged();

    const form = loginForm(page);
    await form.email.fill(email);
    await form.password.fill('brand-new-42');
    await form.submit.click();
    await expectSignedInShell(page, 'admin');

    // The link is used up.
    expect(await reset.open(link)).toBe('refused');
    await expect(reset.refusal).toHaveText(resetTexts.used);
  });

  test('an expired link says so and leads to a new one', async ({ page, api, mockApi }) => {
    const { email } = demoAccounts.client;
    expect((await api.post('/jwt/forgot-password', { email })).status()).toBe(204);
    const link = await ResetPasswordPage.mailedLink(mockApi, email);
    const { clock } = await mockApi.status();
    await mockApi.clock({ now: new Date(Date.parse(clock.now) + 31 * 60_000).toISOString() });
    const reset = new ResetPasswordPage(page);
    expect(await reset.open(link)).toBe('refused');
    await expect(reset.refusal).toHaveText(resetTexts.expired);
    await reset.askAgain.click();
    await expect(reset.forgotHeading).toBeVisible();
  });
});
