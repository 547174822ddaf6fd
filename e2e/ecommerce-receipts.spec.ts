import { expect, test } from './fixtures';
import { pageLoad, placeOrderThroughApi, signInElsewhere } from './helpers';
import { EmailPage } from './pages/email-page';
import { OrderPage, orderTexts } from './pages/order-page';
import { OrderAdminPage, ordersAdminTexts } from './pages/orders-admin-page';

test.describe('E-commerce: the buyer’s mail, receipt and carrier link', () => {
  test('the buyer finds the confirmation in their inbox and prints the receipt; once shipped, the order links to the carrier', async ({
    page,
    browser,
    api,
    isolate,
    consoleGuard,
    loginAs,
    mockApi,
  }) => {
    // The buyer reads their mail while the order is placed (the checkout has its own flow).
    await loginAs('client');
    const inbox = new EmailPage(page);
    await inbox.goto();
    const order = await placeOrderThroughApi(api, 1);

    // The confirmation arrives in the open inbox, live, and reads the order.
    const subject = orderTexts.confirmationSubject(order.number);
    const row = inbox.rows.filter({ hasText: subject });
    await expect(row).toBeVisible(pageLoad);
    await row.locator('button').last().click();
    await expect(inbox.mail).toBeVisible(pageLoad);
    await expect(inbox.body).toContainText(order.products[0] ?? 'the product');
    await expect(inbox.body).toContainText('12 Main Street');
    const [mail] = (await mockApi.outbox('client@demo.com')).filter(
      (sent) => sent.kind === 'orderConfirmation',
    );
    expect(mail?.subject).toBe(subject);
    const link = inbox.body.getByRole('link', { name: mail?.link ?? 'the order’s link' });
    await expect(link).toHaveAttribute('href', mail?.link ?? '');

    // The mail's link opens the order; its receipt prints the receipt alone.
    await page.goto(new URL(mail?.link ?? '/').pathname);
    const seen = new OrderPage(page);
    await expect(seen.heading(order.number)).toBeVisible(pageLoad);
    const receipt = await seen.openReceipt();
    await expect(receipt.document.getByText(`Order ${order.number}`)).toBeVisible();
    await expect(receipt.document.getByRole('row')).toHaveCount(2);
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await receipt.printButton.click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation').first()).toBeHidden();
    await expect(receipt.printButton).toBeHidden();
    await expect(receipt.document).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // The shop manager, in a browser of their own, is paid and ships with La Poste.
    const manager = await signInElsewhere({ browser, isolate, consoleGuard }, 'shopManager');
    await manager.goto(`/apps/ecommerce/orders-admin/${order.id}`);
    const managed = new OrderAdminPage(manager, order.number);
    await expect(managed.heading).toBeVisible(pageLoad);
    expect((await managed.take(ordersAdminTexts.pay)).status(), 'pay').toBe(200);
    const shipped = await managed.ship('6a12345678901', 'La Poste');
    expect(shipped.status(), 'ship').toBe(200);
    await expect(managed.status).toHaveText(ordersAdminTexts.status.shipped);
    await manager.context().close();

    // The buyer's order links the number to La Poste's tracking page, in a new tab.
    await page.goto(`/apps/ecommerce/orders/${order.id}`);
    const tracking = seen.trackingLink('La Poste', '6A12345678901');
    await expect(tracking).toBeVisible(pageLoad);
    await expect(tracking).toHaveAttribute(
      'href',
      'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
    );
    await expect(tracking).toHaveAttribute('target', '_blank');
    await expect(tracking).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
