import type { Order } from '../src/apps/ecommerce/api/order-schemas';
import { expect, test } from './fixtures';
import { pageLoad, signInElsewhere } from './helpers';
import { ordersAdminTexts, OrdersAdminPage } from './pages/orders-admin-page';

const address = {
  fullName: 'Jane Doe',
  line1: '12 Main Street',
  city: 'Springfield',
  postalCode: '62704',
  country: 'US',
  phone: '+1 555 123 4567',
};

test.describe('E-commerce orders, for those who manage them', () => {
  test.use({ look: { skin: 'dark', direction: 'rtl' } });

  test('an admin pays, ships and refunds a buyer’s order; the buyer sees each step', async ({
    page,
    browser,
    api,
    isolate,
    consoleGuard,
    loginAs,
    expectAccessible,
  }) => {
    // The buyer places an order (through the API: the checkout has its own flow).
    await api.signIn('client');
    const { products } = await api.json<{ products: { id: number }[] }>(
      '/apps/ecommerce/products?perPage=1&inStock=true',
    );
    const added = await api.post('/apps/ecommerce/cart', { productId: products[0]?.id, qty: 2 });
    expect(added.status(), 'POST /apps/ecommerce/cart').toBe(200);
    const placed = await api.post('/apps/ecommerce/orders', {
      address,
      payment: { method: 'cod' },
    });
    expect(placed.status(), 'POST /apps/ecommerce/orders').toBe(201);
    const order = (await placed.json()) as Order;

    await loginAs('admin');
    const orders = new OrdersAdminPage(page);
    await orders.open('admin', '?status=pending&customer=client%40demo.com');
    await expectAccessible('/apps/ecommerce/orders-admin');
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
    await expectAccessible('/apps/ecommerce/orders-admin/$orderId (refund dialog)');
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
