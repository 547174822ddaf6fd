import { expect, inEachLook, test } from './fixtures';
import { nextWrite, openSignedIn } from './helpers';
import { AuditLogPage, auditLogTexts } from './pages/audit-log-page';

// The log as it opens is checked with every menu page (pages.a11y.spec.ts).
test('audit log: an entry open to its changes', async ({ page, loginAs, api }) => {
  test.setTimeout(240_000);
  const { userData: admin } = await loginAs('admin');
  const { user } = await api.json<{ user: { id: number; fullName: string } }>(
    '/api/users/user?id=12',
  );
  // An entry with a change to open: the admin edits the user's company.
  await openSignedIn(page, `/apps/users/${user.id}`, 'admin');
  await page
    .getByRole('region', { name: user.fullName })
    .getByRole('button', { name: 'Edit user' })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Edit user' });
  await drawer.getByRole('textbox', { name: 'Company' }).fill('Analytical Engines');
  const saved = nextWrite(page, '/apps/users/update-user');
  await drawer.getByRole('button', { name: 'Save changes' }).click();
  expect((await saved).status(), 'POST /apps/users/update-user').toBe(200);

  await inEachLook(page, async (check) => {
    const log = new AuditLogPage(page);
    await log.open('admin', `userId=${admin.id}`);
    await log.search(user.fullName);
    await log.expand(admin.fullName, auditLogTexts.updated, user.fullName);
    await check('/audit-log, an entry open');
  });
});
