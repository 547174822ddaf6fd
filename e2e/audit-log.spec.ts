import { expect, test } from './fixtures';
import { nextWrite, openSignedIn } from './helpers';
import { AuditLogPage, auditLogTexts } from './pages/audit-log-page';

test.describe('Audit log', () => {
  test('an admin edits a user, then finds the change in the activity and the audit log, before → after', async ({
    page,
    loginAs,
    api,
  }) => {
    const { userData: admin } = await loginAs('admin');
    const { user } = await api.json<{ user: { id: number; fullName: string; company: string } }>(
      '/api/users/user?id=12',
    );

    // The edit, from the user's page.
    await openSignedIn(page, `/apps/users/${user.id}`, 'admin');
    const profile = page.getByRole('region', { name: user.fullName });
    await profile.getByRole('button', { name: 'Edit user' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit user' });
    await drawer.getByRole('textbox', { name: 'Company' }).fill('Analytical Engines');
    const saved = nextWrite(page, '/apps/users/update-user');
    await drawer.getByRole('button', { name: 'Save changes' }).click();
    expect((await saved).status(), 'POST /apps/users/update-user').toBe(200);
    await expect(drawer).toBeHidden();

    // The admin's own page: the Activity timeline has it, and links to the log filtered by them.
    await openSignedIn(page, `/apps/users/${admin.id}`, 'admin');
    await page.getByRole('tab', { name: auditLogTexts.activityTab }).click();
    const activity = page.getByLabel(auditLogTexts.activityOf(admin.fullName));
    await expect(activity).toContainText(`${auditLogTexts.updated} · ${user.fullName}`);
    await page.getByRole('link', { name: auditLogTexts.allEntriesOf(admin.fullName) }).click();
    await expect(page).toHaveURL(new RegExp(`/audit-log\\?userId=${admin.id}$`));

    // The log: search for the user, open the entry, read the change.
    const log = new AuditLogPage(page);
    await expect(log.heading).toBeVisible();
    await log.search(user.fullName);
    await expect(page).toHaveURL(/[?&]q=/);
    const changes = await log.expand(admin.fullName, auditLogTexts.updated, user.fullName);
    const company = log.changeRow(changes, 'Company');
    await expect(company).toContainText(user.company);
    await expect(company).toContainText('Analytical Engines');
    await expect(changes.getByRole('row')).toHaveCount(2); // the header and the one change
  });
});
