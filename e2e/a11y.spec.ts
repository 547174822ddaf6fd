import { expect, expectNoA11yViolations, test } from './fixtures';
import type { BrowserContext } from '@playwright/test';
import { en, openSignedIn, pathIs } from './helpers';

/** Writes localStorage entries before the app's scripts run. */
async function presetStorage(context: BrowserContext, entries: Record<string, string>) {
  await context.addInitScript((values) => {
    try {
      for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
    } catch {
      // about:blank has no storage.
    }
  }, entries);
}

test.describe('accessibility (WCAG 2.1 A/AA, serious and critical)', () => {
  test('sign-in page, light skin', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: en.loginTitle })).toBeVisible();
    await expectNoA11yViolations(page, '/login (light)');
  });

  test('sign-in page, dark skin', async ({ page, context }) => {
    // Saved rather than clicked: a click would blur the autofocused Email field and validate it.
    await presetStorage(context, { skin: 'dark' });
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('button', { name: en.toLight })).toBeVisible();
    await expect(page.getByRole('heading', { name: en.loginTitle })).toBeVisible();
    await expectNoA11yViolations(page, '/login (dark)');
  });

  for (const skin of ['light', 'dark'] as const) {
    test(`sign-in page with field errors, ${skin} skin`, async ({ page, context }) => {
      await presetStorage(context, { skin });
      await page.goto('/login');
      await page.getByRole('textbox', { name: 'Email' }).press('Enter');
      await expect(page.getByText(en.required)).toHaveCount(2);
      await expectNoA11yViolations(page, `/login with errors (${skin})`);
    });
  }

  test('sign-in page, right-to-left', async ({ page, context }) => {
    await presetStorage(context, { direction: 'rtl' });
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: en.loginTitle })).toBeVisible();
    await expectNoA11yViolations(page, '/login (rtl)');
  });

  test('register page', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('button', { name: en.signUp })).toBeVisible();
    await expectNoA11yViolations(page, '/register');
  });

  test('access control page (admin)', async ({ page, loginAs }) => {
    await loginAs('admin');
    await openSignedIn(page, '/access-control', 'admin');
    await expect(page.getByRole('heading', { name: en.accessControl, level: 1 })).toBeVisible();
    await expectNoA11yViolations(page, '/access-control');
  });

  test('mock API page (admin)', async ({ page, loginAs }) => {
    await loginAs('admin');
    await openSignedIn(page, '/mock-api', 'admin');
    await expect(page.getByRole('heading', { name: en.mockApi, level: 1 })).toBeVisible();
    await expectNoA11yViolations(page, '/mock-api');
  });

  test('not-authorized page', async ({ page, loginAs }) => {
    await loginAs('client');
    await page.goto('/mock-api');
    await expect(page).toHaveURL(pathIs('/not-authorized'));
    await expect(page.getByRole('heading', { name: en.notAuthorized })).toBeVisible();
    await expectNoA11yViolations(page, '/not-authorized');
  });

  for (const { skin, direction } of [
    { skin: 'light', direction: 'ltr' },
    { skin: 'dark', direction: 'ltr' },
    { skin: 'light', direction: 'rtl' },
    { skin: 'dark', direction: 'rtl' },
  ] as const) {
    test(`kanban board and task drawer (admin), ${skin} ${direction}`, async ({
      page,
      context,
      loginAs,
    }) => {
      await presetStorage(context, { skin, direction });
      await loginAs('admin');
      await openSignedIn(page, '/apps/kanban', 'admin');
      await expect(page.getByRole('heading', { name: 'Kanban', level: 1 })).toBeVisible();
      const card = page.getByRole('button', { name: 'Design the new onboarding screens' });
      await expect(card).toBeVisible();
      await expectNoA11yViolations(page, `/apps/kanban (${skin}, ${direction})`);
      await card.click();
      const drawer = page.getByRole('dialog', { name: 'Edit task' });
      await expect(drawer.getByRole('heading', { name: '2 comments' })).toBeVisible();
      await expectNoA11yViolations(page, `/apps/kanban drawer (${skin}, ${direction})`);
    });
  }

  for (const { skin, direction } of [
    { skin: 'light', direction: 'ltr' },
    { skin: 'dark', direction: 'ltr' },
    { skin: 'light', direction: 'rtl' },
    { skin: 'dark', direction: 'rtl' },
  ] as const) {
    test(`email list, open mail and composer (admin), ${skin} ${direction}`, async ({
      page,
      context,
      loginAs,
    }) => {
      await presetStorage(context, { skin, direction });
      await loginAs('admin');
      await openSignedIn(page, '/apps/email', 'admin');
      await expect(page.getByRole('heading', { name: 'Email', level: 1 })).toBeVisible();
      const row = page.getByTestId('email-row').first();
      await expect(row).toBeVisible();
      await expectNoA11yViolations(page, `/apps/email (${skin}, ${direction})`);
      await row.locator('button').last().click();
      const mail = page.getByTestId('email-view');
      await expect(mail.getByTestId('email-body')).toBeVisible();
      await expectNoA11yViolations(page, `/apps/email mail (${skin}, ${direction})`);
      await page.getByRole('button', { name: 'Compose' }).click();
      const composer = page.getByRole('dialog', { name: 'New message' });
      await expect(composer.getByRole('textbox', { name: 'Message' })).toBeVisible();
      await expectNoA11yViolations(page, `/apps/email composer (${skin}, ${direction})`);
    });
  }

  for (const { skin, direction } of [
    { skin: 'light', direction: 'ltr' },
    { skin: 'dark', direction: 'ltr' },
    { skin: 'light', direction: 'rtl' },
    { skin: 'dark', direction: 'rtl' },
  ] as const) {
    test(`shop and product page (admin), ${skin} ${direction}`, async ({
      page,
      context,
      loginAs,
    }) => {
      // Three full-page checks of a page of twelve products: slow on a loaded machine.
      test.setTimeout(120_000);
      await presetStorage(context, { skin, direction });
      await loginAs('admin');
      await openSignedIn(page, '/apps/ecommerce/shop?view=list', 'admin');
      await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
      await expect(page.getByTestId('shop-total')).toHaveText(/\d/);
      await expectNoA11yViolations(page, `/apps/ecommerce/shop (${skin}, ${direction})`);
      await page.getByRole('radiogroup', { name: 'Display' }).locator('label').first().click();
      await expect(page).not.toHaveURL(/view=list/);
      await expectNoA11yViolations(page, `/apps/ecommerce/shop grid (${skin}, ${direction})`);
      await page.getByRole('article').first().getByRole('link').first().click();
      await expect(page.getByRole('heading', { name: 'Related products' })).toBeVisible();
      await expectNoA11yViolations(page, `/apps/ecommerce/products (${skin}, ${direction})`);
    });
  }

  for (const { skin, direction } of [
    { skin: 'light', direction: 'ltr' },
    { skin: 'dark', direction: 'ltr' },
    { skin: 'light', direction: 'rtl' },
    { skin: 'dark', direction: 'rtl' },
  ] as const) {
    test(`cart, checkout, orders and the e-commerce dashboard (client), ${skin} ${direction}`, async ({
      page,
      context,
      loginAs,
    }) => {
      test.setTimeout(150_000);
      await presetStorage(context, { skin, direction });
      await loginAs('client');
      await openSignedIn(page, '/apps/ecommerce/shop?inStock=true', 'client');
      await expect(page.getByTestId('shop-total')).toHaveText(/\d/);
      await page
        .getByRole('article')
        .first()
        .getByRole('button', { name: /^Add .* to cart$/ })
        .click();
      await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
      await openSignedIn(page, '/apps/ecommerce/cart', 'client');
      await expect(page.getByTestId('cart-total')).toBeVisible();
      await expectNoA11yViolations(page, `/apps/ecommerce/cart (${skin}, ${direction})`);
      await page.getByRole('link', { name: 'Proceed to checkout' }).click();
      await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
      await expectNoA11yViolations(page, `/apps/ecommerce/checkout cart (${skin}, ${direction})`);
      await page.getByRole('button', { name: 'Continue to address' }).click();
      await page.getByRole('radio', { name: 'A new address' }).check();
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(page.getByText('This field is required.').first()).toBeVisible();
      await expectNoA11yViolations(
        page,
        `/apps/ecommerce/checkout address (${skin}, ${direction})`,
      );
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible();
      await expectNoA11yViolations(
        page,
        `/apps/ecommerce/checkout payment (${skin}, ${direction})`,
      );
      await openSignedIn(page, '/apps/ecommerce/orders', 'client');
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await expectNoA11yViolations(page, `/apps/ecommerce/orders (${skin}, ${direction})`);
      await page.getByRole('row').nth(1).getByRole('link').click();
      await expect(page.getByRole('heading', { name: /^Order #\d+$/, level: 1 })).toBeVisible();
      await expectNoA11yViolations(page, `/apps/ecommerce/orders/:id (${skin}, ${direction})`);
      await openSignedIn(page, '/dashboards/ecommerce', 'client');
      await expect(page.getByRole('heading', { name: 'Recent orders' })).toBeVisible();
      await expectNoA11yViolations(page, `/dashboards/ecommerce (${skin}, ${direction})`);
    });
  }

  for (const { skin, direction } of [
    { skin: 'light', direction: 'ltr' },
    { skin: 'dark', direction: 'ltr' },
    { skin: 'light', direction: 'rtl' },
    { skin: 'dark', direction: 'rtl' },
  ] as const) {
    test(`invoices list, preview, send drawer and form (admin), ${skin} ${direction}`, async ({
      page,
      context,
      loginAs,
    }) => {
      test.setTimeout(120_000);
      await presetStorage(context, { skin, direction });
      await loginAs('admin');
      await openSignedIn(page, '/apps/invoices', 'admin');
      await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
      await expect(
        page.getByRole('table', { name: 'List of invoices' }).getByRole('rowheader'),
      ).toHaveCount(10);
      await expectNoA11yViolations(page, `/apps/invoices (${skin}, ${direction})`);
      await page.goto('/apps/invoices/preview/4990');
      await expect(page.getByRole('article')).toBeVisible();
      await expectNoA11yViolations(page, `/apps/invoices/preview (${skin}, ${direction})`);
      await page.getByRole('button', { name: 'Send invoice' }).click();
      await expect(page.getByRole('dialog').getByLabel('Subject')).toBeVisible();
      await expectNoA11yViolations(page, `/apps/invoices/preview send (${skin}, ${direction})`);
      await page.goto('/apps/invoices/edit/4990');
      await expect(page.getByRole('button', { name: 'Add item' })).toBeVisible();
      await expectNoA11yViolations(page, `/apps/invoices/edit (${skin}, ${direction})`);
    });
  }

  test('kanban board (client, read-only cards)', async ({ page, loginAs }) => {
    await loginAs('client');
    await openSignedIn(page, '/apps/kanban', 'client');
    await expect(
      page.getByRole('button', { name: 'Write the API docs for webhooks' }),
    ).toBeVisible();
    await expectNoA11yViolations(page, '/apps/kanban (client)');
  });

  test('page not found', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: en.notFound })).toBeVisible();
    await expectNoA11yViolations(page, '404');
  });
});
