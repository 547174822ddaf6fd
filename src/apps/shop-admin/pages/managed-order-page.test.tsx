import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDemoSession } from '@/mocks/db/sessions';
import { mockServer } from '@/mocks/hosts/node';
import { renderRoute } from '@/testing/render-route';
import { callApi, signInAs as signInToApi } from '@/mocks/testing/mock-api-client';
import { expectToast } from '@/testing/toasts';

// The first render transforms the lazy route chunks: seconds on a busy machine.
const loaded = { timeout: 15_000 };
const db = () => getDemoSession().db;

/** A seeded order put in `status`. */
function orderIn(status: 'pending' | 'paid') {
  const order = db().orders.at(-1);
  if (!order) throw new Error('no seeded order');
  order.status = status;
  return order;
}

/**
 * The order's page, its Ship dialog open: the dialog, its tracking number field, and a way to
 * choose the carrier by its name.
 */
async function openShipDialog(id: number) {
  const { user } = await renderRoute(`/apps/ecommerce/orders-admin/${id}`, { as: 'admin' });
  await user.click(await screen.findByRole('button', { name: 'Ship' }, loaded));
  const dialog = await screen.findByRole('dialog', {}, loaded);
  const field = within(dialog).getByRole('textbox', { name: /Tracking number/ });
  const chooseCarrier = async (name: string) => {
    const combobox = within(dialog).getByRole('combobox', { name: /^Carrier/ });
    await user.click(combobox);
    // jsdom never lays the dropdown out, so Mantine keeps it hidden; the option is still there.
    const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    await user.click(within(listbox ?? document.body).getByRole('option', { name, hidden: true }));
  };
  return { user, dialog, field, chooseCarrier };
}

describe('the managers’ orders', { timeout: 30_000 }, () => {
  it('lists every buyer’s orders filtered from the URL', async () => {
    await renderRoute('/apps/ecommerce/orders-admin?status=delivered&payment=cod', {
      as: 'admin',
    });
    const table = await screen.findByRole('table', { name: 'Orders' }, loaded);
    await waitFor(
      () => expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(0),
      loaded,
    );
    const expected = db().orders.filter(
      (order) => order.status === 'delivered' && order.payment.method === 'cod',
    ).length;
    expect(screen.getByText(new RegExp(`of ${expected}$`))).toBeVisible();
    expect(within(table).queryByText('Paid')).toBeNull();
  });

  it('offers only the steps the status allows, and takes one', async () => {
    const order = orderIn('pending');
    const { user } = await renderRoute(`/apps/ecommerce/orders-admin/${order.id}`, {
      as: 'admin',
    });
    const pay = await screen.findByRole('button', { name: 'Mark as paid' }, loaded);
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeVisible();
    for (const name of ['Ship', 'Mark as delivered', 'Refund']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    await user.click(pay);
    await screen.findByRole('button', { name: 'Ship' }, loaded);
    expect(order.status).toBe('paid');
    // The timeline comes with the refetch that follows the step.
    expect(await screen.findByText('Payment received', {}, loaded)).toBeVisible();
  });

  it('puts the status back with the API’s reason when a step fails', async () => {
    const order = orderIn('paid');
    mockServer.use(
      http.post('*/apps/ecommerce/admin/orders/:id/steps', () =>
        HttpResponse.json({ message: 'ecommerce.orders.errors.cannotCancel' }, { status: 409 }),
      ),
    );
    const { user } = await renderRoute(`/apps/ecommerce/orders-admin/${order.id}`, {
      as: 'admin',
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }, loaded));
    const dialog = await screen.findByRole('dialog', {}, loaded);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await expectToast('An order can be cancelled only before it ships.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ship' })).toBeVisible());
    expect(order.status).toBe('paid');
  });

  it('says by the field why a tracking number is refused, keeping what was typed', async () => {
    const order = orderIn('paid');
    const { user, dialog, field, chooseCarrier } = await openShipDialog(order.id);
    await user.type(field, 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    expect(
      await within(dialog).findByText('Enter 6 to 30 letters, digits or dashes.'),
    ).toBeVisible();
    // No carrier chosen yet: said by the carrier.
    expect(within(dialog).getByRole('combobox', { name: /^Carrier/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(field).toHaveValue('no');
    expect(order.status).toBe('paid');

    // A FedEx number is not a UPS one: said by the number, with what a UPS number looks like.
    await chooseCarrier('UPS');
    expect(within(dialog).getByText('A UPS number looks like 1Z999AA10123456784.')).toBeVisible();
    await user.clear(field);
    // Pasted: typing key by key is slow in jsdom.
    await user.paste('123456789012');
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    expect(
      await within(dialog).findByText('This is not a tracking number of the chosen carrier.'),
    ).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(order.status).toBe('paid');

    // With its own carrier it ships, and the order keeps the carrier.
    await chooseCarrier('FedEx');
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), loaded);
    expect(order).toMatchObject({
      status: 'shipped',
      carrier: 'fedex',
      trackingNumber: '123456789012',
    });
  });

  it('ships nothing when someone took a step meanwhile: says who, keeps what was typed', async () => {
    const order = orderIn('paid');
    const { user, dialog, field, chooseCarrier } = await openShipDialog(order.id);
    await chooseCarrier('DHL');
    await user.type(field, '1234567890');
    // Another tab ships it first, with its own number.
    const { accessToken } = await signInToApi('admin');
    const other = await callApi(`/apps/ecommerce/admin/orders/${order.id}/steps`, {
      token: accessToken,
      body: { action: 'ship', carrier: 'dhl', trackingNumber: '0987654321' },
    });
    expect(other.status).toBe(200);
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    expect(
      await within(dialog).findByText(
        'John Doe changed this record in the meantime: nothing was saved.',
      ),
    ).toBeVisible();
    expect(field).toHaveValue('1234567890');
    expect(order.trackingNumber).toBe('0987654321');
  });

  it('puts a quick step back, naming who, when the order changed meanwhile', async () => {
    const order = orderIn('paid');
    const { user } = await renderRoute(`/apps/ecommerce/orders-admin/${order.id}`, {
      as: 'admin',
    });
    await screen.findByRole('button', { name: 'Cancel order' }, loaded);
    // Another tab refunds one item: the order stays paid, at its next version.
    const { accessToken } = await signInToApi('admin');
    const other = await callApi(`/apps/ecommerce/admin/orders/${order.id}/steps`, {
      token: accessToken,
      body: { action: 'refund', lines: [{ line: 0, qty: 1 }] },
    });
    expect(other.status).toBe(200);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', {}, loaded);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await expectToast('John Doe changed this record in the meantime: nothing was saved.');
    expect(order.status).toBe('paid');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ship' })).toBeVisible());
  });

  it('sends the client to not-authorized, with no menu entry', async () => {
    const { router } = await renderRoute('/apps/ecommerce/orders-admin', { as: 'client' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-authorized'), loaded);
    expect(screen.queryByRole('link', { name: 'Manage orders' })).toBeNull();
  });
});
