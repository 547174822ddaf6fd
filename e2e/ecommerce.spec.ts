import { allowConsoleErrors, expect as baseExpect, expectedConsoleErrors, test } from './fixtures';
import { expectNoSidewaysScroll, openSignedIn, pageLoad, text, translations } from './helpers';
import { CartPage, OrderSummary } from './pages/cart-page';
import { CheckoutPage, checkoutTexts, OrdersPage } from './pages/checkout-page';
import { ShopPage, shopTexts as texts, type ProductsAnswer } from './pages/shop-page';

// A loaded machine can take several seconds for a cold page and its list.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const totalText = (total: number) => `${total.toLocaleString('en')} products found`;

async function openShop(page: import('@playwright/test').Page, path = '/apps/ecommerce/shop') {
  await openSignedIn(page, path, 'admin');
  const shop = new ShopPage(page);
  await shop.waitForProducts();
  return shop;
}

test.describe('e-commerce app', () => {
  test('filters and sorts on the server; the URL brings the same view back', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    const shop = await openShop(page);

    let answer: Promise<ProductsAnswer> = shop.nextList();
    await shop.toggleFilter('Phones');
    let list = await answer;
    await expect(shop.total).toHaveText(totalText(list.total));
    expect(list.products.every((product) => product.category === 'phones')).toBe(true);

    answer = shop.nextList();
    await shop.toggleFilter('Apple');
    list = await answer;
    await expect(shop.total).toHaveText(totalText(list.total));
    expect(list.products.every((p) => p.brand === 'Apple' && p.category === 'phones')).toBe(true);

    answer = shop.nextList();
    await shop.chooseSort(texts.sortLabels['price-desc']);
    list = await answer;
    const prices = list.products.map((product) => product.price);
    expect(prices).toEqual(prices.toSorted((a, b) => b - a));
    await expect(shop.cards.first().getByRole('heading')).toHaveText(list.products[0]?.name ?? '');

    answer = shop.nextList();
    await shop.filters.getByRole('switch', { name: 'In stock only' }).click();
    list = await answer;
    await expect(shop.total).toHaveText(totalText(list.total));

    await shop.chooseView('List');
    await expect(page).toHaveURL(/view=list/);
    await expect(page).toHaveURL(/categories=/);
    await expect(page).toHaveURL(/sortBy=price-desc/);
    const shown = await shop.names();

    // The same link, opened afresh, shows the same view.
    await page.reload();
    await shop.waitForProducts();
    await expect(shop.total).toHaveText(totalText(list.total));
    expect(await shop.names()).toEqual(shown);
    await expect(shop.filters.getByRole('checkbox', { name: 'Phones', exact: true })).toBeChecked();
    await expect(shop.filters.getByRole('checkbox', { name: 'Apple', exact: true })).toBeChecked();
    await expect(shop.filters.getByRole('switch', { name: 'In stock only' })).toBeChecked();
    await expect(shop.sort).toHaveValue('price-desc');
    await expect(shop.viewButton('List')).toHaveAttribute('aria-pressed', 'true');
  });

  test('at phone width the filters are in a drawer, and filter the list', async ({
    page,
    loginAs,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs('admin');
    const shop = await openShop(page);
    await expect(shop.filters).toHaveCount(0);

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    const answer = shop.nextList();
    await shop.toggleFilter('Phones');
    const list = await answer;
    expect(list.products.every((product) => product.category === 'phones')).toBe(true);
    await expect(page).toHaveURL(/categories=.*phones/);
    await expect(shop.filters.getByRole('checkbox', { name: 'Phones', exact: true })).toBeChecked();

    await page.keyboard.press('Escape');
    await expect(shop.total).toHaveText(totalText(list.total));
    // The closed drawer's filters are counted on its button.
    await expect(
      page.getByRole('button', { name: 'Filters, 1 filter set', exact: true }),
    ).toBeVisible();
  });

  test('searches after a pause; no match offers to clear the filters', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    const shop = await openShop(page, '/apps/ecommerce/shop?brands=%5B%22Sony%22%5D');
    const all = await shop.total.innerText();
    const answer = shop.nextList();
    await shop.search.fill('no such gadget');
    expect((await answer).total).toBe(0);
    await expect(page).toHaveURL(/q=no/);
    await expect(page.getByRole('heading', { name: texts.noProducts })).toBeVisible();
    const cleared = shop.nextList();
    await page.getByRole('button', { name: texts.clearFilters }).last().click();
    const list = await cleared;
    await expect(shop.total).toHaveText(totalText(list.total));
    expect(await shop.total.innerText()).not.toBe(all);
    await expect(shop.search).toHaveValue('');
    await expect(page).not.toHaveURL(/brands=/);
  });

  test('opens a product: gallery, price, availability, related; adds two to the cart', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    const shop = await openShop(page, '/apps/ecommerce/shop?inStock=true&sortBy=rating');
    const name = (await shop.names())[0] ?? '';
    await shop.card(name).getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/apps\/ecommerce\/products\/\d+$/);
    await expect(page.getByRole('group', { name: 'Pictures' }).getByRole('button')).toHaveCount(3);
    await page.getByRole('button', { name: 'Show picture 2' }).click();
    await expect(page.getByRole('button', { name: 'Show picture 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText(/In stock|Only \d+ left/)).toBeVisible();
    await expect(page.getByRole('heading', { name: texts.related })).toBeVisible();

    await page.getByRole('textbox', { name: texts.quantity }).fill('2');
    const added = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/apps/ecommerce/cart' &&
        response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: texts.addToCart, exact: true }).click();
    const response = await added;
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { count: number }).count).toBe(2);
    await expect(page.getByRole('link', { name: texts.viewInCart })).toBeVisible();
  });

  test.describe('the cart', () => {
    // Chromium logs the 400 the API answers to the wrong discount code.
    test.use({ allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.badRequest) });

    test('cart: badge and dropdown, steppers limited by stock, server totals, discount codes', async ({
      page,
      loginAs,
    }) => {
      await loginAs('admin');
      const shop = await openShop(page, '/apps/ecommerce/shop?inStock=true&sortBy=price-desc');
      const name = (await shop.names())[0] ?? '';
      const badge = page.getByRole('button', { name: /^Cart, \d+ items?$/ });
      await expect(badge).toHaveAccessibleName('Cart, 0 items');
      await shop
        .card(name)
        .getByRole('button', { name: texts.addNamed(name) })
        .click();
      await expect(badge).toHaveAccessibleName('Cart, 1 item');
      await badge.click();
      await expect(page.getByRole('region', { name: 'Cart' }).getByText(name)).toBeVisible();
      await page.getByRole('link', { name: 'Go to the cart' }).click();
      await expect(page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();

      const cart = new CartPage(page);
      const { total } = cart;
      const before = await total.innerText();
      const stepper = cart.quantity(name);
      const patched = page.waitForResponse(
        (response) => response.request().method() === 'PATCH' && response.ok(),
      );
      await stepper.fill('2');
      await patched;
      await expect(badge).toHaveAccessibleName('Cart, 2 items');
      await expect(total).not.toHaveText(before);

      // A wrong code is said by the field; a seeded one takes 10 % off.
      await cart.applyCode('NOPE');
      await expect(page.getByText('This discount code is not valid.')).toBeVisible();
      await expect(cart.codeField).toHaveAttribute('aria-invalid', 'true');
      await cart.applyCode('save10');
      await expect(cart.codeApplied('save10')).toBeVisible();
      await expect(cart.figure('Discount')).toBeVisible();

      await cart.remove(name);
      await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
      await expect(badge).toHaveAccessibleName('Cart, 0 items');
    });
  });

  test('removing a cart line can be undone; nothing reaches the server', async ({
    page,
    loginAs,
  }) => {
    await loginAs('client');
    await openSignedIn(page, '/apps/ecommerce/shop?inStock=true', 'client');
    const shop = new ShopPage(page);
    await shop.waitForProducts();
    const name = (await shop.names())[0] ?? '';
    await shop
      .card(name)
      .getByRole('button', { name: texts.addNamed(name) })
      .click();
    const badge = page.getByRole('button', { name: /^Cart, \d+ items?$/ });
    await expect(badge).toHaveAccessibleName('Cart, 1 item');
    await openSignedIn(page, '/apps/ecommerce/cart', 'client');
    let deletes = 0;
    page.on('request', (request) => {
      if (request.method() === 'DELETE' && request.url().includes('/apps/ecommerce/cart/')) {
        deletes += 1;
      }
    });
    await page.getByRole('button', { name: `Remove ${name} from the cart` }).click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(badge).toHaveAccessibleName('Cart, 0 items');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('textbox', { name: `Quantity of ${name}` })).toBeVisible();
    await expect(badge).toHaveAccessibleName('Cart, 1 item');
    // The line is still on the server: a fresh load shows it.
    await page.reload();
    await expect(page.getByRole('textbox', { name: `Quantity of ${name}` })).toBeVisible();
    expect(deletes).toBe(0);
  });

  test('wishlist: the heart keeps a product; remove and move to cart', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    const shop = await openShop(page, '/apps/ecommerce/shop?inStock=true');
    const [first = '', second = ''] = await shop.names();
    for (const name of [first, second]) {
      const heart = shop.card(name).getByRole('button', { name: texts.wishlistNamed(name) });
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
    }
    await openSignedIn(page, '/apps/ecommerce/wishlist', 'admin');
    await expect(page.getByRole('heading', { name: 'Wishlist', level: 1 })).toBeVisible();
    // One Remove button a line.
    const lines = page.getByRole('button', { name: /^Remove .+ from the wishlist$/ });
    await expect(lines).toHaveCount(2);
    await page.getByRole('button', { name: `Remove ${first} from the wishlist` }).click();
    await expect(lines).toHaveCount(1);
    await page.getByRole('button', { name: `Move ${second} to the cart` }).click();
    await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  });

  test.describe('an unknown product', () => {
    // Chromium logs the 404 the API answers for the missing id.
    test.use({
      allowedConsoleErrors: allowConsoleErrors(/the server responded with a status of 404/),
    });

    test('is a clear not-found page with a way back to the shop', async ({ page, loginAs }) => {
      await loginAs('admin');
      await openSignedIn(page, '/apps/ecommerce/products/99999', 'admin');
      await expect(page.getByRole('heading', { name: texts.notFound, level: 1 })).toBeVisible();
      await page.getByRole('link', { name: texts.backToShop }).click();
      await new ShopPage(page).waitForProducts();
    });
  });

  test.describe('a failure', () => {
    test.use({ allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.serverError) });

    test('a failed add to cart is rolled back with an error toast', async ({
      page,
      loginAs,
      mockApi,
    }) => {
      await loginAs('admin');
      const shop = await openShop(page);
      const name = (await shop.names())[0] ?? '';
      const card = shop.card(name);
      await mockApi.fail({ path: '/apps/ecommerce/cart', method: 'POST', status: 500 });
      const failed = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/apps/ecommerce/cart' &&
          response.request().method() === 'POST',
      );
      await card.getByRole('button', { name: texts.addNamed(name) }).click();
      expect((await failed).status()).toBe(500);
      await expect(page.getByText(texts.simulatedFailure)).toBeVisible();
      await expect(card.getByRole('button', { name: texts.addNamed(name) })).toBeVisible();
      await expect(card.getByRole('link', { name: texts.viewNamed(name) })).toHaveCount(0);

      // The next try goes through, and the card offers the cart.
      await card.getByRole('button', { name: texts.addNamed(name) }).click();
      await expect(card.getByRole('link', { name: texts.viewNamed(name) })).toBeVisible();
      await expect(page.getByText(texts.addedToCart)).toBeVisible();
    });
  });

  test.describe('the checkout', () => {
    // Chromium logs the 400 the API answers to the wrong discount code.
    test.use({ allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.badRequest) });

    test('checkout as the client: a validation error at each step, then the order in Orders', async ({
      page,
      loginAs,
    }) => {
      // The client shops as itself: its own cart and orders.
      await loginAs('client');
      await openSignedIn(page, '/apps/ecommerce/shop?inStock=true&sortBy=price-asc', 'client');
      const shop = new ShopPage(page);
      await shop.waitForProducts();
      const name = (await shop.names())[0] ?? '';
      await shop
        .card(name)
        .getByRole('button', { name: texts.addNamed(name) })
        .click();
      await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
      await openSignedIn(page, '/apps/ecommerce/cart', 'client');
      await page.getByRole('link', { name: checkoutTexts.proceed }).click();
      const checkout = new CheckoutPage(page);
      await expect(checkout.heading).toBeVisible();

      // Cart: a wrong discount code is said by its field.
      const summary = new OrderSummary(page);
      await summary.applyCode('NOPE');
      await expect(page.getByText(checkoutTexts.codeUnknown)).toBeVisible();
      await expect(summary.codeField).toHaveAttribute('aria-invalid', 'true');
      const total = await summary.total.innerText();
      await checkout.button(checkoutTexts.toAddress).click();

      // Address: a new one, sent empty, then with a wrong postal code.
      await page.getByRole('radio', { name: checkoutTexts.newAddress }).check();
      await checkout.button(checkoutTexts.toPayment).click();
      await expect(checkout.field('Full name')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(checkoutTexts.required).first()).toBeVisible();
      await checkout.fillAddress({
        fullName: 'Claire Client',
        line1: '8 Rue de la Paix',
        city: 'Lyon',
        postalCode: '!!',
        country: 'FR',
        phone: '+33 4 72 00 00 00',
      });
      await checkout.button(checkoutTexts.toPayment).click();
      await expect(page.getByText(checkoutTexts.postalCode)).toBeVisible();
      await checkout.field('Postal code').fill('69002');
      await checkout.button(checkoutTexts.toPayment).click();

      // Payment: a card number that fails its checksum, then a good one.
      await expect(checkout.field('Card number')).toBeVisible();
      await checkout.fillCard({
        name: 'Claire Client',
        number: '4242 4242 4242 4241',
        expiry: '12/39',
        cvc: '123',
      });
      await checkout.button(/^Place order/).click();
      await expect(page.getByText(checkoutTexts.cardNumber)).toBeVisible();
      await checkout.field('Card number').fill('4242 4242 4242 4242');
      const number = await checkout.placeOrder();
      await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
      // Every step is done, Confirmation included, and it is the current one.
      const confirmation = page.getByRole('button', { name: 'Confirmation' });
      await expect(confirmation).toHaveAttribute('data-completed', 'true');
      await expect(confirmation).toHaveAttribute('aria-current', 'step');

      // The order is the first of Orders, and its page has the address and the same total.
      await openSignedIn(page, '/apps/ecommerce/orders', 'client');
      const orders = new OrdersPage(page);
      await expect(orders.heading).toBeVisible();
      // Newest first: the order heads the table.
      const first = orders.rows.first();
      await expect(first.getByRole('link', { name: number })).toBeVisible();
      await expect(orders.row(number).getByText('Pending')).toBeVisible();
      await orders.open(number);
      await expect(page.getByText('8 Rue de la Paix')).toBeVisible();
      await expect(summary.total).toHaveText(total);
    });
  });

  test('checkout at phone width: a saved address and cash on delivery', async ({
    page,
    loginAs,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs('client');
    await openSignedIn(page, '/apps/ecommerce/shop?inStock=true', 'client');
    const shop = new ShopPage(page);
    await shop.waitForProducts();
    const name = (await shop.names())[0] ?? '';
    await shop
      .card(name)
      .getByRole('button', { name: texts.addNamed(name) })
      .click();
    await expect(page.getByRole('button', { name: /^Cart, [1-9]\d* items?$/ })).toBeVisible();
    await openSignedIn(page, '/apps/ecommerce/checkout', 'client');
    const checkout = new CheckoutPage(page);
    await checkout.button(checkoutTexts.toAddress).click();
    // A saved address (from the client's earlier orders) is chosen already.
    await expect(page.getByRole('radio').first()).toBeChecked();
    await checkout.button(checkoutTexts.toPayment).click();
    await page.getByRole('radio', { name: 'Cash on delivery' }).check();
    const number = await checkout.placeOrder();
    expect(number).toMatch(/^#\d+$/);
    await expectNoSidewaysScroll(page, 'the order placed, at 390 px');
  });

  test('the e-commerce dashboard: figures, charts and recent orders from the orders', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    await openSignedIn(page, '/dashboards/ecommerce', 'admin');
    await expect(
      page.getByRole('heading', { name: 'E-commerce dashboard', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Revenue, last 30 days' })).toContainText('$');
    for (const name of ['Revenue by month', 'Orders by month', 'Best sellers, last 30 days']) {
      await expect(page.getByRole('heading', { name })).toBeVisible();
    }
    const recent = page.getByRole('table', { name: 'Recent orders' });
    await expect(recent.getByRole('row')).toHaveCount(7);
  });

  test('on a phone in Portuguese the charts’ axes are short enough: the dashboard does not scroll sideways', async ({
    page,
    request,
    loginAs,
  }) => {
    const pt = await translations(request, 'pt');
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs('admin');
    await page.goto('/dashboards/ecommerce?lng=pt');
    await expect(
      page.getByRole('heading', { name: text(pt, 'ecommerce.dashboard.title'), level: 1 }),
    ).toBeVisible(pageLoad);
    // The revenue axis reads "US$ 127 mil", not the amount to the cent, which took 412 px.
    const revenue = page.getByRole('region', {
      name: text(pt, 'ecommerce.dashboard.revenueByMonth'),
    });
    await expect(revenue.getByText(/^\u2068US\$\s[\d,]+\smil\u2069$/)).toHaveCount(2);
    await expectNoSidewaysScroll(page, 'the e-commerce dashboard in Portuguese at 390 px');
  });
});
