import {
  allowConsoleErrors,
  demoAccounts,
  expect,
  expectedConsoleErrors,
  inEachLook,
  test,
} from './fixtures';
import { en, pathIs, signInThroughForm, twoStepForm, userMenuName } from './helpers';
import { AccountPage, accountTexts } from './pages/account-page';

test('my account: the profile, the activity with an entry, the security tab with two sessions', async ({
  page,
  loginAs,
  api,
}) => {
  test.setTimeout(180_000);
  await loginAs('admin');
  // A second sign-in: the security tab lists another session beside this browser's.
  await api.signIn('admin');
  await inEachLook(page, async (check) => {
    const account = new AccountPage(page);
    await account.open('admin');
    await expect(account.field(accountTexts.fullName)).not.toHaveValue('');
    await check('/account (profile)');
    await account.field(accountTexts.phone).fill('+44 20 7946 0958');
    expect((await account.save()).status(), 'PATCH /api/account').toBe(200);
    await account.tab('activity').click();
    await expect(account.activity.first()).toBeVisible();
    await check('/account?tab=activity');
    await account.tab('security').click();
    await expect(account.sessions).toHaveCount(2);
    await check('/account?tab=security');
  });
});

test('my account: a change of email, its password field and the change waiting for its link', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(180_000);
  await loginAs('client');
  await inEachLook(page, async (check) => {
    const account = new AccountPage(page);
    await account.open('client');
    const next = 'jane.next@example.com';
    await account.field(accountTexts.email).fill(next);
    await expect(account.currentPassword).toBeVisible();
    await check('/account (a change of email: the password)');
    expect((await account.changeEmail(next, demoAccounts.client.password)).status()).toBe(200);
    await expect(account.emailPending).toContainText(next);
    await check('/account (a change of email waiting for its link)');
  });
});

test.describe(() => {
  // The wrong code is answered 400 on purpose (chromium logs it).
  test.use({ allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.badRequest) });

  test('two-step sign-in: the recovery codes, then the code step', async ({
    page,
    loginAs,
    mockApi,
  }) => {
    const { email } = demoAccounts.admin;
    await loginAs('admin');
    const account = new AccountPage(page);
    await account.open('admin', 'security');
    await account.turnOnTwoStep(() => mockApi.twoStepCode(email));
    await inEachLook(page, async (check) => {
      await check('two-step setup: the recovery codes');
      await account.dialog.getByRole('button', { name: accountTexts.codesSaved }).click();
      await expect(account.dialog).toBeHidden();

      await page.getByRole('button', { name: userMenuName('admin') }).click();
      await page.getByRole('menuitem', { name: en.signOut }).click();
      await expect(page).toHaveURL(pathIs('/login'));
      await signInThroughForm(page, 'admin');
      const step = twoStepForm(page);
      await expect(step.code).toBeFocused();
      await check('/login (two-step code)');
    });
  });
});
