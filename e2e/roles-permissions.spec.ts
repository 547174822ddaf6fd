import type { Locator, Page } from '@playwright/test';
import { allowConsoleErrors, expect, expectedConsoleErrors, test } from './fixtures';
import {
  en,
  expectNoSidewaysScroll,
  homePath,
  openSignedIn,
  pathIs,
  signInThroughForm,
  undoToast,
  userMenuName,
} from './helpers';
import { DataTablePage } from './pages/data-table-page';
import { permissionListSchema } from '../src/apps/permissions/api/permission-schemas';
import { rolesResponseSchema } from '../src/apps/roles/api/role-schemas';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: en.mainMenu });

/** The Access control page's decision for one subject (row) and action (column). */
function decision(page: Page, subject: string, column: number): Locator {
  return page
    .getByRole('table')
    .filter({ has: page.getByRole('columnheader', { name: 'Read', exact: true }) })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: subject, exact: true }) })
    .getByRole('cell')
    .nth(column);
}
const READ = 0;

test.describe('roles', () => {
  test('the client can open neither roles nor permissions, and its menu has neither', async ({
    page,
    loginAs,
  }) => {
    await loginAs('client');
    await openSignedIn(page, homePath, 'client');
    const menu = mainMenu(page);
    await expect(menu.getByRole('link', { name: en.analytics })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Roles' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Permissions' })).toHaveCount(0);

    for (const path of ['/apps/roles', '/apps/permissions']) {
      await page.goto(path);
      await expect(page).toHaveURL(pathIs('/not-authorized'));
      await expect(page.getByRole('heading', { name: en.notAuthorized })).toBeVisible();
    }
  });

  test('the admin grid cannot change, and the add dialog opens from the keyboard and wants a name', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    await openSignedIn(page, '/apps/roles', 'admin');
    await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(7);

    await page.getByRole('button', { name: 'Edit role Admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit role: Admin' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('The administrator manages everything.')).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Delete: Users' })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'Delete: Users' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();

    // Keyboard: the add dialog opens from the keyboard and starts on the name.
    await page.getByRole('button', { name: 'Add role' }).focus();
    await page.keyboard.press('Enter');
    const add = page.getByRole('dialog', { name: 'Add a role' });
    await expect(add.getByRole('textbox', { name: 'Role name' })).toBeFocused();
    await add.getByRole('button', { name: 'Add role' }).click();
    await expect(add.getByText(en.required)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(add).toBeHidden();
  });

  test('an edit of the client role reaches the client at its next sign-in', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    await openSignedIn(page, '/apps/roles', 'admin');
    await page.getByRole('button', { name: 'Edit role Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit role: Client' });
    await expect(dialog.getByRole('table', { name: 'Advanced rules' })).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Read: Chat' }).uncheck();
    await dialog.getByRole('checkbox', { name: 'Read: Roles' }).check();
    const saved = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/apps/roles/update-role',
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('The role has been saved.')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: userMenuName('admin') }).click();
    await page.getByRole('menuitem', { name: en.signOut }).click();
    await expect(page).toHaveURL(/\/login/);
    await signInThroughForm(page, 'client');
    // Sign-in loads the home page's code first; a busy machine needs more than 5 s for it.
    await expect(page.getByRole('button', { name: userMenuName('client') })).toBeVisible({
      timeout: 15_000,
    });

    const menu = mainMenu(page);
    await expect(menu.getByRole('link', { name: 'Roles' })).toBeVisible();
    await menu.getByRole('link', { name: en.accessControl }).click();
    await expect(page).toHaveURL(pathIs('/access-control'));
    await expect(decision(page, 'Chat', READ)).toHaveAttribute('data-decision', 'denied');
    await expect(decision(page, 'Roles', READ)).toHaveAttribute('data-decision', 'allowed');
    await expect(decision(page, 'Users', READ)).toHaveAttribute('data-decision', 'denied');
    await expect(decision(page, 'Todo', READ)).toHaveAttribute('data-decision', 'allowed');

    // Reading roles is all the client got: the page opens, without edit or add buttons.
    await menu.getByRole('link', { name: 'Roles' }).click();
    await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(7);
    await expect(page.getByRole('button', { name: /^Edit role/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add role' })).toHaveCount(0);
  });

  test('another admin changes a role being edited: the dialog says so at once, and the save keeps both', async ({
    page,
    loginAs,
    mockApi,
  }) => {
    const client = async () => {
      const { body } = await mockApi.actAs({
        email: 'admin@demo.com',
        method: 'GET',
        path: '/apps/roles',
      });
      const role = rolesResponseSchema.parse(body).find((candidate) => candidate.name === 'client');
      if (!role) throw new Error('no Client role seeded');
      return role;
    };
    await loginAs('admin');
    await openSignedIn(page, '/apps/roles', 'admin');
    await page.getByRole('button', { name: 'Edit role Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit role: Client' });
    await dialog.getByRole('checkbox', { name: 'Read: Chat' }).uncheck();

    // Meanwhile another admin lets the clients read the roles (the control API acting as them).
    const before = await client();
    const { Role: roleRow } = before.permissions;
    if (!roleRow) throw new Error('no Role row in the grid');
    const changed = await mockApi.actAs({
      email: 'admin@demo.com',
      method: 'POST',
      path: '/apps/roles/update-role',
      body: {
        id: before.id,
        permissions: { ...before.permissions, Role: { ...roleRow, read: true } },
      },
      ifMatch: `"${before.version}"`,
    });
    expect(changed.status).toBe(200);

    // The open dialog says so before any save: their Roles row, this Chat row.
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'John Doe changed this after you opened it' }),
    ).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Read: Roles' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Read: Chat' })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The role has been saved.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const after = await client();
    expect(after.permissions.Role?.read).toBe(true);
    expect(after.permissions.Chat?.read).toBe(false);
    expect(after.version).toBe(before.version + 2);
  });

  test('a role added, then renamed, is offered by the permissions at once', async ({
    page,
    loginAs,
  }) => {
    test.slow();
    await loginAs('admin');
    await openSignedIn(page, '/apps/permissions', 'admin');
    const menu = mainMenu(page);
    const offered = await rolesOffered(page);
    expect(offered).toContain('Editor');
    expect(offered).not.toContain('Auditor');

    // Within the 30 s the permissions' role names stay fresh, so only the save can refresh them.
    await menu.getByRole('link', { name: 'Roles' }).click();
    await page.getByRole('button', { name: 'Add role' }).click();
    const add = page.getByRole('dialog', { name: 'Add a role' });
    await add.getByRole('textbox', { name: 'Role name' }).fill('Auditor');
    await add.getByRole('button', { name: 'Add role' }).click();
    await expect(page.getByText('The role has been saved.')).toBeVisible();
    await expect(add).toBeHidden();
    // As after the rename below: the names the page had show until its refetch is back.
    await rolesOffered(page);
    await expect
      .poll(() => permissionsTable(page).filterOptions('Assigned role'))
      .toEqual(expect.arrayContaining(['Auditor']));

    await menu.getByRole('link', { name: 'Roles' }).click();
    await page.getByRole('button', { name: 'Edit role Auditor' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit role: Auditor' });
    await edit.getByRole('textbox', { name: 'Role name' }).fill('Reviewer');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    // The names the permissions page had are shown while their refetch (started as it opens) is on
    // its way: a few milliseconds, which a loaded test machine can outrun.
    await rolesOffered(page);
    await expect
      .poll(() => permissionsTable(page).filterOptions('Assigned role'))
      .toEqual(expect.arrayContaining(['Reviewer']));
    expect(await permissionsTable(page).filterOptions('Assigned role')).not.toContain('Auditor');
  });
});

