import { expect, test } from './fixtures';
import { pageLoad, placeOrderThroughApi, signInElsewhere } from './helpers';
import { ordersAdminTexts, OrdersAdminPage } from './pages/orders-admin-page';

test.describe('E-commerce orders, for those who manage them', () => {
  test('an admin pays, ships and refunds a buyer’s order; the buyer sees each step', async ({
    page,
    browser,
    api,
    isolate,
    consoleGuard,
    loginAs,
  }) => {
    // The buyer places an order (through the API: the checkout has its own flow).
    const order = await placeOrderThroughApi(api, 2);

    await loginAs('admin');
    const orders = new OrdersAdminPage(page);
    await orders.open('admin', '?status=pending&customer=client%40demo.com');
    const detail = await orders.openOrder(order.number);
    // Only the steps a pending order allows.
    await expect(detail.step(ordersAdminTexts.ship)).toHaveCount(0);
    expect((await detail.take(ordersAdminTexts.pay)).status()).toBe(200);
    await expect(detail.status).toHaveText(ordersAdminTexts.status.paid);

    const shipped = await detail.ship('1z999aa10123');
    expect(shipped.status(), 'ship').toBe(200);
    await expect(detail.dialog).toBeHidden();
    await expect(detail.status).toHaveText(ordersAdminTexts.status.shipped);
    await expect(detail.history.getByText('1Z999AA10123')).toBeVisible(pageLoad);

    const refund = await detail.openRefund();
    await expect(refund.getByRole('textbox').first()).toHaveValue('2');
    expect((await detail.confirmRefund()).status(), 'refund').toBe(200);
    await expect(detail.status).toHaveText(ordersAdminTexts.status.refunded, pageLoad);
    await expect(detail.step(ordersAdminTexts.refund)).toHaveCount(0);

    // The buyer, in a browser of their own on the same mock data, reads it on their order.
    const buyer = await signInElsewhere({ browser, isolate, consoleGuard }, 'client');
    await buyer.goto(`/apps/ecommerce/orders/${order.id}`);
    const history = buyer.getByRole('region', { name: ordersAdminTexts.history });
    await expect(history.getByText(ordersAdminTexts.timeline.ship)).toBeVisible(pageLoad);
    await expect(history.getByText('1Z999AA10123')).toBeVisible();
    await expect(history.getByText(ordersAdminTexts.timeline.refund)).toBeVisible();
    await expect(
      buyer.getByText(ordersAdminTexts.status.refunded, { exact: true }).first(),
    ).toBeVisible();
    await buyer.context().close();
  });
});
