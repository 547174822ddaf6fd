import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { onTestFinished } from 'vitest';
import { getDemoSession } from '@/mocks/db/sessions';
import { renderRoute } from '@/testing/render-route';

/** Puts text into a field as a paste does: one change, not one per key (a long form is slow). */
async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

/** Enters a new client and one item into the add form. */
async function fillNewInvoice(user: UserEvent, item: { cost: string; qty: string }) {
  const client = screen.getByRole('region', { name: 'Invoice to' });
  const fields = {
    Name: 'Ada Lovelace',
    Company: 'Analytical Engines',
    Email: 'ada@example.com',
    Address: '12 St James Square',
    Country: 'United Kingdom',
    Phone: '+44 20 7946 0000',
  };
  for (const [label, value] of Object.entries(fields)) {
    await fill(user, within(client).getByRole('textbox', { name: new RegExp(`^${label}`) }), value);
  }
  const row = screen.getByRole('group', { name: 'Item 1' });
  await fill(user, within(row).getByRole('textbox', { name: /^Item/ }), 'Difference engine');
  await fill(user, within(row).getByRole('spinbutton', { name: /Cost/ }), item.cost);
  await fill(user, within(row).getByRole('spinbutton', { name: /Qty/ }), item.qty);
}

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

  it("dates a new invoice and a payment by the server's today, not the machine's", async () => {
    // The machine is months away from the mock's clock (1 November 2026 in a fresh session).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2030-05-15T10:00:00Z') });
    onTestFinished(() => void vi.useRealTimers());
    const { user, router } = await renderRoute('/apps/invoices/add', { as: 'admin' });
    // The date pickers show the day in the interface language; the form holds `YYYY-MM-DD`.
    expect(await screen.findByRole('button', { name: /^Issued date/ })).toHaveTextContent(
      '1 Nov 2026',
    );
    expect(screen.getByRole('button', { name: /^Due date/ })).toHaveTextContent('1 Dec 2026');

    await fillNewInvoice(user, { cost: '120', qty: '2' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Created: the user lands on its preview, where it is sent, downloaded or paid.
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/apps\/invoices\/preview\/\d+$/),
    );
    const added = getDemoSession().db.invoices.at(-1);
    expect(added).toMatchObject({ issuedDate: '2026-11-01T12:00:00.000Z', total: 240 });
    expect(router.state.location.pathname).toBe(`/apps/invoices/preview/${added?.id}`);

    await user.click(await screen.findByRole('button', { name: 'Add payment' }));
    expect(await screen.findByRole('button', { name: /^Payment date/ })).toHaveTextContent(
      '1 Nov 2026',
    );
  });

  it('refuses a huge price, quantity or total in the form, saying the limit', async () => {
    const { user } = await renderRoute('/apps/invoices/add', { as: 'admin' });
    await screen.findByRole('group', { name: 'Item 1' });
    const before = getDemoSession().db.invoices.length;
    await fillNewInvoice(user, { cost: '99999999999', qty: '20000' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const row = screen.getByRole('group', { name: 'Item 1' });
    expect(await within(row).findByText('The price can be at most 10,000,000.')).toBeVisible();
    expect(within(row).getByText('The quantity can be at most 10,000.')).toBeVisible();

    // Each within its limit, together too much.
    const cost = within(row).getByRole('spinbutton', { name: /Cost/ });
    await fill(user, cost, '9000000');
    await fill(user, within(row).getByRole('spinbutton', { name: /Qty/ }), '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "An invoice's subtotal and total can be at most 10,000,000 each",
    );
    // Nothing was sent, nothing the user typed was lost.
    expect(getDemoSession().db.invoices).toHaveLength(before);
    expect(cost).toHaveValue(9_000_000);
  });

  it('sends the client role to the not-authorized page', async () => {
    await renderRoute('/apps/invoices', { as: 'client' });
    expect(await screen.findByRole('heading', { name: 'You are not authorized!' })).toBeVisible();
  });
});
