import {
  expect as baseExpect,
  allowConsoleErrors,
  expectedConsoleErrors,
  test,
  type Api,
} from './fixtures';
import { EmailPage, emailTexts } from './pages/email-page';

// Writes, reloads and a busy machine: waits are longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/** Seeded in src/mocks/seed/emails-seed.ts: the admin's newest inbox mail. */
const XSS_SUBJECT = 'Security test: hostile markup';
const simulatedFailure = 'The server failed to answer (a failure simulated by the mock API).';

type Mail = {
  id: number;
  isRead: boolean;
  isStarred: boolean;
  subject: string;
  labels: string[];
  folder: string;
};
type Answer = {
  emails: Mail[];
  emailsMeta: Record<string, number>;
  labelsMeta: Record<string, number>;
};

const listOf = (api: Api, query = '') => api.json<Answer>(`/apps/email/emails${query}`);

test.beforeEach(async ({ loginAs, page }) => {
  await loginAs('admin');
  page.on('dialog', (dialog) => {
    throw new Error(`A dialog opened: ${dialog.message()}`);
  });
});

test('folders and labels show the unread counts, and opening a mail lowers them', async ({
  page,
  api,
}) => {
  const email = new EmailPage(page);
  await email.goto();
  const { emails, emailsMeta, labelsMeta } = await listOf(api);
  for (const folder of ['inbox', 'starred', 'spam', 'trash'] as const) {
    expect(await email.countOf(email.folderLink(folder)), folder).toBe(emailsMeta[folder]);
  }
  for (const label of ['personal', 'company', 'important', 'private'] as const) {
    expect(await email.countOf(email.labelLink(label)), label).toBe(labelsMeta[label]);
  }
  const unread = emails.find((mail) => !mail.isRead && mail.subject !== XSS_SUBJECT);
  if (!unread) throw new Error('the inbox has no unread mail');
  const inbox = emailsMeta.inbox ?? 0;
  await email.open(unread.id);
  await expect.poll(() => email.countOf(email.folderLink('inbox'))).toBe(inbox - 1);
  await expect(email.row(unread.id)).not.toHaveAttribute('data-unread');
});

test('bulk mark read and unread, then move to Trash', async ({ page, api }) => {
  const email = new EmailPage(page);
  await email.goto();
  const { emails, emailsMeta } = await listOf(api);
  const unread = emails.filter((mail) => !mail.isRead).slice(0, 2);
  const inbox = emailsMeta.inbox ?? 0;
  for (const mail of unread) await email.select(mail.id);
  await expect(page.getByText('2 selected')).toBeVisible();
  await email.bulkButton(emailTexts.markRead).click();
  for (const mail of unread) await expect(email.row(mail.id)).not.toHaveAttribute('data-unread');
  await expect.poll(() => email.countOf(email.folderLink('inbox'))).toBe(inbox - 2);
  await email.bulkButton(emailTexts.markUnread).click();
  for (const mail of unread) await expect(email.row(mail.id)).toHaveAttribute('data-unread');
  await expect.poll(() => email.countOf(email.folderLink('inbox'))).toBe(inbox);

  // To Trash is undoable: the rows leave at once, Undo brings them back and sends nothing.
  const trashCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/apps/email/update-emails')) trashCalls.push(request.url());
  });
  const before = trashCalls.length;
  await email.moveSelectionTo('trash');
  for (const mail of unread) await expect(email.row(mail.id)).toHaveCount(0);
  await email.undoToast('2 mails moved to Trash.').getByRole('button', { name: 'Undo' }).click();
  for (const mail of unread) await expect(email.row(mail.id)).toBeVisible();
  expect(trashCalls.length).toBe(before);
  expect((await listOf(api, '?folder=trash')).emails.map((mail) => mail.id)).not.toContain(
    unread[0]?.id,
  );
  // Again, and closing the toast sends the move at once.
  for (const mail of unread) await email.select(mail.id);
  await email.moveSelectionTo('trash');
  for (const mail of unread) await expect(email.row(mail.id)).toHaveCount(0);
  const moved = page.waitForResponse((response) =>
    response.url().includes('/apps/email/update-emails'),
  );
  await email
    .undoToast('2 mails moved to Trash.')
    .getByRole('button', { name: 'Close the notification' })
    .click();
  expect((await moved).status()).toBe(200);
  await expect
    .poll(() => email.countOf(email.folderLink('trash')))
    .toBe((emailsMeta.trash ?? 0) + 2);
  const trash = await listOf(api, '?folder=trash');
  expect(trash.emails.map((mail) => mail.id)).toEqual(
    expect.arrayContaining(unread.map((mail) => mail.id)),
  );
  // Select-all then select-all again clears the selection.
  await email.selectAll.check();
  await expect(page.getByText(`${emails.length - 2} selected`)).toBeVisible();
  await email.selectAll.click();
  await expect(page.getByText(`${emails.length - 2} messages`)).toBeVisible();
});

