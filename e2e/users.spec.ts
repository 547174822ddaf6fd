import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  allowConsoleErrors,
  demoAccounts,
  expect,
  expectedConsoleErrors,
  test,
  type Api,
} from './fixtures';
import { en, listPageOf, openSignedIn, pathIs, signInElsewhere } from './helpers';
import { DataTablePage } from './pages/data-table-page';
import {
  userAnswerSchema,
  usersPageSchema,
  type UsersPage,
} from '../src/apps/users/api/user-schemas';

const isListCall = (url: string) => new URL(url).pathname === '/api/users/list/data';

/** The list API as the signed-in admin sees it, to know what the screen should show. */
async function listUsers(api: Api, query: string): Promise<UsersPage> {
  return usersPageSchema.parse(await api.json(`/api/users/list/data?${query}`));
}

/** The users list; each row header is a link to the user, named by the user's full name. */
class UsersTable extends DataTablePage {
  readonly names = this.rowHeaders.getByRole('link');
}

const usersTable = (page: Page) => new UsersTable(page, 'List of users');

/** Opens the users list as the admin (signed in by the test) and returns its page object. */
async function openUsersList(page: Page, path = '/apps/users') {
  await openSignedIn(page, path, 'admin');
  return usersTable(page);
}

test('pages, sorts, filters and searches through the URL, and a reload keeps the view', async ({
  page,
  loginAs,
  api,
}) => {
  test.slow();
  await loginAs('admin');
  const users = await openUsersList(page);
  const { names, summary } = users;
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(names).toHaveCount(10);
  await expect(summary).toHaveText('Showing 1 to 10 of 500');

  // Page 2, then the last.
  await users.goToPage(2);
  await expect(page).toHaveURL(/\/apps\/users\?page=2$/);
  await expect(summary).toHaveText('Showing 11 to 20 of 500');
  await users.pagination.getByRole('button', { name: 'Last page' }).click();
  await expect(page).toHaveURL(/\/apps\/users\?page=50$/);
  await expect(summary).toHaveText('Showing 491 to 500 of 500');

  // Sort by name: back to page 1, ascending, then descending.
  const header = users.columnHeader('User');
  await users.sortBy('User', 'ascending');
  await expect(page).toHaveURL(/\?sortColumn=fullName$/);
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await listUsers(api, 'sortColumn=fullName&sort=asc');
  await expect(names).toHaveText(ascending.users.map((user) => user.fullName));
  await users.sortBy('User', 'descending');
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=desc/);

  // Filter by status.
  await users.filter('Status', 'Inactive');
  await expect(page).toHaveURL(/status=inactive/);

  // Search: the URL follows; one request for the text (keystroke debouncing itself is checked in
  // data-table.test.tsx with fake timers). The next page, fetched ahead on idle, is not counted.
  const requests: string[] = [];
  page.on('request', (request) => {
    if (isListCall(request.url()) && listPageOf(request.url()) === 1) {
      requests.push(request.url());
    }
  });
  const answered = page.waitForResponse(
    (response) => isListCall(response.url()) && response.url().includes('q=an'),
  );
  await users.search('an');
  await answered;
  await expect(page).toHaveURL(/q=an/);
  expect(requests).toHaveLength(1);

  const expected = await listUsers(api, 'sortColumn=fullName&sort=desc&status=inactive&q=an');
  await expect(names).toHaveText(expected.users.map((user) => user.fullName));
  await expect(summary).toHaveText(`Showing 1 to ${expected.users.length} of ${expected.total}`);

  // The link is the view: a reload shows the same.
  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  // A reload boots the whole app again.
  await expect(names).toHaveText(
    expected.users.map((user) => user.fullName),
    { timeout: 15_000 },
  );
  await expect(users.searchBox).toHaveValue('an');
  await expect(users.filterControl('Status')).toHaveValue('Inactive');
  await expect(header).toHaveAttribute('aria-sort', 'descending');

  // Back undoes the search, input included.
  await page.goBack();
  await expect(page).not.toHaveURL(/q=an/);
  await expect(users.searchBox).toHaveValue('');
  await expect(page).toHaveURL(/status=inactive/);
});

