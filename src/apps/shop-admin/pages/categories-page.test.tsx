import { screen, waitFor, within } from '@testing-library/react';
import { setUndoWindow } from '@/lib/query/undoable';
import { getDemoSession } from '@/mocks/db/sessions';
import { renderRoute } from '@/testing/render-route';

const list = () => screen.getByRole('list', { name: 'Categories, in the shop’s order' });
const names = () =>
  within(list())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);
// The first render transforms the lazy route chunks: seconds on a busy machine.
const loaded = { timeout: 15_000 };

describe('the Categories page', { timeout: 30_000 }, () => {
  afterEach(() => setUndoWindow(5000));

  it('lists the categories in order, with their products counted', async () => {
    await renderRoute('/apps/ecommerce/categories', { as: 'admin' });
    await waitFor(() => expect(names()).toHaveLength(8), loaded);
    expect(names().slice(0, 3)).toEqual(['Phones', 'Laptops', 'Audio']);
    const phones = getDemoSession().db.products.filter((p) => p.category === 'phones').length;
    expect(within(list()).getByText(`${phones} products`)).toBeVisible();
    // A category with products says why it cannot be deleted.
    expect(screen.getByRole('button', { name: 'Delete Phones' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('renames in place, and says a taken name by the field, keeping the input', async () => {
    const view = await renderRoute('/apps/ecommerce/categories', { as: 'admin' });
    await waitFor(() => expect(names()).toHaveLength(8), loaded);
    await view.user.click(screen.getByRole('button', { name: 'Rename Audio' }));
    const field = screen.getByRole('textbox', { name: 'Rename Audio' });
    await view.user.clear(field);
    await view.user.type(field, 'gaming{Enter}');
    expect(await screen.findByText('Another category already has this name.')).toBeVisible();
    expect(field).toHaveValue('gaming');
    await view.user.clear(field);
    await view.user.type(field, 'Sound{Enter}');
    await waitFor(() => expect(names()).toContain('Sound'), loaded);
    expect(getDemoSession().db.categories.find((c) => c.slug === 'audio')?.name).toBe('Sound');
  });

  it('adds a category at the end, and deletes it (empty) after the undo window', async () => {
    setUndoWindow(50);
    const view = await renderRoute('/apps/ecommerce/categories', { as: 'admin' });
    await waitFor(() => expect(names().length).toBeGreaterThan(0), loaded);
    await view.user.type(screen.getByRole('textbox', { name: 'New category' }), 'Drones{Enter}');
    await waitFor(() => expect(names().at(-1)).toBe('Drones'), loaded);
    expect(screen.getByRole('textbox', { name: 'New category' })).toHaveValue('');
    await view.user.click(screen.getByRole('button', { name: 'Delete Drones' }));
    expect(names()).not.toContain('Drones');
    await waitFor(
      () => expect(getDemoSession().db.categories.some((c) => c.name === 'Drones')).toBe(false),
      loaded,
    );
  });

  it('sends the client to not-authorized, and the menu has no Categories for them', async () => {
    const { router } = await renderRoute('/apps/ecommerce/categories', { as: 'client' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-authorized'), loaded);
    expect(screen.queryByRole('link', { name: 'Categories' })).toBeNull();
  });
});
