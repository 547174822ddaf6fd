import { expect, inEachLook, test } from './fixtures';
import { openSignedIn, pageLoad, placeOrderThroughApi, signInElsewhere } from './helpers';
import { OrderPage } from './pages/order-page';
import { deliverThroughApi, OrderReturns, returnTexts } from './pages/order-returns';

// Returns: the buyer's request dialog and the managers' panel with a request to answer, each in
// both looks.
test('an order’s return: the buyer’s request dialog, then the managers’ panel', async ({
  page,
  browser,
  api,
  isolate,
  consoleGuard,
  loginAs,
}) => {
  test.setTimeout(180_000);
  const order = await placeOrderThroughApi(api, 1, 2);
  await deliverThroughApi(api, order.id);
  await loginAs('client');
  const returns = new OrderReturns(page);
  await inEachLook(page, async (check) => {
    await new OrderPage(page).open('client', order.id);
    await returns.section.getByRole('button', { name: returnTexts.request }).click();
    await expect(returns.dialog).toBeVisible();
    await returns.dialog.getByRole('radio', { name: returnTexts.reason.damaged }).check();
    await check('/apps/ecommerce/orders/$orderId (return dialog)');
    await page.keyboard.press('Escape');
    await expect(returns.dialog).toBeHidden();
  });

  await api.signIn('client');
  const asked = await api.post(`/apps/ecommerce/orders/${order.id}/returns`, {
    lines: [{ line: 0, qty: 1 }],
    reason: 'damaged',
    comment: 'The screen is cracked',
  });
  expect(asked.status(), 'POST …/returns').toBe(201);
  // The admin, in a browser of their own on the same mock data.
  const admin = await signInElsewhere({ browser, isolate, consoleGuard }, 'admin');
  const panel = new OrderReturns(admin);
  await inEachLook(admin, async (check) => {
    await openSignedIn(admin, `/apps/ecommerce/orders-admin/${order.id}`, 'admin');
    await expect(panel.state('requested')).toBeVisible(pageLoad);
    await expect(panel.section.getByRole('button', { name: returnTexts.accept })).toBeVisible();
    await check('/apps/ecommerce/orders-admin/$orderId (return request)');
  });
  await admin.context().close();
});