test('bulk star, then set and remove a label', async ({ page, api }) => {
  const email = new EmailPage(page);
  await email.goto();
  const { emails } = await listOf(api);
  // Among the first rows: the list renders only the rows in sight.
  const chosen = emails
    .slice(0, 8)
    .filter((mail) => !mail.isStarred && !mail.labels.includes('private'))
    .slice(0, 2);
  if (chosen.length < 2) throw new Error('the inbox lacks unstarred mails without Private');
  const starOf = (id: number) => email.row(id).getByRole('button', { name: 'Star', exact: true });
  for (const mail of chosen) await email.select(mail.id);
  await email.bulkButton(emailTexts.star).click();
  for (const mail of chosen) await expect(starOf(mail.id)).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => (await listOf(api)).emails.filter((mail) => mail.isStarred).length)
    .toBe(emails.filter((mail) => mail.isStarred).length + 2);

  await email.labelSelection('Add', 'private');
  for (const mail of chosen) await expect(email.row(mail.id)).toContainText('Private');
  await expect
    .poll(async () => {
      const after = (await listOf(api, '?label=private')).emails.map((mail) => mail.id);
      return chosen.every((mail) => after.includes(mail.id));
    })
    .toBe(true);
  // Both carry it now: the menu offers to remove it.
  await email.labelSelection('Remove', 'private');
  for (const mail of chosen) await expect(email.row(mail.id)).not.toContainText('Private');
  await expect
    .poll(async () => {
      const after = (await listOf(api, '?label=private')).emails.map((mail) => mail.id);
      return chosen.some((mail) => after.includes(mail.id));
    })
    .toBe(false);
});

test('an open mail lists its attachments with name and size', async ({ page, api }) => {
  type WithFiles = Mail & { attachments: { fileName: string; size: number }[] };
  const { emails } = await api.json<{ emails: WithFiles[] }>('/apps/email/emails');
  const mail = emails.find((one) => one.attachments.length > 0 && one.subject !== XSS_SUBJECT);
  if (!mail) throw new Error('no inbox mail with attachments');
  const email = new EmailPage(page);
  await email.goto(`/apps/email?emailId=${mail.id}`);
  const files = email.mail.getByRole('region', { name: 'Attachments' }).getByRole('listitem');
  await expect(files).toHaveCount(mail.attachments.length);
  for (const [index, file] of mail.attachments.entries()) {
    const size =
      file.size >= 1_000_000
        ? `${new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(file.size / 1_000_000)} MB`
        : `${new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(file.size / 1000)} kB`;
    await expect(files.nth(index)).toContainText(file.fileName);
    await expect(files.nth(index)).toContainText(size);
  }
  // The list marks it too.
  await expect(email.row(mail.id)).toContainText('Has attachments');
});

test.describe('a failed bulk action', () => {
  test.use({ allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.serverError) });

  test('puts the mails and the counts back, with an error toast', async ({
    page,
    api,
    mockApi,
  }) => {
    const email = new EmailPage(page);
    await email.goto();
    const { emails, emailsMeta } = await listOf(api);
    const chosen = emails.filter((mail) => !mail.isRead).slice(0, 2);
    for (const mail of chosen) await email.select(mail.id);
    await mockApi.fail({ path: '/apps/email/update-emails', method: 'POST', status: 500 });
    const toast = page.getByText(simulatedFailure).waitFor({ state: 'visible' });
    await email.moveSelectionTo('spam');
    await toast;
    for (const mail of chosen) {
      await expect(email.row(mail.id)).toBeVisible();
      await expect(email.row(mail.id)).toHaveAttribute('data-unread');
    }
    await expect.poll(() => email.countOf(email.folderLink('inbox'))).toBe(emailsMeta.inbox);
    const after = await listOf(api);
    expect(after.emails.map((mail) => mail.id)).toEqual(emails.map((mail) => mail.id));
  });
});

