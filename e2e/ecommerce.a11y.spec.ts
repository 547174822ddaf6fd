import type { Page } from '@playwright/test';
import { expect, inEachLook, test } from './fixtures';
import { openSignedIn, pageLoad, placeOrderThroughApi } from './helpers';
import { CatalogPage, catalogTexts } from './pages/catalog-page';
import { CustomersPage } from './pages/customers-page';
import { DiscountsPage, discountsTexts } from './pages/discounts-page';
import { ordersAdminTexts, OrdersAdminPage } from './pages/orders-admin-page';
import { ReceiptPage } from './pages/order-page';
import { ProductReviews } from './pages/reviews-page';

// The e-commerce states beyond each menu page as it opens (pages.a11y.spec.ts) and beyond the
// shop, cart and checkout there, each in both looks.

/** A 600×400 PNG drawn by the browser, for the form's picture. */
async function picture(page: Page) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 400;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#43a047';
      context.fillRect(0, 0, 600, 400);
    }
    return canvas.toDataURL('image/png');
  });
  const buffer = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  return { name: 'lamp.png', mimeType: 'image/png', buffer };
}

// The products list as it opens is checked with every menu page (pages.a11y.spec.ts).
test('products: the add drawer filled in, then with rich text and colours', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(240_000);
  await loginAs('admin');
  await inEachLook(page, async (check) => {
    const catalog = new CatalogPage(page);
    await catalog.open('admin');
    const form = await catalog.openAdd();
    await form.fillIn({
      name: 'Aurora Desk Lamp',
      category: 'Smart home',
      brand: 'Philips',
      sku: 'aurora-lamp-1',
      status: 'Published',
      price: '89.5',
      stock: '3',
      picture: await picture(page),
    });
    await check('/apps/ecommerce/products (add drawer)');
    await page.keyboard.press('Escape');
    await expect(form.drawer).toBeHidden();

    const rich = await catalog.openAdd();
    await rich.fillIn({
      name: 'Nimbus Studio Headphones',
      description: 'Closed-back, **studio** sound.',
      category: 'Audio',
      brand: 'Sony',
      sku: 'nimbus-studio-1',
      status: 'Published',
      price: '99',
      compareAtPrice: '129',
      stock: '0',
      colors: [
        { name: 'Black', stock: '2' },
        { name: 'White', stock: '0' },
      ],
      picture: await picture(page),
    });
    // With colours the stock is theirs: 2.
    await expect(rich.field(catalogTexts.fields.stock)).toHaveValue('2');
    await check('/apps/ecommerce/products (add drawer, rich text and colours)');
    await page.keyboard.press('Escape');
    await expect(rich.drawer).toBeHidden();
  });
});

// The list as it opens is checked with every menu page (pages.a11y.spec.ts).
test('discount codes: the add drawer with field errors', async ({ page, loginAs }) => {
  test.setTimeout(120_000);
  await loginAs('admin');
  await inEachLook(page, async (check) => {
    const discounts = new DiscountsPage(page);
    await discounts.open('admin');
    const form = await discounts.openAdd();
    await form.fillIn({ code: 'x', kind: 'Percent off', value: '0', endsOn: '2026-12-31' });
    await form.drawer.getByRole('button', { name: discountsTexts.add }).click();
    await expect(form.drawer.getByText(discountsTexts.percentRange)).toBeVisible();
    await expect(form.field(discountsTexts.fields.code)).toHaveAttribute('aria-invalid', 'true');
    await check('/apps/ecommerce/discounts (add drawer with field errors)');
    await page.keyboard.press('Escape');
    await expect(form.drawer).toBeHidden();
  });
});

test('a customer page with their orders', async ({ page, loginAs }) => {
  test.setTimeout(120_000);
  await loginAs('admin');
  await inEachLook(page, async (check) => {
    // Jane Doe, the client's account (customer 2 of the seed).
    await openSignedIn(page, '/apps/ecommerce/customers/2', 'admin');
    await expect(page.getByRole('heading', { name: 'Jane Doe', level: 1 })).toBeVisible(pageLoad);
    await expect(new CustomersPage(page).ordersTable.getByRole('rowheader').first()).toHaveText(
      /^#\d+$/,
    );
    await check('/apps/ecommerce/customers/2');
  });
});

test("an order's page with its refund dialog", async ({ page, api, loginAs }) => {
  test.setTimeout(180_000);
  // The buyer's order, placed through the API.
  const order = await placeOrderThroughApi(api, 2);
  await loginAs('admin');
  await inEachLook(page, async (check) => {
    const orders = new OrdersAdminPage(page);
    await orders.open('admin', '?status=pending&customer=client%40demo.com');
    const detail = await orders.openOrder(order.number);
    expect((await detail.take(ordersAdminTexts.pay)).status()).toBe(200);
    await expect(detail.status).toHaveText(ordersAdminTexts.status.paid);
    await detail.openRefund();
    await check('/apps/ecommerce/orders-admin/$orderId (refund dialog)');
  });
});

test('a product page with the review form (a buyer of it)', async ({ page, loginAs }) => {
  test.setTimeout(120_000);
  await loginAs('client');
  await inEachLook(page, async (check) => {
    // Product 153: in the client's seeded orders, not yet reviewed by them.
    const product = new ProductReviews(page);
    await product.open(153, 'client');
    await expect(product.form).toBeVisible();
    await check('/apps/ecommerce/products/153 (review form)');
  });
});

test("an order's receipt with its refunds, and a shipped order's carrier link", async ({
  page,
  api,
  loginAs,
}) => {
  test.setTimeout(180_000);
  await api.signIn('admin');
  const ids = async (status: string) => {
    const { orders } = await api.json<{ orders: { id: number }[] }>(
      `/apps/ecommerce/admin/orders?status=${status}&perPage=1`,
    );
    return orders[0]?.id ?? 0;
  };
  const refunded = await ids('refunded');
  const delivered = await ids('delivered');
  await loginAs('admin');
  await inEachLook(page, async (check) => {
    await openSignedIn(page, `/apps/ecommerce/orders-admin/${refunded}/receipt`, 'admin');
    const receipt = new ReceiptPage(page);
    await expect(receipt.document).toBeVisible(pageLoad);
    await expect(receipt.document.getByRole('region', { name: 'Refunds' })).toBeVisible();
    await check('/apps/ecommerce/orders-admin/$orderId/receipt (refunded)');
    await openSignedIn(page, `/apps/ecommerce/orders-admin/${delivered}`, 'admin');
    await expect(
      page.getByRole('link', { name: /opens the carrier’s tracking page/ }).first(),
    ).toBeVisible(pageLoad);
    await check('/apps/ecommerce/orders-admin/$orderId (carrier link)');
  });
});
