import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Order } from '@/lib/ecommerce/order-schemas';
import { getDemoSession } from '@/mocks/db/sessions';
import { mockServer } from '@/mocks/hosts/node';
import { clockNow } from '@/mocks/lib/clock';
import { demoAccounts } from '@/mocks/seed/auth-seed';
import { renderRoute } from '@/testing/render-route';
import { expectToast } from '@/testing/toasts';

// The first render transforms the lazy route chunks: seconds on a busy machine.
const loaded = { timeout: 15_000 };
const DAY = 86_400_000;

/** One of the client's seeded orders, made delivered `daysAgo` days ago (by the mock's clock). */
function deliveredOrder(daysAgo: number): Order {
  const { db, clock } = getDemoSession();
  const order = db.orders.find((candidate) => candidate.userId === demoAccounts.client.id);
  if (!order) throw new Error('the seed gives the client no order');
  order.status = 'delivered';
  order.refunded = 0;
  order.returns = [];
  for (const line of order.lines) line.refundedQty = 0;
  order.timeline.push({
    event: 'deliver',
    at: new Date(clockNow(clock) - daysAgo * DAY).toISOString(),
    by: { id: demoAccounts.admin.id, fullName: 'Admin' },
    trackingNumber: null,
    amount: null,
  });
  return order;
}

/** The order's page as the client, its return dialog open. */
async function openReturnDialog(order: Order) {
  const { user } = await renderRoute(`/apps/ecommerce/orders/${order.id}`, { as: 'client' });
  await user.click(await screen.findByRole('button', { name: 'Request a return' }, loaded));
  const dialog = await screen.findByRole('dialog', {}, loaded);
  return { user, dialog };
}

describe('a buyer’s returns', { timeout: 30_000 }, () => {
  it('asks for a return of a delivered order: the items, a reason, then its state', async () => {
    const order = deliveredOrder(3);
    const [line] = order.lines;
    if (!line) throw new Error('no line');
    const { user, dialog } = await openReturnDialog(order);
    const submit = within(dialog).getByRole('button', { name: 'Request a return' });
    // Nothing chosen: both rules are told, nothing is sent.
    await user.click(submit);
    expect(await within(dialog).findByText('Choose at least one item to return.')).toBeVisible();
    expect(within(dialog).getByText('This field is required.')).toBeVisible();
    expect(order.returns).toEqual([]);
    const qty = within(dialog).getByRole('textbox', { name: line.name });
    await user.clear(qty);
    await user.type(qty, '1');
    await user.click(within(dialog).getByRole('radio', { name: 'Arrived damaged' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Cracked screen');
    await user.click(submit);
    await expectToast('Return requested.');
    expect(order.returns).toEqual([
      expect.objectContaining({
        status: 'requested',
        lines: [{ line: 0, qty: 1 }],
        reason: 'damaged',
        comment: 'Cracked screen',
      }),
    ]);
    // The card shows the request, awaiting its answer; no second one may be asked.
    const card = screen.getByRole('region', { name: 'Returns' });
    expect(await within(card).findByText('Awaiting an answer', {}, loaded)).toBeVisible();
    expect(within(card).getByText('Reason: Arrived damaged')).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Request a return' })).toBeNull();
    expect(screen.getByText('Return requested')).toBeVisible();
  });

  it('puts the API’s refusal by the field it names, the input kept', async () => {
    const order = deliveredOrder(3);
    const [line] = order.lines;
    if (!line) throw new Error('no line');
    mockServer.use(
      http.post('*/apps/ecommerce/orders/:id/returns', () =>
        HttpResponse.json(
          {
            message: 'validation.failed',
            errors: { 'lines.0.qty': ['ecommerce.returns.errors.qty'] },
          },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog } = await openReturnDialog(order);
    const qty = within(dialog).getByRole('textbox', { name: line.name });
    await user.clear(qty);
    await user.type(qty, '1');
    await user.click(within(dialog).getByRole('radio', { name: 'Wrong item sent' }));
    await user.click(within(dialog).getByRole('button', { name: 'Request a return' }));
    await waitFor(() => expect(qty).toHaveAccessibleDescription(/More than can be returned/));
    expect(qty).toHaveValue('1');
    expect(within(dialog).getByRole('radio', { name: 'Wrong item sent' })).toBeChecked();
  });

  it('says when the window closed and offers no request after it', async () => {
    const order = deliveredOrder(45);
    await renderRoute(`/apps/ecommerce/orders/${order.id}`, { as: 'client' });
    const card = await screen.findByRole('region', { name: 'Returns' }, loaded);
    expect(await within(card).findByText(/^Returns were possible until/, {}, loaded)).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Request a return' })).toBeNull();
  });
});
