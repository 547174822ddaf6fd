import { screen, waitFor, within } from '@testing-library/react';
import { cents } from '@/lib/ecommerce/money';
import { formatMoney } from '@/lib/i18n/formats';
import type { Order } from '@/lib/ecommerce/order-schemas';
import { getDemoSession } from '@/mocks/db/sessions';
import { clockIso } from '@/mocks/lib/clock';
import { renderRoute } from '@/testing/render-route';
import { expectToast } from '@/testing/toasts';

// The first render transforms the lazy route chunks: seconds on a busy machine.
const loaded = { timeout: 15_000 };

/** A seeded delivered order whose buyer asked to return one item of its first line. */
function orderWithOpenReturn(): Order {
  const { db, clock } = getDemoSession();
  const order = db.orders.find(
    (candidate) => candidate.status === 'delivered' && candidate.lines.length > 1,
  );
  if (!order) throw new Error('the seed has no delivered order of two lines');
  order.returns.push({
    status: 'requested',
    lines: [{ line: 0, qty: 1 }],
    reason: 'notAsDescribed',
    comment: 'Smaller than in the photos',
    requestedAt: clockIso(clock),
    decidedAt: null,
    decidedBy: null,
    refusal: null,
    amount: null,
  });
  return order;
}

describe('a return on the managers’ order page', { timeout: 30_000 }, () => {
  it('shows the request and accepts it: its share of what was paid is refunded', async () => {
    const order = orderWithOpenReturn();
    const [line] = order.lines;
    if (!line) throw new Error('no line');
    const share = formatMoney(cents((line.price * order.total) / order.subtotal), 'en');
    const { user } = await renderRoute(`/apps/ecommerce/orders-admin/${order.id}`, {
      as: 'admin',
    });
    const panel = await screen.findByRole('region', { name: 'Returns' }, loaded);
    expect(within(panel).getByText('Awaiting an answer')).toBeVisible();
    expect(within(panel).getByText('Reason: Not as described')).toBeVisible();
    expect(within(panel).getByText('Smaller than in the photos')).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Accept and refund' }));
    const dialog = await screen.findByRole('dialog', {}, loaded);
    expect(within(dialog).getByText(new RegExp(share.replace('$', '\\$')))).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Accept and refund' }));
    await expectToast('Return accepted and refunded.');
    expect(order.returns[0]?.status).toBe('accepted');
    expect(order.lines[0]?.refundedQty).toBe(1);
    await waitFor(() => expect(within(panel).getByText(`Refunded: ${share}`)).toBeVisible());
    expect(within(panel).queryByRole('button', { name: 'Accept and refund' })).toBeNull();
    expect(screen.getByText('Return accepted and refunded')).toBeVisible();
  });

  it('refuses it with a reason, required', async () => {
    const order = orderWithOpenReturn();
    const { user } = await renderRoute(`/apps/ecommerce/orders-admin/${order.id}`, {
      as: 'admin',
    });
    const panel = await screen.findByRole('region', { name: 'Returns' }, loaded);
    await user.click(within(panel).getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', {}, loaded);
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    const reason = within(dialog).getByRole('textbox', { name: /Reason for refusal/ });
    await waitFor(() => expect(reason).toHaveAccessibleDescription(/This field is required/));
    await user.type(reason, 'Used, not returnable');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await expectToast('Return refused.');
    expect(order.returns[0]).toMatchObject({ status: 'refused', refusal: 'Used, not returnable' });
    expect(order.refunded).toBe(0);
    expect(await within(panel).findByText('Used, not returnable', {}, loaded)).toBeVisible();
  });
});
