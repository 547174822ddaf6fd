import { screen, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render-route';

describe('an order link that names no order', { timeout: 30_000 }, () => {
  it('says so inside the layout, its menus kept, with the way back to the orders', async () => {
    // The order's number instead of its id, as the issue found it: there is no order 100241.
    await renderRoute('/apps/ecommerce/orders-admin/100241', { as: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Manage orders' }),
    ).toHaveAttribute('href', '/apps/ecommerce/orders-admin');
  });
});
