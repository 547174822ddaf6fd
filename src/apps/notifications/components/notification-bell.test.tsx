import { screen, waitFor, within } from '@testing-library/react';
import { getDemoSession } from '@/mocks/db/sessions';
import { orderNumber } from '@/mocks/seed/orders-seed';
import { renderRoute } from '@/testing/render-route';

// jsdom has no layout, so floating-ui leaves the opened menu display: none (`hidden: true`).
// The bell renders in the navbar of every signed-in page; the seed gives the admin two unread
// notifications (a new order, a sign-up) and one read (an invoice paid).
describe('The notifications bell', { timeout: 30_000 }, () => {
  it('shows the unread count in its name, lists the latest, and marks all read', async () => {
    const { user } = await renderRoute('/account', { as: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    await within(menu).findByRole('menuitem', { name: /signed up/, hidden: true });
    const items = within(menu).getAllByRole('menuitem', { hidden: true });
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/signed up\u20681 hour ago\u2069 Unread$/),
      'New order \u2068#100001\u2069\u20683 hours ago\u2069 Unread',
      'Invoice \u2068#4987\u2069 is paid\u2068yesterday\u2069',
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
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/apps/ecommerce/orders-admin/1'),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: new RegExp(orderNumber(1)) }),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    expect(getDemoSession().db.notifications.find((row) => row.id === 2)?.read).toBe(true);
  });
});
