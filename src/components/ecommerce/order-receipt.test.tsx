import { screen, within } from '@testing-library/react';
import { getDemoSession } from '@/mocks/db/sessions';
import { demoAccounts } from '@/mocks/seed/auth-seed';
import { renderRoute } from '@/testing/render-route';
import { formatMoney } from '@/lib/i18n/formats';

// The first render transforms the lazy route chunks: seconds on a busy machine.
const loaded = { timeout: 15_000 };
const db = () => getDemoSession().db;

/** The client's `index`th seeded delivered order (each test changes its own). */
function clientOrder(index: number) {
  const order = db().orders.filter(
    (candidate) => candidate.userId === demoAccounts.client.id && candidate.status === 'delivered',
  )[index];
  if (!order) throw new Error(`the seed gives the client no delivered order ${index}`);
  return order;
}

describe('an order’s receipt and its carrier link', { timeout: 30_000 }, () => {
  it('prints the buyer’s receipt: seller, buyer, number, date, lines, figures, payment, refunds', async () => {
    const order = clientOrder(0);
    order.refunded = 12.5;
    order.timeline.push({
      event: 'refund',
      at: '2026-11-20T10:00:00.000Z',
      by: { id: 1, fullName: 'John Doe' },
      trackingNumber: null,
      amount: 12.5,
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await renderRoute(`/apps/ecommerce/orders/${order.id}/receipt`, {
      as: 'client',
    });
    const receipt = await screen.findByRole('article', { name: 'Receipt' }, loaded);
    expect(within(receipt).getByText('Admin Dashboard Shop')).toBeVisible();
    expect(within(receipt).getByText(`Order ${order.number}`)).toBeVisible();
    const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(order.createdAt),
    );
    expect(within(receipt).getByText(new RegExp(`^Placed on ${day} at `))).toBeVisible();
    // The buyer: the delivery address's name; the payment as paid.
    const buyer = within(receipt).getByRole('region', { name: 'Billed to' });
    expect(within(buyer).getByText(order.address.fullName)).toBeVisible();
    const rows = within(receipt).getAllByRole('row');
    expect(rows).toHaveLength(order.lines.length + 1);
    const [first] = order.lines;
    expect(rows[1]).toHaveTextContent(first?.name ?? 'the first line');
    expect(rows[1]).toHaveTextContent(formatMoney(first?.lineTotal ?? 0, 'en'));
    expect(within(receipt).getByText(formatMoney(order.total, 'en'))).toBeVisible();
    const refunds = within(receipt).getByRole('region', { name: 'Refunds' });
    expect(within(refunds).getByText(`−${formatMoney(12.5, 'en')}`)).toBeVisible();
    expect(
      within(refunds).getByText(formatMoney(Math.round((order.total - 12.5) * 100) / 100, 'en')),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: `Back to order ${order.number}` })).toHaveAttribute(
      'href',
      `/apps/ecommerce/orders/${order.id}`,
    );
  });

  it('shows the managers the buyer’s name and email on the receipt', async () => {
    const order = clientOrder(1);
    await renderRoute(`/apps/ecommerce/orders-admin/${order.id}/receipt`, { as: 'admin' });
    const receipt = await screen.findByRole('article', { name: 'Receipt' }, loaded);
    expect(within(receipt).getByText(demoAccounts.client.email)).toBeVisible();
    expect(within(receipt).queryByRole('region', { name: 'Refunds' })).toBeNull();
  });

  it('links the tracking number to the carrier’s page, in a new tab that it names', async () => {
    const order = clientOrder(1);
    order.carrier = 'laposte';
    order.trackingNumber = '6A12345678901';
    const { user } = await renderRoute(`/apps/ecommerce/orders/${order.id}`, { as: 'client' });
    await screen.findByRole('heading', { name: `Order ${order.number}` }, loaded);
    const links = await screen.findAllByRole(
      'link',
      { name: /^La Poste 6A12345678901 \(opens the carrier’s tracking page in a new tab\)$/ },
      loaded,
    );
    // The delivery card's and the history's (the history names the carrier it shipped with).
    const [card] = links;
    expect(card).toHaveAttribute(
      'href',
      'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
    );
    expect(card).toHaveAttribute('target', '_blank');
    expect(card).toHaveAttribute('rel', 'noopener noreferrer');
    // And the order page opens its receipt.
    await user.click(screen.getByRole('link', { name: 'Receipt' }));
    expect(await screen.findByRole('article', { name: 'Receipt' }, loaded)).toBeVisible();
  });

  it('encodes a stored number into the carrier’s fixed address, never anything else', async () => {
    const order = clientOrder(2);
    order.carrier = 'ups';
    order.trackingNumber = '1Z?x=1&y=<b>';
    await renderRoute(`/apps/ecommerce/orders/${order.id}`, { as: 'client' });
    const [link] = await screen.findAllByRole('link', { name: /^UPS / }, loaded);
    expect(link).toHaveAttribute(
      'href',
      'https://www.ups.com/track?tracknum=1Z%3Fx%3D1%26y%3D%3Cb%3E',
    );
  });
});