const permissionsTable = (page: Page) => new DataTablePage(page, 'Permissions');

/** Goes to Permissions through the menu and reads the roles its filter offers. */
async function rolesOffered(page: Page): Promise<string[]> {
  await mainMenu(page).getByRole('link', { name: 'Permissions' }).click();
  return permissionsTable(page).filterOptions('Assigned role');
}

const isPermissionsCall = (url: string, path: string) =>
  new URL(url).pathname === `/apps/permissions/${path}`;

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the access control page’s tables scroll inside their cards: the page itself does not scroll sideways', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    await openSignedIn(page, '/access-control', 'admin');
    // Each decision holds its word as visually hidden text: it stays inside the scrolled table.
    await expect(decision(page, 'Todo', READ)).toHaveAttribute('data-decision', 'allowed');
    await expectNoSidewaysScroll(page, '/access-control at 390 px');
  });
});

test.describe('permissions', () => {
  // A taken name is answered with 409, which Chromium logs as a failed resource.
  test.use({ allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.conflict) });

  test('add, edit and delete a permission; a taken name shows by its field', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    await openSignedIn(page, '/apps/permissions', 'admin');
    await expect(page.getByRole('heading', { name: 'Permissions', level: 1 })).toBeVisible();
    const { table } = permissionsTable(page);
    await expect(table.getByRole('row')).toHaveCount(11);

    // Add: required, then taken, then a new name with a role and the core flag.
    await page.getByRole('button', { name: 'Add permission' }).click();
    const add = page.getByRole('dialog', { name: 'Add a permission' });
    const addName = add.getByRole('textbox', { name: 'Name' });
    await expect(addName).toBeFocused();
    await add.getByRole('button', { name: 'Add permission' }).click();
    await expect(add.getByText(en.required)).toBeVisible();
    await addName.fill('management');
    await add.getByRole('button', { name: 'Add permission' }).click();
    await expect(add.getByText('A permission with this name already exists.')).toBeVisible();
    await expect(addName).toHaveAttribute('aria-invalid', 'true');
    await addName.fill('Sign Contracts');
    await add.getByRole('combobox', { name: 'Assigned to' }).click();
    await page.getByRole('option', { name: 'Editor' }).click();
    await page.keyboard.press('Escape');
    await add.getByRole('checkbox', { name: 'Set as a core permission' }).check();
    const added = page.waitForResponse((response) =>
      isPermissionsCall(response.url(), 'add-permission'),
    );
    await add.getByRole('button', { name: 'Add permission' }).click();
    expect((await added).status()).toBe(201);
    await expect(page.getByText('The permission has been added.')).toBeVisible();
    await expect(add).toBeHidden();
    const newRow = table.getByRole('row').filter({ hasText: 'Sign Contracts' });
    await expect(newRow).toContainText('Editor');
    await expect(newRow).toContainText('Core');

    // Edit: a taken name first, then a free one; the roles stay as they were.
    await expect(page.getByText('The permission has been added.')).toBeHidden();
    await newRow.getByRole('button', { name: 'Edit Sign Contracts' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit the permission' });
    const editName = edit.getByRole('textbox', { name: 'Name' });
    await expect(editName).toHaveValue('Sign Contracts');
    await editName.fill('Only View');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('A permission with this name already exists.')).toBeVisible();
    await editName.fill('Sign Supplier Contracts');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The permission has been saved.')).toBeVisible();
    await expect(edit).toBeHidden();
    const renamedRow = table.getByRole('row').filter({ hasText: 'Sign Supplier Contracts' });
    await expect(renamedRow).toContainText('Editor');

    // Delete applies at once and offers Undo; the call goes when the toast's time is up.
    await renamedRow.getByRole('button', { name: 'Delete Sign Supplier Contracts' }).click();
    await expect(renamedRow).toHaveCount(0);
    const toast = page
      .locator('[data-sonner-toast]:not([data-removed="true"])')
      .filter({ hasText: 'Permission “Sign Supplier Contracts” deleted.' });
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(renamedRow).toBeVisible();
    // Awaited from the click on: the call goes when the toast's time is up.
    const deleted = page.waitForResponse((response) => isPermissionsCall(response.url(), 'delete'));
    await renamedRow.getByRole('button', { name: 'Delete Sign Supplier Contracts' }).click();
    expect((await deleted).status()).toBe(204);
    await expect(table.getByRole('row').filter({ hasText: 'Sign Supplier Contracts' })).toHaveCount(
      0,
    );
  });

  test('search, role filter and sort live in the URL', async ({ page, loginAs }) => {
    await loginAs('admin');
    await openSignedIn(page, '/apps/permissions', 'admin');
    const permissions = permissionsTable(page);

    await permissions.search('billing');
    await expect(page).toHaveURL(/[?&]q=billing/);
    await expect(permissions.rowHeaders).toHaveText([/^Manage Billing & Roles/]);
    await permissions.search('');
    await expect(page).not.toHaveURL(/[?&]q=/);

    await permissions.filter('Assigned role', 'Author');
    await expect(page).toHaveURL(/[?&]assignedTo=author/);
    // The unfiltered rows stay (busy) until the answer: read the rows once it has come.
    await permissions.settled();
    const { rows } = permissions;
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) await expect(row).toContainText('Author');

    await permissions.sortBy('Name', 'ascending');
    await expect(page).toHaveURL(/[?&]sortColumn=name/);
    await expect(permissions.columnHeader('Name')).toHaveAttribute('aria-sort', 'ascending');
    // readColumn waits until the table is no longer busy.
    // The name cell may end with the "Core" badge.
    const names = (await permissions.readColumn('Name')).map((name) => name.replace(/Core$/, ''));
    expect(names).toEqual(names.toSorted((a, b) => a.localeCompare(b, 'en')));
  });
});

