import { screen, waitFor, within } from '@testing-library/react';
import { getDemoSession } from '@/mocks/db/sessions';
import { renderRoute } from '@/testing/render-route';

// jsdom has no layout, so floating-ui leaves the opened menu display: none (`hidden: true`).
// The bell renders in the navbar of every signed-in page; the seed gives the admin two unread
// notifications (a new order, a sign-up) and one read (an invoice paid).
/** The record a seeded notification of `kind` names, as the seed holds it. */
function seededRecord(kind: 'orderPlaced' | 'invoicePaid') {
  const { db } = getDemoSession();
  const id = db.notifications.find((row) => row.kind === kind)?.record?.id;
  const record =
    kind === 'orderPlaced'
      ? db.orders.find((row) => row.id === id)?.number
      : `#${String(db.invoices.find((row) => row.id === id)?.id)}`;
  if (id === undefined || record === undefined) throw new Error(`no seeded ${kind}`);
  return { id, number: record };
}

describe('The notifications bell', { timeout: 30_000 }, () => {
  it('shows the unread count in its name, lists the latest, and marks all read', async () => {
    const { user } = await renderRoute('/account', { as: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    await within(menu).findByRole('menuitem', { name: /signed up/, hidden: true });
    const items = within(menu).getAllByRole('menuitem', { hidden: true });
    // Newest first; the order and the invoice are the seed's newest order and last one paid.
    const order = seededRecord('orderPlaced').number;
    const invoice = seededRecord('invoicePaid').number;
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/signed up\u20681 hour ago\u2069 Unread$/),
      `Invoice \u2068${invoice}\u2069 is paid\u20682 hours ago\u2069`,
      `New order \u2068${order}\u2069\u20682 hours ago\u2069 Unread`,
      'Mark all read',
      'View all',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Mark all read', hidden: true }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeVisible();
    await waitFor(() =>
      expect(getDemoSession().db.notifications.filter((row) => !row.read)).toHaveLength(0),
    );
  });

  it('opens the record of a notification clicked, marked read', async () => {
    const { user, router } = await renderRoute('/account', { as: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    await user.click(
      await within(menu).findByRole('menuitem', { name: /^New order/, hidden: true }),
    );
    // The managers' order page: the admin reads every buyer's order there.
    const order = seededRecord('orderPlaced');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/apps/ecommerce/orders-admin/${order.id}`),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: new RegExp(order.number) }),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    expect(getDemoSession().db.notifications.find((row) => row.id === 2)?.read).toBe(true);
  });
});
