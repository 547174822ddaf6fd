import { expect, inEachLook, test } from './fixtures';
import { EmailPage } from './pages/email-page';

// The list as it opens is checked with every menu page (pages.a11y.spec.ts).
test('email: a mail selected and open, the reply and a new message', async ({ page, loginAs }) => {
  test.setTimeout(240_000);
  await loginAs('admin');
  await inEachLook(page, async (check) => {
    const email = new EmailPage(page);
    await email.goto();
    const [first] = await email.rowIds();
    if (first === undefined) throw new Error('no mail');
    await email.select(first);
    await email.open(first);
    await expect(email.body).toBeVisible();
    const { direction } = await check('/apps/email, a mail selected and open');
    // The page mirrors; an English mail still reads left to right.
    await expect(page.locator('html')).toHaveAttribute('dir', direction);
    expect(await email.body.evaluate((body) => getComputedStyle(body).direction)).toBe('ltr');
    // The composer (tiptap) with its toolbar, chips and field errors.
    const composer = await email.reply();
    await expect(composer.getByRole('textbox', { name: 'Message' })).toContainText('wrote:');
    await check('/apps/email reply');
    // The reply has text: closing asks first.
    await composer.getByRole('button', { name: 'Discard' }).last().click();
    await page
      .getByRole('dialog', { name: 'Discard this message?' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await expect(composer).toBeHidden();
    await page.getByRole('button', { name: 'Compose' }).click();
    await expect(composer.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await check('/apps/email new message');
  });
});