test('page size and shown columns: the table reads as the user sees it, and keeps the choice', async ({
  page,
  loginAs,
  api,
}) => {
  await loginAs('admin');
  const users = await openUsersList(page, '/apps/users?page=3');
  await expect(users.summary).toHaveText('Showing 21 to 30 of 500');

  // A new page size starts from the first page.
  await users.setPageSize(25);
  await expect(page).toHaveURL(/\/apps\/users\?perPage=25$/);
  await expect(users.summary).toHaveText('Showing 1 to 25 of 500');
  const expected = await listUsers(api, 'perPage=25');
  const rows = await users.readRows();
  expect(rows).toHaveLength(25);
  rows.forEach((row, index) => {
    expect(row['User']).toContain(expected.users[index]?.fullName ?? '-');
    expect(row['User']).toContain(expected.users[index]?.email ?? '-');
  });
  expect(await users.columns()).toEqual(['User', 'Role', 'Plan', 'Billing', 'Status', 'Actions']);

  await users.toggleColumn('Plan');
  expect(await users.columns()).toEqual(['User', 'Role', 'Billing', 'Status', 'Actions']);
  expect(Object.keys((await users.readRows())[0] ?? {})).not.toContain('Plan');

  // The choice is remembered for this table; the page size is in the URL.
  await page.reload();
  await expect(users.names).toHaveCount(25, { timeout: 15_000 });
  await expect(users.columnHeader('Billing')).toBeVisible();
  await expect(users.columnHeader('Plan')).toHaveCount(0);
  await users.toggleColumn('Plan');
  await expect(users.columnHeader('Plan')).toBeVisible();
});

test.describe('adding', () => {
  test.use({ allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.conflict) });

  test('a user with a taken email shows the error by the field, then adds it', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    await openSignedIn(page, '/apps/users', 'admin');
    await page.getByRole('button', { name: 'Add user' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add user' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('textbox', { name: 'Full name' }).fill('Grace Hopper');
    await drawer.getByRole('textbox', { name: 'Username' }).fill('ghopper');
    await drawer.getByRole('textbox', { name: 'Email' }).fill('admin@demo.com');
    await drawer.getByRole('textbox', { name: 'Phone' }).fill('+1 202 555 0147');
    await drawer.getByRole('textbox', { name: 'Company' }).fill('Navy Labs');
    await drawer.getByRole('textbox', { name: 'Country' }).fill('United States');
    await drawer.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Editor' }).click();
    await drawer.getByRole('combobox', { name: 'Plan' }).click();
    await page.getByRole('option', { name: 'Team' }).click();

    const refused = page.waitForResponse((response) =>
      response.url().endsWith('/apps/users/add-user'),
    );
    await drawer.getByRole('button', { name: 'Add user' }).click();
    expect((await refused).status()).toBe(409);
    const email = drawer.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(drawer.getByText('This email is already used by another user.')).toBeVisible();
    await expect(drawer.getByRole('textbox', { name: 'Full name' })).toHaveValue('Grace Hopper');

    await email.fill('grace.hopper@example.com');
    const added = page.waitForResponse((response) =>
      response.url().endsWith('/apps/users/add-user'),
    );
    await drawer.getByRole('button', { name: 'Add user' }).click();
    expect((await added).status()).toBe(201);
    await expect(page.getByText('User added.')).toBeVisible();
    await expect(drawer).toBeHidden();
    // Newest first: on the first page, and counted by the cards.
    await expect(usersTable(page).names.first()).toHaveText('Grace Hopper');
    await expect(
      page.getByRole('region', { name: 'Total users' }).getByRole('heading', { level: 2 }),
    ).toHaveText('501');
    await expect(
      page.getByRole('region', { name: 'Pending users' }).getByRole('heading', { level: 2 }),
    ).not.toHaveText('0');
  });
});