test('previous and next move through the view and stop at both ends', async ({ page, api }) => {
  const { emails } = await listOf(api, '?folder=sent');
  const first = emails[0];
  const last = emails.at(-1);
  if (!first || !last || emails.length < 3) throw new Error('the Sent folder is too small');
  const email = new EmailPage(page);
  await email.goto(`/apps/email?folder=sent&emailId=${first.id}`);
  await expect(email.subject()).toHaveText(first.subject);
  await expect(email.previousButton()).toBeDisabled();
  await expect(email.nextButton()).toBeEnabled();
  await email.nextButton().click();
  await expect(page).toHaveURL(new RegExp(`emailId=${emails[1]?.id}`));
  await expect(email.previousButton()).toBeEnabled();
  await page.keyboard.press('k');
  await expect(page).toHaveURL(new RegExp(`emailId=${first.id}`));
  await expect(email.previousButton()).toBeDisabled();

  await email.goto(`/apps/email?folder=sent&emailId=${last.id}`);
  await expect(email.subject()).toHaveText(last.subject);
  await expect(email.nextButton()).toBeDisabled();
  await expect(email.previousButton()).toBeEnabled();
  await page.keyboard.press('j');
  await expect(page).toHaveURL(new RegExp(`emailId=${last.id}`));
  await page.keyboard.press('ArrowUp');
  await expect(page).toHaveURL(new RegExp(`emailId=${emails.at(-2)?.id}`));
  await page.keyboard.press('Escape');
  await expect(email.mail).toHaveCount(0);
  await expect(page).toHaveURL(/\/apps\/email\?folder=sent$/);
});

test('the URL restores the folder, label and search', async ({ page, api }) => {
  const email = new EmailPage(page);
  await email.goto();
  await email.labelLink('company').click();
  await expect(page).toHaveURL(/label=company/);
  await email.searchBox.fill('budget');
  await expect(page).toHaveURL(/q=budget/);
  const { emails } = await listOf(api, '?label=company&q=budget');
  expect(emails.length).toBeGreaterThan(0);
  await expect(email.rows).toHaveCount(emails.length);
  await page.reload();
  await expect(email.searchBox).toHaveValue('budget');
  await expect(email.labelLink('company')).toHaveAttribute('aria-current', 'page');
  await expect(email.rows).toHaveCount(emails.length);
  expect(await email.rowIds()).toEqual(emails.map((mail) => mail.id));
  await email.folderLink('spam').click();
  await expect(page).toHaveURL(/folder=spam/);
  await expect(email.folderLink('spam')).toHaveAttribute('aria-current', 'page');
});

test('a mail with hostile markup runs nothing and loads no remote image', async ({ page, api }) => {
  const { emails } = await listOf(api);
  const hostile = emails.find((mail) => mail.subject === XSS_SUBJECT);
  if (!hostile) throw new Error('the XSS mail is not seeded');
  // Remote images are answered here (a 1×1 GIF), so the test sees whether the page asked.
  const remote: string[] = [];
  await page.route('https://images.example.com/**', (route) => {
    remote.push(route.request().url());
    return route.fulfill({
      contentType: 'image/gif',
      body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'),
    });
  });
  await page.addInitScript(() => {
    (window as unknown as { xssAlerts: number }).xssAlerts = 0;
    window.alert = () => {
      (window as unknown as { xssAlerts: number }).xssAlerts += 1;
    };
  });
  const email = new EmailPage(page);
  await email.goto(`/apps/email?emailId=${hostile.id}`);
  await expect(email.body.getByText('Claim your prize')).toBeVisible();
  await expect(email.body.locator('script')).toHaveCount(0);
  await expect(email.body.locator('[onerror]')).toHaveCount(0);
  const href = await email.body.getByText('Claim your prize').getAttribute('href');
  expect(href ?? '').not.toMatch(/^javascript:/i);
  await email.body.getByText('Claim your prize').click();
  expect(remote).toEqual([]);
  await page.getByRole('button', { name: emailTexts.showImages }).click();
  await expect(email.body.locator('img[alt="Remote banner"]')).toHaveAttribute('src', /example/);
  await expect.poll(() => remote.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { xssAlerts: number }).xssAlerts)).toBe(0);
});

