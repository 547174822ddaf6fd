import type { Page } from '@playwright/test';
import {
  eachSkinAndDirection,
  expect,
  expectNoA11yViolations,
  forEachLook,
  inEachLook,
  test,
  type Look,
} from './fixtures';
import { en, openSignedIn, pageLoad, pathIs, switchLook } from './helpers';
import { englishDictionary, menuOf, seededAbility } from './layout-helpers';
import { CartPage } from './pages/cart-page';
import { ShopPage } from './pages/shop-page';

const darkLtr: Look = { skin: 'dark', direction: 'ltr' };
const lightLtr: Look = { skin: 'light', direction: 'ltr' };
const lightRtl: Look = { skin: 'light', direction: 'rtl' };

async function openSignIn(page: Page) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: en.loginTitle })).toBeVisible();
}

test.describe('accessibility (WCAG 2.1 A/AA, serious and critical)', () => {
  test('sign-in page, light skin', async ({ page }) => {
    await openSignIn(page);
    await expectNoA11yViolations(page, '/login (light)');
  });

  test.describe(() => {
    // Saved rather than clicked: a click would blur the autofocused Email field and validate it.
    test.use({ look: darkLtr });
    test('sign-in page, dark skin', async ({ page, expectAccessible }) => {
      await openSignIn(page);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expect(page.getByRole('button', { name: en.toLight })).toBeVisible();
      await expectAccessible('/login');
    });
  });

  forEachLook(
    ({ skin }) => {
      test(`sign-in page with field errors, ${skin} skin`, async ({ page, expectAccessible }) => {
        await page.goto('/login');
        await page.getByRole('textbox', { name: 'Email' }).press('Enter');
        await expect(page.getByText(en.required)).toHaveCount(2);
        await expectAccessible('/login with errors');
      });
    },
    [lightLtr, darkLtr],
  );

  test.describe(() => {
    test.use({ look: lightRtl });
    test('sign-in page, right-to-left', async ({ page, expectAccessible }) => {
      await openSignIn(page);
      await expectAccessible('/login');
    });
  });

  test('register page', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('button', { name: en.signUp })).toBeVisible();
    await expectNoA11yViolations(page, '/register');
  });

  /**
   * Every page of the admin's menu as it opens, from the route table (it grows with the apps), in
   * each skin and direction: one test a page, the look switched between the two checks with the
   * navbar's buttons. The admin's menu holds every page the client's does, drawn by the same
   * components; the client's own views (its cart, orders, read-only cards) are below. A page's
   * other states (a drawer open, a toast, a field error) are checked in its area's
   * `<area>.a11y.spec.ts`, each once per look.
   */
  test.describe('each menu page', () => {
    // Two axe runs; the calendar's grid is a large page for axe, which took more than a minute
    // on a machine running four other suites.
    test.describe.configure({ timeout: 90_000 });
    const { pages } = menuOf(seededAbility('admin'), englishDictionary());
    for (const item of pages) {
      test(`${item.title} (${item.path})`, async ({ page, loginAs }) => {
        await loginAs('admin');
        await openSignedIn(page, item.path, 'admin');
        await expect(page.getByRole('heading', { name: item.title, level: 1 })).toBeVisible(
          pageLoad,
        );
        // Every rule in the first look, the colours in the next (as `inEachLook` does).
        for (const [index, look] of eachSkinAndDirection.entries()) {
          await switchLook(page, look);
          await expectNoA11yViolations(
            page,
            `${item.path} (${look.skin}, ${look.direction})`,
            index === 0 ? 'all' : 'colour',
          );
        }
      });
    }
  });

  test('not-authorized page', async ({ page, loginAs }) => {
    await loginAs('client');
    await page.goto('/mock-api');
    await expect(page).toHaveURL(pathIs('/not-authorized'));
    await expect(page.getByRole('heading', { name: en.notAuthorized })).toBeVisible();
    await expectNoA11yViolations(page, '/not-authorized');
  });

  test('kanban task drawer (admin)', async ({ page, loginAs }) => {
    await loginAs('admin');
    await inEachLook(page, async (check) => {
      await openSignedIn(page, '/apps/kanban', 'admin');
      await expect(page.getByRole('heading', { name: 'Kanban', level: 1 })).toBeVisible();
      const card = page.getByRole('button', { name: 'Design the new onboarding screens' });
      await expect(card).toBeVisible();
      await card.click();
      const drawer = page.getByRole('dialog', { name: 'Edit task' });
      // The drawer's first opening brings its code and the task's comments.
      await expect(drawer.getByRole('heading', { name: '2 comments' })).toBeVisible(pageLoad);
      await check('/apps/kanban drawer');
    });
  });

  test('shop list view and product page (admin)', async ({ page, loginAs }) => {
    // Four full-page checks of a page of twelve products: slow on a loaded machine.
    test.setTimeout(90_000);
    await loginAs('admin');
    await inEachLook(page, async (check) => {
      await openSignedIn(page, '/apps/ecommerce/shop?view=list', 'admin');
      await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
      await expect(new ShopPage(page).total).toHaveText(/\d/);
      await check('/apps/ecommerce/shop list');
      await page.getByRole('article').first().getByRole('link').first().click();
      await expect(page.getByRole('heading', { name: 'Related products' })).toBeVisible();
      await check('/apps/ecommerce/products');
    });
  });

  test('cart, checkout, orders and the e-commerce dashboard (client)', async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(150_000);
    await loginAs('client');
    await inEachLook(page, async (check) => {
      await openSignedIn(page, '/apps/ecommerce/shop?inStock=true', 'client');
      await expect(new ShopPage(page).total).toHaveText(/\d/);
      await page
        .getByRole('article')
        .first()
        .getByRole('button', { name: /^Add .* to cart$/ })
        .click();
      await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
      const cart = new CartPage(page);
      await cart.goto('client');
      await expect(cart.total).toBeVisible();
      await check('/apps/ecommerce/cart');
      await page.getByRole('link', { name: 'Proceed to checkout' }).click();
      await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
      await check('/apps/ecommerce/checkout cart');
      await page.getByRole('button', { name: 'Continue to address' }).click();
      await page.getByRole('radio', { name: 'A new address' }).check();
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(page.getByText('This field is required.').first()).toBeVisible();
      await check('/apps/ecommerce/checkout address');
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible();
      await check('/apps/ecommerce/checkout payment');
      await openSignedIn(page, '/apps/ecommerce/orders', 'client');
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await check('/apps/ecommerce/orders');
      await page.getByRole('row').nth(1).getByRole('link').click();
      await expect(page.getByRole('heading', { name: /^Order #\d+$/, level: 1 })).toBeVisible();
      await check('/apps/ecommerce/orders/:id');
      await openSignedIn(page, '/dashboards/ecommerce', 'client');
      await expect(page.getByRole('heading', { name: 'Recent orders' })).toBeVisible();
      await check('/dashboards/ecommerce');
    });
  });

  test('invoice preview, send drawer and form (admin)', async ({ page, loginAs }) => {
    test.setTimeout(120_000);
    await loginAs('admin');
    await inEachLook(page, async (check) => {
      await openSignedIn(page, '/apps/invoices/preview/4990', 'admin');
      await expect(page.getByRole('article')).toBeVisible();
      await check('/apps/invoices/preview');
      await page.getByRole('button', { name: 'Send invoice' }).click();
      await expect(page.getByRole('dialog').getByLabel('Subject')).toBeVisible();
      await check('/apps/invoices/preview send');
      await page.goto('/apps/invoices/edit/4990');
      await expect(page.getByRole('button', { name: 'Add item' })).toBeVisible();
      await check('/apps/invoices/edit');
    });
  });

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
