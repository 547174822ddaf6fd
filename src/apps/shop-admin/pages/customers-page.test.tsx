import { screen, waitFor, within } from '@testing-library/react';
import { getDemoSession } from '@/mocks/db/sessions';
import { renderRoute } from '@/testing/render-route';

const table = () => screen.getByRole('table', { name: 'Customers' });
const bodyRows = () =>
  within(table())
    .queryAllByRole('row')
    .filter((row) => within(row).queryByRole('rowheader') !== null);
// The first render transforms the lazy route chunks: seconds on a busy machine.
const loaded = { timeout: 15_000 };

describe('the Customers pages', { timeout: 30_000 }, () => {
  it('lists the customers of the URL’s country, and opens one with their orders', async () => {
    const jane = getDemoSession().db.users[1];
    if (!jane) throw new Error('no client');
    const view = await renderRoute(
      `/apps/ecommerce/customers?q=jane&country=${encodeURIComponent(jane.country)}`,
      { as: 'admin' },
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(1), loaded);
    const [row] = bodyRows();
    if (!row) throw new Error('no row');
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Jane Doe');
    await view.user.click(within(row).getByRole('link', { name: 'Jane Doe' }));
    expect(
      await screen.findByRole('heading', { name: 'Jane Doe', level: 1 }, loaded),
    ).toBeVisible();
    const orders = getDemoSession().db.orders.filter((order) => order.userId === jane.id);
    // The table renders right after the page (DataTable's AfterContent).
    const ordersTable = await screen.findByRole('table', { name: 'Orders' }, loaded);
    expect(within(ordersTable).getAllByRole('row')).toHaveLength(orders.length + 1);
    expect(screen.getByRole('heading', { name: 'Addresses' })).toBeVisible();
    expect(screen.getByText('Their wishlist is empty.')).toBeVisible();
  });

  it('sends the client to not-authorized, and the menu has no Customers for them', async () => {
    const { router } = await renderRoute('/apps/ecommerce/customers', { as: 'client' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-authorized'), loaded);
    expect(screen.queryByRole('link', { name: 'Customers' })).toBeNull();
  });
});
