import { expect, test } from './fixtures';
import { openSignedIn, pageLoad, signInElsewhere } from './helpers';
import { CartPage } from './pages/cart-page';
import { CheckoutPage, checkoutTexts } from './pages/checkout-page';
import { DiscountsPage, discountsTexts } from './pages/discounts-page';
import { ShopPage, shopTexts } from './pages/shop-page';

test.describe('E-commerce discount codes', () => {
  test('a manager adds a code with a limit, a buyer uses it at checkout, the usage shows', async ({
    page,
    browser,
    isolate,
    consoleGuard,
    loginAs,
  }) => {
    // Two browsers and a whole purchase between them: 25-33 s on a loaded CI machine, against
    // the 30 s a flow is given (red twice on that alone, each time with the order placed).
    test.slow();
    await loginAs('admin');
    const discounts = new DiscountsPage(page);
    await discounts.open('admin');
    const form = await discounts.openAdd();
    // Beside each other, the kind has no description and the minimum subtotal has one: their
    // inputs stay in line.
    const kind = form.drawer.getByRole('combobox', { name: /^Kind\b/ });
    const minimum = form.field(discountsTexts.fields.minSubtotal);
    await expect(minimum).toBeVisible();
    expect((await kind.boundingBox())?.y).toBe((await minimum.boundingBox())?.y);
    await form.fillIn({
      code: 'thanks5',
      kind: 'Percent off',
      value: '5',
      endsOn: '2026-12-31',
      usageLimit: '3',
      perCustomerLimit: '1',
    });
    const added = await form.submit();
    expect(added.status(), 'POST /apps/ecommerce/discounts').toBe(201);
    await expect(form.drawer).toBeHidden();
    // Stored in capitals, unused yet.
    const row = discounts.row('THANKS5');
    await expect(row.getByText(discountsTexts.usage(0, 3))).toBeVisible(pageLoad);
    await expect(row.getByText('Dec 31, 2026')).toBeVisible();

    // The client, in a browser of their own on the same mock data, buys with it.
    const buyer = await signInElsewhere({ browser, isolate, consoleGuard }, 'client');
    await openSignedIn(buyer, '/apps/ecommerce/shop?inStock=true', 'client');
    const shop = new ShopPage(buyer);
    await shop.waitForProducts();
    const name = (await shop.names())[0] ?? '';
    await shop
      .card(name)
      .getByRole('button', { name: shopTexts.addNamed(name) })
      .click();
    await expect(buyer.getByRole('button', { name: /^Cart, [1-9]\d* items?$/ })).toBeVisible();
    const cart = new CartPage(buyer);
    await cart.goto('client');
    await cart.applyCode('thanks5');
    await expect(cart.codeApplied('THANKS5')).toBeVisible();
    await expect(cart.figure('Discount')).toBeVisible();
    await cart.proceedToCheckout();
    const checkout = new CheckoutPage(buyer);
    await expect(checkout.heading).toBeVisible();
    await checkout.button(checkoutTexts.toAddress).click();
    await checkout.button(checkoutTexts.toPayment).click();
    await buyer.getByRole('radio', { name: 'Cash on delivery' }).check();
    expect(await checkout.placeOrder()).toMatch(/^#\d+$/);
    await buyer.context().close();

    // The manager's list counts the order.
    await page.reload();
    await expect(discounts.row('THANKS5').getByText(discountsTexts.usage(1, 3))).toBeVisible(
      pageLoad,
    );
  });
});
