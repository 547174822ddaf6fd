import {
  allowConsoleErrors,
  demoAccounts,
  expect,
  expectedConsoleErrors,
  inEachLook,
  test,
} from './fixtures';

// The sign-in and register pages are in pages.a11y.spec.ts. An expired link is answered 400 on
// purpose (chromium logs it).
test.use({ allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.badRequest) });

test('forgotten password: the form, the link sent, a field error, an expired link', async ({
  page,
  mockApi,
}) => {
  test.setTimeout(180_000);
  const { email } = demoAccounts.admin;
  await inEachLook(page, async (check) => {
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await check('/forgot-password');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status').getByText('Check your mail')).toBeVisible();
    await check('/forgot-password (sent)');

    const mail = (await mockApi.outbox(email)).at(-1);
    const link = new URL(mail?.link ?? '');
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel(/^New password/).fill('short1');
    await page.getByLabel(/^Confirm the new password/).fill('short1');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await expect(page.getByText('The password must be at least 8 characters long.')).toBeVisible();
    await check('/reset-password (a field error)');

    // Links work for 30 minutes.
    const { clock } = await mockApi.status();
    await mockApi.clock({ now: new Date(Date.parse(clock.now) + 31 * 60_000).toISOString() });
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText(/This link has expired/);
    await check('/reset-password (expired)');
  });
});

test('an invitation: the form with a field error, an expired link', async ({
  page,
  api,
  mockApi,
}) => {
  test.setTimeout(180_000);
  await api.signIn('admin');
  const invited = await api.post('/api/users/invitations', {
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    role: 'editor',
  });
  expect(invited.status()).toBe(201);
  const { user } = (await invited.json()) as { user: { id: number } };
  await inEachLook(page, async (check) => {
    // A new link each look: the one before has expired.
    const resent = await api.post(`/api/users/${user.id}/invitation/resend`);
    expect(resent.status()).toBe(204);
    const link = new URL((await mockApi.outbox('ada@example.com')).at(-1)?.link ?? '');
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { name: 'Welcome aboard' })).toBeVisible();
    await page.getByLabel(/^New password/).fill('short1');
    await page.getByLabel(/^Confirm the new password/).fill('short1');
    await page.getByRole('button', { name: 'Set my password' }).click();
    await expect(page.getByText('The password must be at least 8 characters long.')).toBeVisible();
    await check('/accept-invite (a field error)');

    // Links work for 7 days.
    const { clock } = await mockApi.status();
    await mockApi.clock({ now: new Date(Date.parse(clock.now) + 8 * 86_400_000).toISOString() });
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText(/This invitation link has expired/);
    await check('/accept-invite (expired)');
  });
});
