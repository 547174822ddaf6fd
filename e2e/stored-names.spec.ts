import type { User } from '../src/apps/users/api/user-schemas';
import { matrixActions, matrixSubjects } from '../src/lib/ability/role-matrix';
import { expect, test } from './fixtures';
import { openSignedIn } from './helpers';

/*
 * Names people type are data, never keys: a role or permission named after a built-in property
 * of plain objects must show as typed, on every screen that shows it, and break nothing.
 */
const trickyRoles = ['constructor', '__proto__', 'toString'] as const;
const readEverything = Object.fromEntries(
  matrixSubjects.map((subject) => [
    subject,
    Object.fromEntries(matrixActions.map((action) => [action, action === 'read'])),
  ]),
);

test('roles and a permission named after built-in properties show as typed everywhere', async ({
  page,
  loginAs,
  api,
}) => {
  test.slow();
  await loginAs('admin');
  for (const name of trickyRoles) {
    const added = await api.post('/apps/roles/add-role', { name, permissions: readEverything });
    expect(added.status(), `add role ${name}`).toBe(201);
  }
  const permission = await api.post('/apps/permissions/add-permission', {
    permission: { name: 'hasOwnProperty', assignedTo: [...trickyRoles] },
  });
  expect(permission.status()).toBe(201);
  const { users } = await api.json<{ users: User[] }>('/api/users/list/data?perPage=1');
  const [user] = users;
  if (!user) throw new Error('no user seeded');
  const { id, fullName, email } = user;
  // The record as it is, with another role (the API reads the fields of its edit form).
  const updated = await api.post('/apps/users/update-user', { ...user, role: 'constructor' });
  expect(updated.status()).toBe(200);
  const unexpected = page.getByRole('heading', { name: 'Unexpected Application Error!' });

  await openSignedIn(page, '/apps/roles', 'admin');
  for (const name of trickyRoles) {
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  }
  await expect(unexpected).toHaveCount(0);

  await page.goto('/apps/permissions?q=hasOwnProperty');
  const row = page.getByRole('row').filter({ hasText: 'hasOwnProperty' });
  for (const name of trickyRoles) await expect(row.getByText(name, { exact: true })).toBeVisible();
  await expect(unexpected).toHaveCount(0);

  await page.goto(`/apps/users?q=${encodeURIComponent(email)}`);
  await expect(
    page.getByRole('row').filter({ hasText: fullName }).getByText('constructor', { exact: true }),
  ).toBeVisible();
  await expect(unexpected).toHaveCount(0);

  await page.goto(`/apps/users/${id}`);
  await expect(page.getByRole('heading', { name: fullName, level: 1 })).toBeVisible();
  await expect(page.getByText('constructor', { exact: true }).first()).toBeVisible();
  await expect(unexpected).toHaveCount(0);
});