test.describe('editing', () => {
  test.use({ allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.conflict) });

  test('a user with a taken email shows the error by the field, then the list and the page show the change', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    const users = await openUsersList(page);
    await expect(users.names).toHaveCount(10);
    const first = (await users.names.first().textContent()) ?? '';
    await page.getByRole('button', { name: `Edit ${first}`, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit user' });
    const fullName = drawer.getByRole('textbox', { name: 'Full name' });
    const email = drawer.getByRole('textbox', { name: 'Email' });
    await expect(fullName).toHaveValue(first);
    await fullName.fill('Grace Hopper');
    await email.fill('admin@demo.com');

    const update = () =>
      page.waitForResponse((response) => response.url().endsWith('/apps/users/update-user'));
    const refused = update();
    await drawer.getByRole('button', { name: 'Save changes' }).click();
    expect((await refused).status()).toBe(409);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(drawer.getByText('This email is already used by another user.')).toBeVisible();
    await expect(fullName).toHaveValue('Grace Hopper');
    await expect(email).toHaveValue('admin@demo.com');
    // Refused: the list shows the user as stored.
    await expect(users.names.first()).toHaveText(first);

    await email.fill('grace.hopper@example.com');
    const saved = update();
    await drawer.getByRole('button', { name: 'Save changes' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('User updated.')).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(users.names.first()).toHaveText('Grace Hopper');
    await expect(users.rows.first()).toContainText('grace.hopper@example.com');

    await users.names.first().click();
    await expect(page.getByRole('heading', { name: 'Grace Hopper', level: 1 })).toBeVisible();
    const profile = page.getByRole('region', { name: 'Grace Hopper' });
    await expect(profile.getByText('grace.hopper@example.com')).toBeVisible();

    // From the user page: the same form, filled in; the page shows the change.
    await profile.getByRole('button', { name: 'Edit user' }).click();
    await expect(drawer.getByRole('textbox', { name: 'Email' })).toHaveValue(
      'grace.hopper@example.com',
    );
    await drawer.getByRole('textbox', { name: 'Company' }).fill('Navy Labs');
    await drawer.getByRole('button', { name: 'Save changes' }).click();
    await expect(drawer).toBeHidden();
    await expect(profile.getByText('Navy Labs')).toBeVisible();
  });
});

test.describe('two people editing one user', () => {
  test('an open drawer shows the other person’s change at once, and the save keeps both', async ({
    page,
    loginAs,
    api,
    browser,
    isolate,
    consoleGuard,
  }) => {
    await loginAs('admin');
    const [target] = (await listUsers(api, 'status=active&currentPlan=basic')).users;
    if (!target) throw new Error('no active basic user seeded');
    await openSignedIn(page, `/apps/users/${target.id}`, 'admin');
    const profile = page.getByRole('region', { name: target.fullName });
    await profile.getByRole('button', { name: 'Edit user' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit user' });
    await expect(drawer.getByRole('textbox', { name: 'Full name' })).toHaveValue(target.fullName);
    await drawer.getByRole('textbox', { name: 'Company' }).fill('Navy Labs');

    // Meanwhile another admin, in another browser, moves the user to the Team plan.
    const other = await signInElsewhere({ browser, isolate, consoleGuard }, 'admin');
    await other.goto(`/apps/users/${target.id}`);
    await other.getByRole('button', { name: 'Edit user' }).click();
    const otherDrawer = other.getByRole('dialog', { name: 'Edit user' });
    await otherDrawer.getByRole('combobox', { name: 'Plan' }).click();
    await other.getByRole('option', { name: 'Team' }).click();
    await otherDrawer.getByRole('button', { name: 'Save changes' }).click();
    await expect(other.getByText('User updated.')).toBeVisible();
    await other.context().close();

    // The first admin's drawer says so at once, before any save: their plan, this company.
    const notice = drawer.getByRole('alert').filter({
      hasText: 'John Doe changed this after you opened it',
    });
    await expect(notice).toBeVisible();
    await expect(
      notice.getByRole('radiogroup', { name: 'Plan' }).getByRole('radio', { name: 'Theirs: Team' }),
    ).toBeChecked();
    await expect(drawer.getByRole('textbox', { name: 'Company' })).toHaveValue('Navy Labs');
    await expect(drawer.getByRole('combobox', { name: 'Plan' })).toHaveValue('Team');

    await drawer.getByRole('button', { name: 'Save changes' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByText('User updated.')).toBeVisible();
    await expect(profile.getByText('Navy Labs')).toBeVisible();
    const { user } = userAnswerSchema.parse(await api.json(`/api/users/user?id=${target.id}`));
    expect(user).toMatchObject({ company: 'Navy Labs', currentPlan: 'team' });
  });
});

test('suspends then activates a user from the user page', async ({ page, loginAs, api }) => {
  await loginAs('admin');
  const [active] = (await listUsers(api, 'status=active')).users;
  if (!active) throw new Error('no active user seeded');
  await openSignedIn(page, `/apps/users/${active.id}`, 'admin');
  const profile = page.getByRole('region', { name: active.fullName });
  await expect(profile.getByText('Active', { exact: true })).toBeVisible();

  await profile.getByRole('button', { name: 'Suspend' }).click();
  await expect(profile.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(page.getByText('User suspended.')).toBeVisible();
  await expect
    .poll(
      async () =>
        userAnswerSchema.parse(await api.json(`/api/users/user?id=${active.id}`)).user.status,
    )
    .toBe('inactive');

  await profile.getByRole('button', { name: 'Activate' }).click();
  await expect(profile.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText('User activated.')).toBeVisible();
  await expect
    .poll(
      async () =>
        userAnswerSchema.parse(await api.json(`/api/users/user?id=${active.id}`)).user.status,
    )
    .toBe('active');
  await expect(profile.getByRole('button', { name: 'Suspend' })).toBeVisible();
});

test('changes a password on the Security tab; sign-in takes the new one, not the old', async ({
  page,
  loginAs,
  api,
}) => {
  await loginAs('admin');
  const client = demoAccounts.client;
  const [stored] = (await listUsers(api, `q=${encodeURIComponent(client.email)}`)).users;
  if (!stored) throw new Error('no client account');
  await openSignedIn(page, `/apps/users/${stored.id}`, 'admin');
  await page.getByRole('tab', { name: 'Security' }).click();
  const password = page.getByRole('textbox', { name: 'New password', exact: true });
  await password.fill('n3w-secret');
  await page.getByRole('textbox', { name: 'Confirm the new password' }).fill('n3w-secret');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed.')).toBeVisible();
  await expect(password).toHaveValue('');

  const signIn = (secret: string) =>
    api.post('/jwt/login', { email: client.email, password: secret });
  expect((await signIn('n3w-secret')).status()).toBe(200);
  expect((await signIn(client.password)).status()).toBe(400);
});

test.describe('deleting', () => {
  test.use({ allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.serverError) });

  test('one user and several, undoable; a failed delete puts the row back', async ({
    page,
    loginAs,
    mockApi,
  }) => {
    test.slow();
    await loginAs('admin');
    const deleteCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/apps\/users\/delete(-many)?\b/.test(request.url())) deleteCalls.push(request.url());
    });
    const users = await openUsersList(page);
    const { names, rows, summary } = users;
    await expect(names).toHaveCount(10);
    const shown = await names.allTextContents();
    const [first = '', second = '', third = '', fourth = ''] = shown;
    const deleteButton = page.getByRole('button', { name: `Delete ${first}`, exact: true });
    const undoToast = (text: string) =>
      page.locator('[data-sonner-toast]:not([data-removed="true"])').filter({ hasText: text });

    // A failure puts the row back and says so. Closing the toast sends the delete at once.
    await mockApi.fail({ path: '/apps/users/delete', method: 'DELETE', status: 500 });
    await deleteButton.click();
    await expect(names.first()).toHaveText(second);
    const failed = page.waitForResponse((response) =>
      response.url().includes('/apps/users/delete?'),
    );
    await undoToast(`${first} deleted.`)
      .getByRole('button', { name: 'Close the notification' })
      .click();
    expect((await failed).status()).toBe(500);
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible();
    await expect(names.first()).toHaveText(first);

    // Undo puts the row back, and nothing is sent.
    await deleteButton.click();
    await expect(names.first()).toHaveText(second);
    await undoToast(`${first} deleted.`).getByRole('button', { name: 'Undo' }).click();
    await expect(names.first()).toHaveText(first);
    await expect(summary).toHaveText('Showing 1 to 10 of 500');

    // Left alone, the delete is sent when the toast's time is up.
    await deleteButton.click();
    const deletedOne = page.waitForResponse((response) =>
      response.url().includes('/apps/users/delete?'),
    );
    await expect(undoToast(`${first} deleted.`)).toBeVisible();
    expect((await deletedOne).status()).toBe(204);
    await expect(names.first()).toHaveText(second);
    await expect(summary).toHaveText('Showing 1 to 10 of 499');
    // The cards above the list follow.
    await expect(
      page.getByRole('region', { name: 'Total users' }).getByRole('heading', { level: 2 }),
    ).toHaveText('499');

    // Bulk: three rows.
    await users.selectRows(second, third, fourth);
    const bar = users.bulkBar;
    await expect(bar).toContainText('Selected: 3');
    await expect(users.selectAllCheckbox).not.toBeChecked();
    await users.bulkAction('Delete selected');
    await expect(bar).toBeHidden();
    await expect(names).not.toContainText([second]);
    const deleted = page.waitForResponse((response) =>
      response.url().endsWith('/apps/users/delete-many'),
    );
    await undoToast('3 users deleted.')
      .getByRole('button', { name: 'Close the notification' })
      .click();
    expect((await deleted).status()).toBe(204);
    await expect(summary).toHaveText('Showing 1 to 10 of 496');
    await expect(rows).toHaveCount(10);
    // The undone delete never went out: the failed one, the one left alone, the bulk one.
    expect(deleteCalls).toHaveLength(3);
  });
});

test.describe('two people and a bulk delete', () => {
  test.use({ allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.preconditionFailed) });

  test('a selection one of whose users another admin edited meanwhile is refused whole, then deleted on a retry', async ({
    page,
    loginAs,
    api,
    browser,
    isolate,
    consoleGuard,
  }) => {
    await loginAs('admin');
    const users = await openUsersList(page);
    const { names } = users;
    await expect(names).toHaveCount(10);
    const [, second, third] = (await listUsers(api, '')).users;
    if (!second || !third) throw new Error('too few users');
    const toast = (text: string) =>
      page.locator('[data-sonner-toast]:not([data-removed="true"])').filter({ hasText: text });

    await users.selectRows(second.fullName, third.fullName);
    await users.bulkAction('Delete selected');
    await expect(names).not.toContainText([second.fullName]);
    // The pointer on the toast holds the delete while another admin edits one of the two.
    await toast('2 users deleted.').hover();
    const other = await signInElsewhere({ browser, isolate, consoleGuard }, 'admin');
    await other.goto(`/apps/users/${third.id}`);
    await other.getByRole('button', { name: 'Edit user' }).click();
    const otherDrawer = other.getByRole('dialog', { name: 'Edit user' });
    await otherDrawer.getByRole('textbox', { name: 'Company' }).fill('Changed Meanwhile Ltd');
    await otherDrawer.getByRole('button', { name: 'Save changes' }).click();
    await expect(other.getByText('User updated.')).toBeVisible();
    await other.context().close();

    const refused = page.waitForResponse((response) =>
      response.url().endsWith('/apps/users/delete-many'),
    );
    await toast('2 users deleted.').getByRole('button', { name: 'Close the notification' }).click();
    expect((await refused).status()).toBe(412);
    await expect(
      toast('1 of the selected records changed in the meantime: nothing was done.'),
    ).toBeVisible();
    await expect(names).toContainText([second.fullName, third.fullName]);
    for (const { id } of [second, third]) {
      expect((await api.get(`/api/users/user?id=${id}`)).status()).toBe(200);
    }

    // Chosen again from the list as it now stands, the delete goes through.
    await users.selectRows(second.fullName, third.fullName);
    await users.bulkAction('Delete selected');
    const deleted = page.waitForResponse((response) =>
      response.url().endsWith('/apps/users/delete-many'),
    );
    await toast('2 users deleted.').getByRole('button', { name: 'Close the notification' }).click();
    expect((await deleted).status()).toBe(204);
    for (const { id } of [second, third]) {
      expect((await api.get(`/api/users/user?id=${id}`)).status()).toBe(404);
    }
  });
});

