import { expect, test } from './fixtures';
import { pageLoad, placeOrderThroughApi, signInElsewhere } from './helpers';
import { money } from './money';
import { OrderPage, orderTexts } from './pages/order-page';
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

    const shipped = await detail.ship('1z999aa10123456784');
    expect(shipped.status(), 'ship').toBe(200);
    await expect(detail.dialog).toBeHidden();
    await expect(detail.status).toHaveText(ordersAdminTexts.status.shipped);
    await expect(detail.history.getByText('1Z999AA10123456784')).toBeVisible(pageLoad);

    const refund = await detail.openRefund();
    await expect(refund.getByRole('textbox').first()).toHaveValue('2');
    expect((await detail.confirmRefund()).status(), 'refund').toBe(200);
    await expect(detail.status).toHaveText(ordersAdminTexts.status.refunded, pageLoad);
    await expect(detail.step(ordersAdminTexts.refund)).toHaveCount(0);

    // The buyer, in a browser of their own on the same mock data, reads it on their order.
    const buyer = await signInElsewhere({ browser, isolate, consoleGuard }, 'client');
    const seen = new OrderPage(buyer);
    await seen.open('client', order.id);
    await expect(seen.heading(order.number)).toBeVisible();
    await expect(seen.historyEntry(orderTexts.timeline.ship)).toBeVisible(pageLoad);
    await expect(seen.history.getByText('1Z999AA10123456784')).toBeVisible();
    await expect(seen.historyEntry(orderTexts.timeline.refund)).toBeVisible();
    await expect(seen.status(orderTexts.status.refunded)).toBeVisible();
    await buyer.context().close();
  });

  test('a refund by line: the buyer sees the line refunded, the amount and the history', async ({
    page,
    browser,
    api,
    isolate,
    consoleGuard,
    loginAs,
    mockApi,
  }) => {
    // Two lines of two each; one of the first line's is refunded.
    const order = await placeOrderThroughApi(api, 2, 2);
    const [first = '', second = ''] = order.products;

    await loginAs('admin');
    const orders = new OrdersAdminPage(page);
    await orders.open('admin', '?status=pending&customer=client%40demo.com');
    const detail = await orders.openOrder(order.number);
    expect((await detail.take(ordersAdminTexts.pay)).status()).toBe(200);
    expect((await detail.ship('1z999aa10123456785')).status(), 'ship').toBe(200);
    await expect(detail.status).toHaveText(ordersAdminTexts.status.shipped);

    const refunded = await detail.refundLines({ [first]: 1 });
    expect(refunded.status(), 'refund').toBe(200);
    // What the dialog sent: the first line (0), one of it; the second line is not refunded.
    const sent = (await mockApi.requests({ method: 'POST', path: /\/steps$/ })).at(-1);
    expect(sent?.body).toEqual({ action: 'refund', lines: [{ line: 0, qty: 1 }] });
    // Part of it only: the order is still shipped, and may be refunded further.
    await expect(detail.status).toHaveText(ordersAdminTexts.status.shipped);
    await expect(detail.step(ordersAdminTexts.refund)).toBeVisible();

    // The buyer's own order, as the API answers it (`loginAs` made `api` the admin's).
    await api.signIn('client');
    const {
      refunded: amount,
      lines,
      subtotal,
      total,
    } = await api.json<{
      refunded: number;
      lines: { price: number }[];
      subtotal: number;
      total: number;
    }>(`/apps/ecommerce/orders/${order.id}`);
    // The item's share of what was paid: its price with the tax and shipping the order added.
    expect(amount).toBe(Math.round(((lines[0]?.price ?? 0) * total * 100) / subtotal) / 100);

    const buyer = await signInElsewhere({ browser, isolate, consoleGuard }, 'client');
    const seen = new OrderPage(buyer);
    await seen.open('client', order.id);
    expect(await seen.itemNames()).toEqual([first, second]);
    await expect(seen.item(first)).toContainText(orderTexts.lineRefunded(1));
    await expect(seen.item(second)).not.toContainText(orderTexts.lineRefunded(1));
    await expect(seen.summary.figure('Refunded')).toHaveText(money(amount));
    await expect(seen.historyEntry(orderTexts.timeline.refund)).toBeVisible();
    await expect(seen.status(orderTexts.status.shipped)).toBeVisible();
    await buyer.context().close();
  });
});
