import type { Locator, Page } from '@playwright/test';
import {
  allowConsoleErrors,
  demoAccounts,
  expect,
  expectedConsoleErrors,
  inEachLook,
  test,
  type Look,
} from './fixtures';
import { expectAccessibleToast, openSignedIn } from './helpers';
import { DataTablePage } from './pages/data-table-page';

// The users' states beyond the list as it opens (pages.a11y.spec.ts), each in both looks. A
// failed delete answers 500 and a missing user 404, which Chromium logs.
test.use({
  allowedConsoleErrors: allowConsoleErrors(
    expectedConsoleErrors.serverError,
    /the server responded with a status of 404/,
  ),
});

const names = (page: Page) => new DataTablePage(page, 'List of users').rowHeaders.getByRole('link');

/** A drawer comes from the end side: the left, right to left. */
async function expectAtEndSide(drawer: Locator, look: Look) {
  if (look.direction !== 'rtl') return;
  await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
}

test('users list: a selection, the add and edit drawers with field errors and a conflict, the own row, a failed delete', async ({
  page,
  loginAs,
  mockApi,
  api,
}) => {
  test.setTimeout(240_000);
  await loginAs('admin');
  await inEachLook(page, async (check) => {
    await openSignedIn(page, '/apps/users?status=pending&sortColumn=role', 'admin');
    const table = new DataTablePage(page, 'List of users');
    await expect(names(page)).toHaveCount(10);
    await table.selectAll();
    await check('users list, every row selected');
    await table.bulkAction('Edit selected');
    const bulk = page.getByRole('dialog', { name: 'Edit 10 users' });
    await bulk.getByRole('button', { name: 'Apply to 10 users' }).click();
    await expect(bulk.getByText('Choose at least one field to change.')).toBeVisible();
    await check('bulk edit with its error');
    await page.keyboard.press('Escape');
    await expect(bulk).toBeHidden();
    await table.selectAllCheckbox.uncheck();

    // A file with a bad row: the preview names the error by the row and the field.
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const importing = page.getByRole('dialog', { name: 'Import users' });
    await importing.locator('input[type="file"]').setInputFiles({
      name: 'people.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'Full name,Username,Email,Role,Plan,Company,Country,Phone',
          'Ada Lovelace,ada.l,ada@example.com,Editor,Team,Engines,UK,+44 20 7946 0958',
          'Bad Row,bad.row,not-an-address,Editor,Team,Nowhere,UK,+44 20 7946 0959',
        ].join('\r\n'),
      ),
    });
    await expect(importing).toContainText('1 row with errors, left out');
    await check('import preview with a bad row');
    await page.keyboard.press('Escape');
    await expect(importing).toBeHidden();

    await page.getByRole('button', { name: 'Add user' }).click();
    const add = page.getByRole('dialog', { name: 'Add user' });
    await add.getByRole('button', { name: 'Add user' }).click();
    await expect(add.getByText('This field is required.').first()).toBeVisible();
    await expectAtEndSide(add, await check('add user drawer with field errors'));
    await page.keyboard.press('Escape');
    await expect(add).toBeHidden();

    const first = (await names(page).first().textContent()) ?? '';
    await page.getByRole('button', { name: `Edit ${first}`, exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit user' });
    await edit.getByRole('textbox', { name: 'Full name' }).fill('');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit.getByText('This field is required.')).toBeVisible();
    await expectAtEndSide(edit, await check('edit user drawer with a field error'));

    // Someone else saves the user meanwhile: the drawer shows the conflict at once.
    await edit.getByRole('textbox', { name: 'Full name' }).fill(first);
    await edit.getByRole('textbox', { name: 'Company' }).fill('Navy Labs');
    const { users } = await api.json<{ users: Record<string, unknown>[] }>(
      `/api/users/list/data?q=${encodeURIComponent(first)}`,
    );
    const { password: _p, status: _s, billing: _b, avatar: _a, version, ...shown } = users[0] ?? {};
    const changed = await api.post(
      '/apps/users/update-user',
      { ...shown, currentPlan: shown.currentPlan === 'team' ? 'company' : 'team' },
      { headers: { 'If-Match': `"${String(version)}"` } },
    );
    expect(changed.ok()).toBe(true);
    await expect(edit.getByRole('radiogroup', { name: 'Plan' })).toBeVisible();
    await check('edit user drawer with a conflict');
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();

    // A failed delete puts the row back with an error toast; closing the toast sends it at once.
    await mockApi.fail({ path: '/apps/users/delete', method: 'DELETE', status: 500 });
    await page.getByRole('button', { name: `Delete ${first}`, exact: true }).click();
    await page
      .locator('[data-sonner-toast]:not([data-removed="true"])')
      .filter({ hasText: `${first} deleted.` })
      .getByRole('button', { name: 'Close the notification' })
      .click();
    await expectAccessibleToast(page, 'error', check);

    await openSignedIn(page, '/apps/users?q=admin%40demo.com', 'admin');
    await expect(names(page)).toHaveText(['John Doe']);
    await page.getByRole('button', { name: 'Delete John Doe', exact: true }).hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await check('own row with its reason');
  });
});

test('user page: the account tab, the security tab with field errors, a user’s two-step sign-in and sessions, a missing user', async ({
  page,
  loginAs,
  api,
  mockApi,
}) => {
  test.setTimeout(240_000);
  // The client with two-step sign-in on, signed in (through the API): the cards' full states.
  const client = demoAccounts.client;
  await api.signIn('client');
  expect((await api.post('/api/account/two-step/setup')).status()).toBe(200);
  const code = await mockApi.twoStepCode(client.email);
  expect((await api.post('/api/account/two-step/enable', { code })).status()).toBe(200);
  await loginAs('admin');
  const { users } = await api.json<{ users: { id: number }[] }>(
    `/api/users/list/data?q=${encodeURIComponent(client.email)}`,
  );
  const clientId = users[0]?.id ?? 0;
  await inEachLook(page, async (check) => {
    await openSignedIn(page, '/apps/users', 'admin');
    // Keyboard: the first user's name is a link that opens the view page.
    const firstName = names(page).first();
    const name = (await firstName.textContent()) ?? '';
    await firstName.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await check('user view, account');
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await check('user view, security with field errors');

    await openSignedIn(page, `/apps/users/${clientId}`, 'admin');
    await page.getByRole('tab', { name: 'Security' }).click();
    const twoStep = page.getByRole('region', { name: 'Two-step sign-in' });
    await expect(twoStep.getByText('10 recovery codes left')).toBeVisible();
    const sessions = page.getByRole('region', { name: 'Sessions' });
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await check('user view, security with two-step sign-in on and a session');
    // Keyboard: Reset opens its confirmation, focus on Cancel; Escape closes it.
    await twoStep.getByRole('button', { name: 'Reset two-step sign-in' }).focus();
    await page.keyboard.press('Enter');
    const reset = page.getByRole('dialog', { name: 'Reset two-step sign-in?' });
    await expect(reset.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await check('user view, security, reset two-step confirmation');
    await page.keyboard.press('Escape');
    await expect(reset).toBeHidden();

    await openSignedIn(page, '/apps/users/999999', 'admin');
    await expect(page.getByRole('heading', { name: 'User not found', level: 1 })).toBeVisible();
    await check('user not found');
  });
});