test('the signed-in account offers no delete and cannot be selected', async ({ page, loginAs }) => {
  await loginAs('admin');
  const users = await openUsersList(page, '/apps/users?q=admin%40demo.com');
  await expect(users.names).toHaveText(['John Doe']);
  const own = page.getByRole('button', { name: 'Delete John Doe', exact: true });
  await expect(own).toHaveAttribute('aria-disabled', 'true');
  await own.hover();
  await expect(page.getByRole('tooltip')).toHaveText('You cannot delete your own account here.');
  // Disabled for the browser's actions too: a key press does nothing.
  await own.focus();
  await page.keyboard.press('Enter');
  await expect(users.names).toHaveText(['John Doe']);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Select John Doe' })).toBeDisabled();
});

test('exports the filtered users as CSV', async ({ page, loginAs, api }) => {
  await loginAs('admin');
  const users = await openUsersList(page, '/apps/users?status=inactive&sortColumn=fullName');
  const expected = await listUsers(api, 'status=inactive&sortColumn=fullName&allData=true');
  await expect(users.summary).toHaveText(`Showing 1 to 10 of ${expected.total}`);

  const download = page.waitForEvent('download');
  await users.exportButton.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('users.csv');
  const text = await readFile((await file.path()) ?? '', 'utf8');
  const lines = text.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe(
    'ID,Full name,Username,Email,Role,Plan,Billing,Status,Company,Country,Phone',
  );
  expect(lines).toHaveLength(expected.total + 1);
  const all = expected.allData ?? [];
  lines.slice(1).forEach((line, index) => {
    const user = all[index];
    expect(line.startsWith(`${user?.id},`), line).toBe(true);
    expect(line).toContain(user?.email ?? '');
    expect(line).toContain(',Inactive,');
  });
  // Phone numbers start with "+": written so a spreadsheet does not run them as formulas.
  expect(lines.slice(1).every((line) => /,"'\+[^",]+"$/.test(line))).toBe(true);
});

test('the client cannot open users and does not see them in the menu', async ({
  page,
  loginAs,
}) => {
  await loginAs('client');
  await openSignedIn(page, '/dashboards/analytics', 'client');
  const menu = page.getByRole('navigation', { name: en.mainMenu });
  await expect(menu.getByRole('link', { name: 'Analytics' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await page.goto('/apps/users');
  await expect(page).toHaveURL(pathIs('/not-authorized'));
  await expect(page.getByRole('heading', { name: en.notAuthorized })).toBeVisible();
});

test.describe('a missing user', () => {
  // Chromium logs the 404 the API answers for the missing id.
  test.use({
    allowedConsoleErrors: allowConsoleErrors(/the server responded with a status of 404/),
  });

  test('shows a not-found state with a way back', async ({ page, loginAs }) => {
    await loginAs('admin');
    await openSignedIn(page, '/apps/users/999999', 'admin');
    await expect(page.getByRole('heading', { name: 'User not found', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Back to users' }).click();
    await expect(page).toHaveURL(pathIs('/apps/users'));
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // The list pattern's (DataTable's): every list with filters folds them the same way.
  test('the list opens on its rows, its filters folded behind a button that unfolds them', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    const table = await openUsersList(page);
    await expect(table.rowHeaders.first()).toBeVisible();
    const role = table.filterControl('Role');
    await expect(role).toBeHidden();
    const show = table.region.getByRole('button', { name: 'Show filters' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await show.click();
    await expect(role).toBeVisible();
    const hide = table.region.getByRole('button', { name: 'Hide filters' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await hide.click();
    await expect(role).toBeHidden();

    // Folded filters that are set say so: the rows they leave out are never a mystery.
    await page.goto('/apps/users?status=active&currentPlan=team');
    await expect(
      table.region.getByRole('button', { name: 'Show filters, 2 filters set', exact: true }),
    ).toBeVisible();
  });
});

test('imports a CSV with one bad row, then bulk-edits the plan of the two users it added', async ({
  page,
  loginAs,
  api,
}) => {
  await loginAs('admin');
  const users = await openUsersList(page);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import users' });
  const csv = [
    'Full name,Username,Email,Role,Plan,Status,Company,Country,Phone',
    'Ada Lovelace,ada.lovelace,ada@example.com,Editor,Team,Active,Engines,UK,"\'+44 20 7946 0958"',
    'Bad Row,bad.row,not-an-address,Editor,Team,,Nowhere,UK,+44 20 7946 0959',
    'Grace Hopper,grace.hopper,grace@example.com,Subscriber,Basic,,Navy,US,+1 202 555 0147',
  ].join('\r\n');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  // The preview shows every row; the bad one says what is wrong, by its field.
  const preview = dialog.getByRole('table', { name: 'Rows of the file' });
  await expect(preview.getByRole('row')).toHaveCount(4);
  await expect(preview.getByRole('row', { name: /^3 / })).toContainText(
    'Email: Enter a valid email address.',
  );
  await expect(dialog).toContainText('2 rows ready to import');
  await expect(dialog).toContainText('1 row with errors, left out');
  await dialog.getByRole('button', { name: 'Import 2 users' }).click();
  await expect(dialog).toContainText('2 users imported.');
  await expect(dialog).toContainText('1 row not imported');
  await expect(dialog).toContainText('Line 3');
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  await expect(users.summary).toHaveText('Showing 1 to 10 of 502');

  // The newest first: the two imported users head the list. Their plan, for both at once.
  await users.selectRows('Grace Hopper', 'Ada Lovelace');
  await users.bulkAction('Edit selected');
  const drawer = page.getByRole('dialog', { name: 'Edit 2 users' });
  await drawer.getByRole('combobox', { name: 'Plan' }).click();
  await page.getByRole('option', { name: 'Enterprise', exact: true }).click();
  await drawer.getByRole('button', { name: 'Apply to 2 users' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText('2 users updated.')).toBeVisible();
  await expect(users.bulkBar).toBeHidden();
  expect((await users.readColumn('Plan')).slice(0, 2)).toEqual(['Enterprise', 'Enterprise']);
  const saved = await listUsers(api, 'q=example.com&perPage=100');
  expect(
    saved.users
      .filter((user) => ['ada@example.com', 'grace@example.com'].includes(user.email))
      .map((user) => [user.status, user.currentPlan]),
  ).toEqual([
    ['pending', 'enterprise'],
    ['active', 'enterprise'],
  ]);
});
