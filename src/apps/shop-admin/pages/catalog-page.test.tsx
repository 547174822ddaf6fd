import { screen, waitFor, within } from '@testing-library/react';
import { setUndoWindow } from '@/lib/query/undoable';
import { getDemoSession } from '@/mocks/db/sessions';
import { renderRoute } from '@/testing/render-route';

const table = () => screen.getByRole('table', { name: 'List of products' });
/** The data rows: those a product's name heads (not the header row or the skeleton). */
const bodyRows = () =>
  within(table())
    .queryAllByRole('row')
    .filter((row) => within(row).queryByRole('rowheader') !== null);
// The first render transforms the lazy route chunks: seconds on a busy machine.
const loaded = { timeout: 15_000 };

describe('the Products page', { timeout: 30_000 }, () => {
  afterEach(() => setUndoWindow(5000));

  it('lists the catalogue newest first, filtered from the URL', async () => {
    await renderRoute('/apps/ecommerce/products?status=published&stock=out', { as: 'admin' });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0), loaded);
    const outOfStock = getDemoSession()
      .db.products.filter((product) => product.stock === 0)
      .toSorted((a, b) => b.id - a.id);
    const [first] = outOfStock;
    expect(within(bodyRows()[0] ?? table()).getByRole('rowheader')).toHaveTextContent(
      first?.name ?? '',
    );
    expect(within(bodyRows()[0] ?? table()).getByText('Out of stock')).toBeVisible();
  });

  it('says a product no one has reviewed has no reviews yet, not a rating of 0.0', async () => {
    const newest = getDemoSession().db.products.toSorted((a, b) => b.id - a.id)[0];
    if (!newest) throw new Error('no product');
    newest.reviews = 0;
    newest.rating = 0;
    await renderRoute('/apps/ecommerce/products', { as: 'admin' });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0), loaded);
    const [row] = bodyRows();
    if (!row) throw new Error('no row');
    expect(within(row).getByRole('rowheader')).toHaveTextContent(newest.name);
    expect(within(row).getByText('No reviews yet')).toBeVisible();
    expect(within(row).queryByText('0.0')).toBeNull();
  });

  it('archives the selected products after the undo window', async () => {
    setUndoWindow(50);
    const view = await renderRoute('/apps/ecommerce/products', { as: 'admin' });
    await waitFor(() => expect(bodyRows()).toHaveLength(10), loaded);
    const [row] = bodyRows();
    if (!row) throw new Error('no row');
    const name = within(row).getByRole('rowheader').textContent ?? '';
    await view.user.click(within(row).getByRole('checkbox'));
    await view.user.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(
      () =>
        expect(getDemoSession().db.products.find((product) => product.name === name)?.status).toBe(
          'archived',
        ),
      loaded,
    );
  });

  it('archives nothing when a selected product changed meanwhile, says how many, and shows the list anew', async () => {
    setUndoWindow(50);
    const view = await renderRoute('/apps/ecommerce/products', { as: 'admin' });
    await waitFor(() => expect(bodyRows()).toHaveLength(10), loaded);
    const [first, second] = bodyRows();
    if (!first || !second) throw new Error('too few rows');
    const names = [first, second].map((row) => within(row).getByRole('rowheader').textContent);
    const products = names.map((name) =>
      getDemoSession().db.products.find((product) => product.name === name),
    );
    await view.user.click(within(first).getByRole('checkbox'));
    await view.user.click(within(second).getByRole('checkbox'));
    // Another manager renames the second one while this list still shows it as it was.
    const other = products[1];
    if (!other) throw new Error('no product');
    other.name = `${other.name} (renamed)`;
    other.version += 1;
    await view.user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(
      await screen.findByText(
        '1 of the selected records changed in the meantime: nothing was done.',
        undefined,
        loaded,
      ),
    ).toBeVisible();
    expect(products.map((product) => product?.status)).toEqual(['published', 'published']);
    // The list is read again: it shows the other manager's change.
    expect(await screen.findByRole('rowheader', { name: other.name }, loaded)).toBeVisible();
  });

  it('sends the client to not-authorized, and the menu has no Products for them', async () => {
    const { router } = await renderRoute('/apps/ecommerce/products', { as: 'client' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-authorized'), loaded);
    expect(screen.queryByRole('link', { name: 'Products' })).toBeNull();
  });
});
