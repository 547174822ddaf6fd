import { allowConsoleErrors, expect, expectedConsoleErrors, test } from './fixtures';
import { en, loginForm, openSignedIn, pageLoad } from './helpers';

// The replaced link is answered 400 on purpose (chromium logs it).
test.use({ allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.badRequest) });

/** A mailed link's path on the app under test (the mail names the public origin). */
const pathOf = (link = '') => new URL(link).pathname + new URL(link).search;

const ada = { fullName: 'Ada Lovelace', email: 'ada@example.com', password: 'Engines1843' };

test('invites a user by mail; a new link replaces the first, and the invited person sets a password and signs in', async ({
  page,
  browser,
  isolate,
  consoleGuard,
  mockApi,
  loginAs,
}) => {
  await loginAs('admin');
  await openSignedIn(page, '/apps/users', 'admin');
  await page.getByRole('button', { name: 'Invite user' }).click();
  const drawer = page.getByRole('dialog', { name: 'Invite user' });
  await drawer.getByRole('textbox', { name: 'Full name' }).fill(ada.fullName);
  await drawer.getByRole('textbox', { name: 'Email' }).fill(ada.email);
  await drawer.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Editor' }).click();
  await drawer.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${ada.email}.`)).toBeVisible();
  await expect(drawer).toBeHidden();
  const [first] = await mockApi.outbox(ada.email);
  expect(first?.kind).toBe('invitation');

  // On the user's page, the Security tab says an invitation is waiting, and sends a new link.
  await page.getByRole('link', { name: ada.fullName }).first().click();
  await expect(page.getByRole('heading', { name: ada.fullName, level: 1 })).toBeVisible(pageLoad);
  await page.getByRole('tab', { name: 'Security' }).click();
  const invitation = page.getByRole('region', { name: 'Invitation' });
  await expect(invitation.getByText(/^Sent .* · expires /)).toBeVisible(pageLoad);
  await invitation.getByRole('button', { name: 'Send the invitation again' }).click();
  await expect(page.getByText('Invitation sent.')).toBeVisible();
  const second = (await mockApi.outbox(ada.email)).at(-1);
  expect(second?.link).not.toBe(first?.link);

  // In a browser of their own: the first link is refused before anything is typed.
  const context = await browser.newContext();
  await isolate(context);
  consoleGuard.watch(context);
  const other = await context.newPage();
  await other.goto(pathOf(first?.link));
  await expect(other.getByRole('alert')).toContainText('a newer one replaced it', pageLoad);

  // The second sets the password, under the one policy.
  await other.goto(pathOf(second?.link));
  const password = other.getByRole('textbox', { name: 'New password', exact: true });
  await password.fill('short');
  await other.getByRole('textbox', { name: 'Confirm the new password' }).fill('short');
  await other.getByRole('button', { name: 'Set my password' }).click();
  await expect(other.getByText('The password must be at least 8 characters long.')).toBeVisible();
  await password.fill(ada.password);
  await other.getByRole('textbox', { name: 'Confirm the new password' }).fill(ada.password);
  await other.getByRole('button', { name: 'Set my password' }).click();
  await expect(other.getByText('Your password is set. Sign in with it.')).toBeVisible(pageLoad);
  await expect(other.getByRole('heading', { name: en.loginTitle })).toBeVisible(pageLoad);

  const form = loginForm(other);
  await form.email.fill(ada.email);
  await form.password.fill(ada.password);
  await form.submit.click();
  await expect(other.getByRole('button', { name: `Account menu of ${ada.fullName}` })).toBeVisible(
    pageLoad,
  );
  await context.close();

  // The admin's page follows: no invitation any more, the user is active.
  await page.reload();
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByRole('region', { name: 'Sessions' }).getByRole('listitem')).toHaveCount(
    1,
    pageLoad,
  );
  await expect(invitation).toBeHidden();
});