test('reply is pre-filled and sent; a send without recipient keeps the text', async ({
  page,
  api,
}) => {
  const email = new EmailPage(page);
  const { emails } = await listOf(api);
  const original = emails.find((mail) => mail.subject !== XSS_SUBJECT);
  if (!original) throw new Error('no mail');
  await email.goto(`/apps/email?emailId=${original.id}`);
  const composer = await email.reply();
  await expect(composer.getByRole('textbox', { name: 'Subject' })).toHaveValue(
    `Re: ${original.subject}`,
  );
  await expect(composer.getByRole('textbox', { name: 'Message' })).toContainText('wrote:');
  // No recipient: a field error, nothing lost.
  const to = composer.getByRole('combobox', { name: 'To' });
  while ((await composer.locator('.mantine-Pill-root').count()) > 0) {
    await to.press('Backspace');
  }
  await composer.getByRole('button', { name: 'Send' }).click();
  await expect(composer.getByText('Add at least one recipient.')).toBeVisible();
  await to.fill('not-an-address');
  await to.press('Enter');
  await composer.getByRole('button', { name: 'Send' }).click();
  await expect(composer.getByText('Enter valid email addresses.')).toBeVisible();
  await to.press('Backspace');
  await to.fill('client@demo.com');
  await to.press('Enter');
  await composer.getByRole('textbox', { name: 'Subject' }).fill('Re: all good');
  await composer.getByRole('button', { name: 'Send' }).click();
  await expect(composer).toHaveCount(0);
  await expect(page.getByText('Message sent.')).toBeVisible();
  await email.folderLink('sent').click();
  await expect(email.rows.first()).toContainText('Re: all good');
});

test('a draft saves itself while typing, survives a reload, reopens from Draft and sends', async ({
  page,
}) => {
  const email = new EmailPage(page);
  await email.goto();
  await page.getByRole('button', { name: 'Compose' }).click();
  const composer = email.composer;
  const to = composer.getByRole('combobox', { name: 'To' });
  await to.fill('client@demo.com');
  await to.press('Enter');
  const subject = composer.getByRole('textbox', { name: 'Subject' });
  await subject.fill('Plans for Friday');
  const body = composer.getByRole('textbox', { name: 'Message' });
  await body.fill(`${'Let us meet at noon.\n'.repeat(30)}See you there.`);
  // A long body scrolls inside the editor: To and Subject stay in view.
  await expect(to).toBeInViewport();
  await expect(subject).toBeInViewport();
  const editor = await composer.locator('.mantine-RichTextEditor-root').boundingBox();
  expect(editor?.height ?? Infinity).toBeLessThan(450);
  await expect(composer.getByText('Saved', { exact: true })).toBeVisible();

  // Nothing is lost by a reload in the middle of writing.
  await page.reload();
  await email.folderLink('draft').click();
  const row = email.rows.filter({ hasText: 'Plans for Friday' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('To: Jane Doe');
  await row.locator('button').last().click();
  const draft = page.getByRole('dialog', { name: 'Edit draft' });
  await expect(draft.getByRole('textbox', { name: 'Subject' })).toHaveValue('Plans for Friday');
  await expect(draft.getByText('client@demo.com')).toBeVisible();
  await expect(draft.getByRole('textbox', { name: 'Message' })).toContainText('See you there.');
  await draft.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message sent.')).toBeVisible();
  // Sent, it leaves Draft.
  await expect(row).toHaveCount(0);
  await email.folderLink('sent').click();
  await expect(email.rows.first()).toContainText('Plans for Friday');
});

test('Trash: delete for good and empty, both confirmed', async ({ page, api }) => {
  const email = new EmailPage(page);
  const before = (await listOf(api, '?folder=trash')).emails;
  const [first] = before;
  if (!first || before.length < 2) throw new Error('the Trash is too small');
  await email.goto('/apps/email?folder=trash');
  await email.select(first.id);
  await email.bulkButton('Delete for good').click();
  await page
    .getByRole('dialog', { name: 'Delete 1 mail for good?' })
    .getByRole('button', { name: 'Delete for good' })
    .click();
  await expect(email.row(first.id)).toHaveCount(0);
  expect((await listOf(api, '?folder=trash')).emails).toHaveLength(before.length - 1);
  await page.getByRole('button', { name: 'Empty Trash' }).click();
  await page
    .getByRole('dialog', { name: 'Empty the Trash?' })
    .getByRole('button', { name: 'Delete for good' })
    .click();
  await expect(page.getByText('No mail here.')).toBeVisible();
  expect((await listOf(api, '?folder=trash')).emails).toHaveLength(0);
});

test.describe('the client', () => {
  test('reads only its own mailbox; another user’s mail is refused with 403', async ({
    api,
    loginAs,
  }) => {
    const adminMail = (await listOf(api)).emails[0];
    if (!adminMail) throw new Error('no admin mail');
    await loginAs('client');
    const own = await listOf(api);
    expect(own.emails.length).toBeGreaterThan(0);
    expect(own.emails.some((mail) => mail.id === adminMail.id)).toBe(false);
    expect((await api.get(`/apps/email/get-email?id=${adminMail.id}`)).status()).toBe(403);
    const update = await api.post('/apps/email/update-emails', {
      emailIds: [adminMail.id],
      dataToUpdate: { folder: 'trash' },
    });
    expect(update.status()).toBe(403);
  });
});
