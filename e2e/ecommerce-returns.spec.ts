import { expect, test } from './fixtures';
import { openSignedIn, pageLoad, placeOrderThroughApi, signInElsewhere } from './helpers';
import { money } from './money';
import { NotificationBell } from './pages/notification-bell';
import { OrderPage, orderTexts } from './pages/order-page';
import { deliverThroughApi, OrderReturns, returnTexts } from './pages/order-returns';

test.describe('E-commerce returns', () => {
  test('a buyer asks to return an item; a shop manager, told live, accepts; the buyer sees the refund', async ({
    page,
    browser,
    api,
    isolate,
    consoleGuard,
    loginAs,
  }) => {
    // A delivered order of two lines, one of each (its steps have a flow of their own).
    const order = await placeOrderThroughApi(api, 1, 2);
    const [first = ''] = order.products;
    await deliverThroughApi(api, order.id);
    await api.signIn('shopManager');
    const { unread } = await api.json<{ unread: number }>('/api/notifications/unread-count');

    // The shop manager, in a browser of her own, has a page open.
    const manager = await signInElsewhere({ browser, isolate, consoleGuard }, 'shopManager');
    await openSignedIn(manager, '/account', 'shopManager');
    const bell = new NotificationBell(manager);
    await bell.expectUnread(unread);

    await loginAs('client');
    const mine = new OrderPage(page);
    await mine.open('client', order.id);
    const returns = new OrderReturns(page);
    const asked = await returns.request({ [first]: 1 }, 'damaged', 'The screen is cracked');
    expect(asked.status(), 'POST …/returns').toBe(201);
    await expect(returns.state('requested')).toBeVisible(pageLoad);
    await expect(mine.historyEntry(returnTexts.timeline.requestReturn)).toBeVisible();

    // Told as it happens; the notification opens the order, its request awaiting an answer.
    await bell.expectUnread(unread + 1);
    await bell.open();
    await expect(bell.item(order.number)).toHaveCount(2); // its "New order" too
    await bell.follow(returnTexts.notification);
    const answered = new OrderReturns(manager);
    await expect(answered.section.getByText('The screen is cracked')).toBeVisible(pageLoad);
    // The item's share of what was paid: its price with the tax and shipping the order added.
    await api.signIn('client');
    const placed = await api.json<{ lines: { price: number }[]; subtotal: number; total: number }>(
      `/apps/ecommerce/orders/${order.id}`,
    );
    const share =
      Math.round(((placed.lines[0]?.price ?? 0) * placed.total * 100) / placed.subtotal) / 100;
    expect((await answered.accept(money(share))).status(), 'acceptReturn').toBe(200);
    await expect(answered.state('accepted')).toBeVisible(pageLoad);
    await manager.context().close();

    // The buyer's open page follows: the request accepted, the refund in the figures and history.
    await expect(returns.state('accepted')).toBeVisible(pageLoad);
    await expect(returns.section.getByText(returnTexts.refunded(money(share)))).toBeVisible();
    await expect(mine.summary.figure('Refunded')).toHaveText(money(share));
    await expect(mine.historyEntry(returnTexts.timeline.acceptReturn)).toBeVisible();
    await expect(mine.status(orderTexts.status.delivered)).toBeVisible();
  });
});
