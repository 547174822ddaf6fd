import { expect, test } from './fixtures';
import { openSignedIn } from './helpers';

test('explore', async ({ page, loginAs }) => {
  await loginAs('admin');
  await openSignedIn(page, '/dashboards/analytics', 'admin');
  await page.getByRole('button', { name: 'Open the theme customizer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Theme customizer' });
  await dialog.getByRole('radio', { name: 'Horizontal' }).check();
  await dialog.getByRole('radio', { name: 'Hidden' }).first().check();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  console.log('=== BODY\n' + (await page.locator('body').ariaSnapshot()));
  await page.getByRole('button', { name: 'Open the theme customizer' }).click();
  await dialog.getByRole('radio', { name: 'Floating' }).check();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  console.log('=== BODY2\n' + (await page.locator('body').ariaSnapshot()));
  const bar = page.getByRole('menubar');
  await bar.getByRole('menuitem').first().focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  console.log('=== AFTER ENTER\n' + (await page.locator('body').ariaSnapshot()));
  console.log(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 300)));
  await page.keyboard.press('ArrowDown');
  console.log(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 300)));
});
