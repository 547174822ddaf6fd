import { screen, waitFor, within } from '@testing-library/react';
import { getDemoSession } from '@/mocks/db/sessions';
import { renderRoute } from '@/testing/render-route';

function shownNumbers() {
  const table = screen.getByRole('table', { name: 'List of invoices' });
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
}

// Each case renders the whole route tree against the mock API.
describe('invoices', { timeout: 30_000 }, () => {
  it('lists the newest invoices first with the stat cards', async () => {
    await renderRoute('/apps/invoices', { as: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
    const newest = getDemoSession().db.invoices.toSorted((a, b) => b.id - a.id);
    await waitFor(() => expect(shownNumbers()).toHaveLength(10));
    expect(shownNumbers()).toEqual(newest.slice(0, 10).map((invoice) => `#${invoice.id}`));
    const cards = screen.getByRole('region', { name: 'Invoices' });
    expect(within(cards).getByRole('heading', { level: 2 })).toHaveTextContent(
      String(newest.length),
    );
  });

  it('the add form computes the totals as the user types', async () => {
    const { user } = await renderRoute('/apps/invoices/add', { as: 'admin' });
    const item = await screen.findByRole('group', { name: 'Item 1' });
    await user.type(within(item).getByRole('spinbutton', { name: /Cost/ }), '19.99');
    const qty = within(item).getByRole('spinbutton', { name: /Qty/ });
    await user.clear(qty);
    await user.type(qty, '7');
    await user.type(screen.getByRole('spinbutton', { name: 'Tax rate' }), '10');
    const totals = screen.getByRole('region', { name: 'Totals' });
    // 7 × 19.99 = 139.93, tax 10 % = 13.99 (13.993 rounded), total 153.92.
    await waitFor(() => expect(totals).toHaveTextContent('$139.93'));
    expect(totals).toHaveTextContent('$13.99');
    expect(totals).toHaveTextContent('$153.92');
  });

  it('sends the client role to the not-authorized page', async () => {
    await renderRoute('/apps/invoices', { as: 'client' });
    expect(await screen.findByRole('heading', { name: 'You are not authorized!' })).toBeVisible();
  });
});
