import { screen, waitFor, within } from '@testing-library/react';
import { getDemoSession } from '@/mocks/db/sessions';
import { renderRoute } from '@/testing/render-route';

function crumbs() {
  const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => {
      const link = within(item).queryByRole('link');
      const current = item.querySelector('[aria-current="page"]') !== null;
      return `${item.textContent}${link ? ' (link)' : ''}${current ? ' (current)' : ''}`;
    });
}

/** The main menu's current item. */
function currentMenuItem() {
  const menu = screen.getByRole('navigation', { name: 'Main menu' });
  return menu.querySelector('[aria-current="page"]')?.textContent;
}

describe('breadcrumbs of a record under a menu page', { timeout: 30_000 }, () => {
  it('a product sits under the shop: Shop › its name, and Shop is the current menu item', async () => {
    await renderRoute('/apps/ecommerce/products/1', { as: 'admin' });
    const product = getDemoSession().db.products.find((candidate) => candidate.id === 1);
    if (!product) throw new Error('no product 1 in the seed');
    await screen.findByRole('heading', { name: product.name, level: 1 });
    await waitFor(() =>
      expect(crumbs()).toEqual([
        'Apps',
        'E-commerce (link)',
        'Shop (link)',
        `${product.name} (current)`,
      ]),
    );
    expect(currentMenuItem()).toBe('Shop');
  });

  it('a product that does not exist: Shop › Not found', async () => {
    await renderRoute('/apps/ecommerce/products/999999', { as: 'admin' });
    await screen.findByRole('heading', { name: 'Product not found', level: 1 });
    await waitFor(() =>
      expect(crumbs()).toEqual(['Apps', 'E-commerce (link)', 'Shop (link)', 'Not found (current)']),
    );
    expect(currentMenuItem()).toBe('Shop');
  });

  it('a user and an invoice name their record after their list', async () => {
    const { db } = getDemoSession();
    const user = db.users.find((candidate) => candidate.id === 2);
    if (!user) throw new Error('no user 2 in the seed');
    const view = await renderRoute('/apps/users/2', { as: 'admin' });
    await waitFor(() =>
      expect(crumbs()).toEqual(['Apps', 'Users (link)', `${user.fullName} (current)`]),
    );
    view.unmount();

    const id = db.invoices[0]?.id;
    await renderRoute(`/apps/invoices/preview/${id}`, { as: 'admin' });
    await waitFor(() => expect(crumbs()).toEqual(['Apps', 'Invoices (link)', `#${id} (current)`]));
  });
});

describe('breadcrumbs of pages outside the menu', { timeout: 30_000 }, () => {
  it('My account and Notifications sit under Home', async () => {
    const view = await renderRoute('/account', { as: 'client' });
    await waitFor(() => expect(crumbs()).toEqual(['Home (link)', 'My account (current)']));
    view.unmount();

    await renderRoute('/notifications', { as: 'client' });
    await waitFor(() => expect(crumbs()).toEqual(['Home (link)', 'Notifications (current)']));
  });

  it('the checkout comes after the cart: Cart is a way back to it', async () => {
    await renderRoute('/apps/ecommerce/checkout', { as: 'client' });
    await waitFor(() =>
      expect(crumbs()).toEqual(['Apps', 'E-commerce (link)', 'Cart (link)', 'Checkout (current)']),
    );
  });
});
