import type { Locator, Page } from '@playwright/test';
import { allowConsoleErrors, expect, expectedConsoleErrors, inEachLook, test } from './fixtures';
import { en, expectAccessibleToast, openSignedIn, undoToast } from './helpers';
import { DataTablePage } from './pages/data-table-page';

// The roles' and permissions' states beyond the page as it opens (pages.a11y.spec.ts), each in
// both looks. A role users hold is refused with 409, and a taken name too: Chromium logs both.
test.use({ allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.conflict) });

const errorToast = (page: Page) =>
  page.locator('[data-sonner-toast][data-type="error"]:not([data-removed="true"])');

test('roles: the role dialogs, a field error, the Undo toast and the error toast', async ({
  page,
  loginAs,
}) => {
  // Five states in two looks on a page of seven cards: twelve axe runs.
  test.setTimeout(180_000);
  await loginAs('admin');
  await inEachLook(page, async (check) => {
    await openSignedIn(page, '/apps/roles', 'admin');
    await expect(page.getByRole('article')).toHaveCount(7);

    await page.getByRole('button', { name: 'Edit role Admin' }).click();
    const admin = page.getByRole('dialog', { name: 'Edit role: Admin' });
    await expect(admin.getByRole('checkbox', { name: 'Delete: Users' })).toBeDisabled();
    await check('admin role dialog');
    await admin.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(admin).toBeHidden();

    await page.getByRole('button', { name: 'Edit role Client' }).click();
    const client = page.getByRole('dialog', { name: 'Edit role: Client' });
    await expect(client.getByRole('table', { name: 'Advanced rules' })).toBeVisible();
    await client.getByRole('checkbox', { name: 'Read: Roles' }).check();
    await check('client role dialog, a rule changed');
    await page.keyboard.press('Escape');
    await expect(client).toBeHidden();

    await page.getByRole('button', { name: 'Add role' }).click();
    const add = page.getByRole('dialog', { name: 'Add a role' });
    await add.getByRole('button', { name: 'Add role' }).click();
    await expect(add.getByText(en.required)).toBeVisible();
    await check('add role dialog with a field error');
    await page.keyboard.press('Escape');
    await expect(add).toBeHidden();

    // Users hold the Editor role: the toast's close sends the delete, refused with a reason.
    await page.getByRole('button', { name: 'Delete role Editor' }).click();
    const toast = undoToast(page, 'Role “Editor” deleted.');
    // The pointer on the toast holds its time (and the delete) while axe reads the page.
    await toast.hover();
    await check('role deleted, with Undo');
    await toast.getByRole('button', { name: 'Close the notification' }).click();
    await expect(errorToast(page)).toContainText('users have this role');
    await expectAccessibleToast(page, 'error', check);
  });
});

/** Takes every role off the edit dialog's roles field (Backspace removes the last one). */
async function clearRoles(dialog: Locator) {
  const field = dialog.getByRole('combobox', { name: 'Assigned to' });
  await field.focus();
  const chosen = dialog.locator('.mantine-Pill-root');
  for (let left = await chosen.count(); left > 0; left -= 1) {
    await field.press('Backspace');
    await expect(chosen).toHaveCount(left - 1);
  }
  await field.press('Escape');
}

test('permissions: the add and edit dialogs with their field errors, no role, the Undo toast', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(180_000);
  await loginAs('admin');
  const name = 'Manage Billing & Roles';
  await inEachLook(page, async (check) => {
    await openSignedIn(page, '/apps/permissions', 'admin');
    const permissions = new DataTablePage(page, 'Permissions');
    await expect(permissions.table.getByRole('row')).toHaveCount(11);

    await page.getByRole('button', { name: 'Add permission' }).click();
    const add = page.getByRole('dialog', { name: 'Add a permission' });
    await add.getByRole('textbox', { name: 'Name' }).fill('management');
    await add.getByRole('button', { name: 'Add permission' }).click();
    await expect(add.getByText('A permission with this name already exists.')).toBeVisible();
    await check('add permission dialog, a taken name');
    await page.keyboard.press('Escape');
    await expect(add).toBeHidden();

    await permissions.search(name);
    await permissions.settled();
    const row = permissions.rows.filter({ hasText: name });
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit the permission' });
    const editName = edit.getByRole('textbox', { name: 'Name' });
    await expect(editName).toHaveValue(name);
    await clearRoles(edit);
    await edit.getByRole('combobox', { name: 'Assigned to' }).click();
    await page.getByRole('option', { name: 'Author' }).click();
    await page.getByRole('option', { name: 'Maintainer' }).click();
    await page.keyboard.press('Escape');
    // The options close with a transition: checked while still there, their scrolling list was
    // seen as a region without focus (the options take none: the field keeps the focus).
    await expect(page.getByRole('listbox')).toBeHidden();
    await check('edit permission dialog, roles chosen');
    await editName.fill('Only View');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('A permission with this name already exists.')).toBeVisible();
    await check('edit permission dialog, a taken name');
    await editName.fill(name);
    await clearRoles(edit);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('No role');
    await check('permission with no role');

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const toast = undoToast(page, `Permission “${name}” deleted.`);
    await toast.hover();
    await check('permission deleted, with Undo');
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(row).toBeVisible();
  });
});
