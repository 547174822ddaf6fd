// @vitest-environment node
import { orderSchema } from '@/lib/ecommerce/order-schemas';
import { getMockSession, MOCK_SESSION_COOKIE } from '@/mocks/db/sessions';
import { demoAccounts } from '@/mocks/seed/auth-seed';
import { callApi, signInAs } from '@/mocks/testing/mock-api-client';
import { testAddress } from '@/mocks/testing/place-order';
import { openTestStream } from '@/testing/live-stream-client';
import { formatMoney } from '@/lib/i18n/formats';

let run = 0;
let session = '';
const opened: AbortController[] = [];

beforeEach(() => {
  run += 1;
  session = `order-mail-test-${run}-${Date.now()}`;
});

afterEach(() => {
  for (const controller of opened.splice(0)) controller.abort();
});

const db = () => getMockSession({ [MOCK_SESSION_COOKIE]: session }).db;

/** A product in stock, not free to ship, with no colours: one cart line. */
function product() {
  const found = db().products.find(
    (candidate) =>
      candidate.status === 'published' &&
      candidate.stock >= 3 &&
      candidate.colors.length === 0 &&
      candidate.price < 200,
  );
  if (!found) throw new Error('the seed has no cheap product in stock');
  return found;
}

/** The client places an order of two of `product()` by card, with SAVE10. */
async function placeOrder(token: string) {
  const chosen = product();
  const body = { productId: chosen.id, qty: 2 };
  expect((await callApi('/apps/ecommerce/cart', { session, token, body })).status).toBe(200);
  const code = { code: 'save10' };
  expect(
    (await callApi('/apps/ecommerce/cart/discount', { session, token, body: code })).status,
  ).toBe(200);
  const card = { name: 'Ada Client', number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
  const placed = await callApi('/apps/ecommerce/orders', {
    session,
    token,
    body: { address: testAddress, payment: { method: 'card', card } },
  });
  expect(placed.status).toBe(201);
  return { order: orderSchema.parse(placed.body), product: chosen };
}

const mailsTo = (email: string) =>
  db().outbox.filter((mail) => mail.to === email && mail.kind === 'orderConfirmation');

describe('the order confirmation mail', () => {
  it('mails the buyer the order (lines, totals, payment, address, a link) into their inbox, live', async () => {
    const { accessToken } = await signInAs('client', session);
    const stream = await openTestStream({ session, token: accessToken, closeWith: opened });
    const { order, product: bought } = await placeOrder(accessToken);

    const buyer = db().users.find((user) => user.id === demoAccounts.client.id);
    const [mail, ...others] = mailsTo(demoAccounts.client.email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(`Your order ${order.number} is confirmed`);
    expect(mail?.link).toMatch(new RegExp(`/apps/ecommerce/orders/${order.id}$`));
    const text = mail?.text ?? '';
    for (const part of [
      `Hello ${buyer?.fullName ?? 'the buyer'}, thank you for your order ${order.number}`,
      `2 × ${bought.name}: ${formatMoney(order.lines[0]?.lineTotal ?? 0, 'en')}`,
      `Discount (SAVE10): −${formatMoney(order.discount, 'en')}`,
      `Tax: ${formatMoney(order.tax, 'en')}`,
      `Total: ${formatMoney(order.total, 'en')}`,
      'Payment: Card ending in 4242',
      `${testAddress.line1}\n${testAddress.postalCode} ${testAddress.city}\nUnited States`,
      mail?.link ?? 'the link',
    ]) {
      expect(text).toContain(part);
    }
    // Nobody else is mailed: the managers hear of it by a notification.
    expect(db().outbox.filter((row) => row.kind === 'orderConfirmation')).toHaveLength(1);

    // The same mail, unread, in the buyer's inbox in the email app, pushed to their open tabs.
    const inbox = db().emails.filter(
      (row) => row.ownerId === demoAccounts.client.id && row.subject === mail?.subject,
    );
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ folder: 'inbox', isRead: false });
    expect(inbox[0]?.message).toContain(`<a href="${mail?.link ?? ''}">`);
    await stream.until(() => stream.ofType('mailReceived').length === 1);
    expect(stream.ofType('mailReceived')[0]?.data).toEqual({
      emailId: inbox[0]?.id,
      subject: mail?.subject,
    });
  });

  it('is written in the buyer’s saved language, and escapes what users wrote', async () => {
    const { accessToken } = await signInAs('client', session);
    db().accountPreferences.push({
      userId: demoAccounts.client.id,
      language: 'fr',
      timeZone: null,
    });
    const bought = product();
    bought.name = 'Casque <b>pro</b> & co';
    const { order } = await placeOrder(accessToken);

    const [mail] = mailsTo(demoAccounts.client.email);
    expect(mail?.subject).toBe(`Votre commande ${order.number} est confirmée`);
    expect(mail?.text).toContain(`Total\u00a0: ${formatMoney(order.total, 'fr')}`);
    expect(mail?.text).toContain('Paiement\u00a0: Carte se terminant par 4242');
    expect(mail?.text).toContain('États-Unis');
    const html = db().emails.find((row) => row.subject === mail?.subject)?.message ?? '';
    expect(html).toContain('Casque &#60;b&#62;pro&#60;/b&#62; &#38; co');
    expect(html).not.toContain('<b>pro</b>');
  });
});