/** The role card named `name`, an article labelled by its title. */
const roleCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

const isRoleDelete = (url: URL) => url.pathname === '/apps/roles/delete';
const roleDeletes = { method: 'DELETE', path: '/apps/roles/delete' };

/** Deletes a role from its card: the card leaves at once; returns the toast that offers Undo. */
async function deleteRole(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: `Delete role ${name}` }).click();
  await expect(roleCard(page, name)).toHaveCount(0);
  const toast = undoToast(page, `Role “${name}” deleted.`);
  await expect(toast).toBeVisible();
  return toast;
}

const errorToast = (page: Page) =>
  page.locator('[data-sonner-toast][data-type="error"]:not([data-removed="true"])');

/** Opens a permission's edit dialog, found through the list's search. */
async function editPermission(page: Page, name: string): Promise<Locator> {
  const permissions = permissionsTable(page);
  await permissions.search(name);
  await permissions.settled();
  await permissions.rows
    .filter({ hasText: name })
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit the permission' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  return dialog;
}

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

test.describe('deleting roles and editing the roles of a permission', () => {
  // A role users hold is refused with 409, which Chromium logs as a failed resource.
  test.use({ allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.conflict) });

  test('a role in use comes back with its number of users; a free one goes, from the filter too', async ({
    page,
    loginAs,
    api,
    mockApi,
  }) => {
    test.slow();
    await loginAs('admin');
    await openSignedIn(page, '/apps/roles', 'admin');
    // Sign-in and sign-up rely on these two: no delete is offered.
    await expect(roleCard(page, 'Admin')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete role Admin' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete role Client' })).toHaveCount(0);

    // Undo brings the card back, and nothing is sent.
    const undone = await deleteRole(page, 'Author');
    await undone.getByRole('button', { name: 'Undo' }).click();
    await expect(roleCard(page, 'Author')).toBeVisible();
    expect(await mockApi.requests(roleDeletes)).toEqual([]);

    // Closing the toast sends the delete at once; users hold the role, so the API refuses and
    // the card comes back with the reason.
    const authors = /Total users: (\d+)/.exec(
      (await roleCard(page, 'Author').textContent()) ?? '',
    )?.[1];
    expect(Number(authors)).toBeGreaterThan(1);
    const refused = page.waitForResponse((response) => isRoleDelete(new URL(response.url())));
    const closed = await deleteRole(page, 'Author');
    await closed.getByRole('button', { name: 'Close the notification' }).click();
    expect((await refused).status()).toBe(409);
    await expect(errorToast(page)).toContainText(
      `${authors} users have this role. Give them another role first, then delete it.`,
    );
    await expect(roleCard(page, 'Author')).toBeVisible();

    // A new role has no users: it goes when the toast's time is up, and the permissions no
    // longer offer it.
    await page.getByRole('button', { name: 'Add role' }).click();
    const add = page.getByRole('dialog', { name: 'Add a role' });
    await add.getByRole('textbox', { name: 'Role name' }).fill('Auditor');
    await add.getByRole('button', { name: 'Add role' }).click();
    await expect(add).toBeHidden();
    // As after the rename below: the names the page had show until its refetch is back.
    await rolesOffered(page);
    await expect
      .poll(() => permissionsTable(page).filterOptions('Assigned role'))
      .toEqual(expect.arrayContaining(['Auditor']));
    await mainMenu(page).getByRole('link', { name: 'Roles' }).click();
    await expect(roleCard(page, 'Auditor')).toBeVisible();
    // Awaited from the click on: the call goes when the toast's time is up.
    const deleted = page.waitForResponse((response) => isRoleDelete(new URL(response.url())));
    await deleteRole(page, 'Auditor');
    expect((await deleted).status()).toBe(204);
    expect(await mockApi.requests(roleDeletes)).toHaveLength(2);
    const stored = await api.json<{ name: string }[]>('/apps/roles');
    expect(stored.map((role) => role.name)).not.toContain('Auditor');
    await expect(roleCard(page, 'Auditor')).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(7);
    expect(await rolesOffered(page)).not.toContain('Auditor');
  });

  test('another admin changes the roles of a permission being renamed: the dialog says so at once, and the save keeps both', async ({
    page,
    loginAs,
    mockApi,
  }) => {
    const name = 'Manage Billing & Roles';
    const read = async (id: number) => {
      const { body } = await mockApi.actAs({
        email: 'admin@demo.com',
        method: 'GET',
        path: `/apps/permissions/data?q=${encodeURIComponent('Manage Billing')}`,
      });
      const found = permissionListSchema.parse(body).permissions.find((row) => row.id === id);
      if (!found) throw new Error('the permission is gone');
      return found;
    };
    await loginAs('admin');
    await openSignedIn(page, '/apps/permissions', 'admin');
    const edit = await editPermission(page, name);
    await edit.getByRole('textbox', { name: 'Name' }).fill('Manage Billing and Roles');

    // Meanwhile another admin gives it the Author role (the control API acting as them).
    const { body } = await mockApi.actAs({
      email: 'admin@demo.com',
      method: 'GET',
      path: `/apps/permissions/data?q=${encodeURIComponent(name)}`,
    });
    const [permission] = permissionListSchema.parse(body).permissions;
    if (!permission) throw new Error(`no permission ${name} seeded`);
    const changed = await mockApi.actAs({
      email: 'admin@demo.com',
      method: 'POST',
      path: '/apps/permissions/update-permission',
      body: { id: permission.id, name, assignedTo: [...permission.assignedTo, 'author'] },
      ifMatch: `"${permission.version}"`,
    });
    expect(changed.status).toBe(200);

    // The open dialog says so before any save, and holds both changes.
    await expect(
      edit.getByRole('alert').filter({ hasText: 'John Doe changed this after you opened it' }),
    ).toBeVisible();
    await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(
      'Manage Billing and Roles',
    );
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The permission has been saved.')).toBeVisible();
    await expect(edit).toBeHidden();
    const saved = await read(permission.id);
    expect(saved).toMatchObject({
      name: 'Manage Billing and Roles',
      version: permission.version + 2,
    });
    // The roles in the form's order: the other admin's Author kept.
    expect(saved.assignedTo.toSorted()).toEqual([...permission.assignedTo, 'author'].toSorted());
  });

  test("a permission's roles change in its edit dialog; one with none says so", async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    await openSignedIn(page, '/apps/permissions', 'admin');
    const permissions = permissionsTable(page);
    const name = 'Manage Billing & Roles';
    // The list shows only this permission while its name is searched.
    const assignedTo = () => permissions.readColumn('Assigned to');

    const edit = await editPermission(page, name);
    await clearRoles(edit);
    await edit.getByRole('combobox', { name: 'Assigned to' }).click();
    await page.getByRole('option', { name: 'Author' }).click();
    await page.getByRole('option', { name: 'Maintainer' }).click();
    await page.keyboard.press('Escape');
    // The options close with a transition: checked while still there, their scrolling list was
    // seen as a region without focus (the options take none: the field keeps the focus).
    await expect(page.getByRole('listbox')).toBeHidden();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The permission has been saved.')).toBeVisible();
    await expect(edit).toBeHidden();
    await expect.poll(assignedTo).toEqual(['AuthorMaintainer']);

    const again = await editPermission(page, name);
    await clearRoles(again);
    await again.getByRole('button', { name: 'Save' }).click();
    await expect(again).toBeHidden();
    await expect.poll(assignedTo).toEqual(['No role']);
  });
});
