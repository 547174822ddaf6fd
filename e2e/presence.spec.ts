import { demoAccounts as seededAccounts } from '../src/mocks/seed/auth-seed';
import { demoAccounts, expect, expectNoA11yViolations, test } from './fixtures';
import { openSignedIn, signInElsewhere } from './helpers';

/** A user of the directory both admins open. */
const VIEWED_USER_ID = 10;

test.describe('Who else is here', () => {
  test('two admins on one user’s page: each sees the other, who edits, and who left, without a reload', async ({
    page,
    loginAs,
    api,
    browser,
    isolate,
    consoleGuard,
  }) => {
    await loginAs('admin');
    // Jane Doe, the client, is made an admin: both may read the users.
    const jane = demoAccounts.client;
    const promoted = await api.post('/apps/users/update-user', {
      id: seededAccounts.client.id,
      fullName: jane.fullName,
      username: 'janedoe',
      email: jane.email,
      contact: '+33 6 12 34 56 78',
      company: 'Demo Inc.',
      country: 'France',
      role: 'admin',
      currentPlan: 'basic',
    });
    expect(promoted.status(), await promoted.text()).toBe(200);

    await openSignedIn(page, `/apps/users/${VIEWED_USER_ID}`, 'admin');
    const other = await signInElsewhere({ browser, isolate, consoleGuard }, 'client');
    await other.goto(`/apps/users/${VIEWED_USER_ID}`);

    // Each sees the other's face, named.
    const janeHere = page.getByRole('list', { name: 'Also here: Jane Doe' });
    await expect(janeHere).toBeVisible();
    await expect(other.getByRole('list', { name: 'Also here: John Doe' })).toBeVisible();

    // Jane opens the edit drawer: John's page says she is editing, and so does his own drawer.
    await other.getByRole('button', { name: 'Edit user' }).click();
    await expect(other.getByRole('dialog', { name: 'Edit user' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Also here: Jane Doe (editing)' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit user' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit user' });
    await expect(drawer.getByRole('status')).toHaveText('Jane Doe is also editing this.');
    await expect(other.getByRole('dialog', { name: 'Edit user' }).getByRole('status')).toHaveText(
      'John Doe is also editing this.',
    );
    await expectNoA11yViolations(page, 'a user’s edit drawer with another admin editing');

    // Jane closes her tab: she is gone from John's page and drawer at once.
    await other.context().close();
    await expect(drawer.getByRole('status')).toHaveText('');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('list', { name: /^Also here/ })).toHaveCount(0);
  });

  test('two people on the kanban board: each sees the other beside its title until one leaves', async ({
    page,
    loginAs,
    browser,
    isolate,
    consoleGuard,
  }) => {
    await loginAs('admin');
    await openSignedIn(page, '/apps/kanban', 'admin');
    const other = await signInElsewhere({ browser, isolate, consoleGuard }, 'client');
    await other.goto('/apps/kanban');

    await expect(page.getByRole('list', { name: 'Also here: Jane Doe' })).toBeVisible();
    await expect(other.getByRole('list', { name: 'Also here: John Doe' })).toBeVisible();
    await other.context().close();
    await expect(page.getByRole('list', { name: /^Also here/ })).toHaveCount(0);
  });
});
