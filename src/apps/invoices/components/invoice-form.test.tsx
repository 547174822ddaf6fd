import { screen, waitFor, within } from '@testing-library/react';
import { getDemoSession } from '@/mocks/db/sessions';
import { plainCopy } from '@/mocks/db/table-store';
import { callApi, signInAs } from '@/mocks/testing/mock-api-client';
import { renderRoute, renderSignedIn } from '@/testing/render-route';
import { useUpdateInvoice } from '../api/update-invoice';
import type { Invoice } from '../api/invoice-schemas';
import { InvoiceForm } from './invoice-form';

/** The edit page's form alone: its save is the edit page's. */
function EditForm({ invoice, onSaved }: { invoice: Invoice; onSaved: () => void }) {
  const updateInvoice = useUpdateInvoice();
  return (
    <InvoiceForm
      title={`Invoice #${invoice.id}`}
      from={{ invoice }}
      currency={invoice.currency}
      mutation={{
        isPending: updateInvoice.isPending,
        mutateAsync: (input) => updateInvoice.mutateAsync({ ...input, id: invoice.id }),
      }}
      onSaved={onSaved}
      cancel={null}
    />
  );
}

// The form's first render transforms its date pickers (@mantine/dates, dayjs): seconds on a
// busy machine.
describe(
  'invoice edit form, when someone else saved the invoice meanwhile',
  { timeout: 30_000 },
  () => {
    it("shows who and what, keeps their change and the user's, and saves both with the new version", async () => {
      const shown = plainCopy(getDemoSession().db.invoices[0]);
      if (!shown) throw new Error('no seeded invoice');
      const onSaved = vi.fn<() => void>();
      const { user } = await renderSignedIn(<EditForm invoice={shown} onSaved={onSaved} />, {
        as: 'admin',
      });
      // Another admin's tab changes the note while the form is open.
      const { accessToken } = await signInAs('admin');
      const { id, issuedDate, dueDate, client, items, discount, taxRate } = shown;
      const other = await callApi('/apps/invoice/update', {
        token: accessToken,
        body: {
          id,
          client,
          items,
          discount,
          taxRate,
          issuedDate: issuedDate.slice(0, 10),
          dueDate: dueDate.slice(0, 10),
          note: 'Their note',
        },
        headers: { 'If-Match': `"${shown.version}"` },
      });
      expect(other.status).toBe(200);

      const company = screen.getByRole('textbox', { name: /^Company/ });
      await user.clear(company);
      await user.click(company);
      await user.paste('Analytical Engines');
      await user.click(screen.getByRole('button', { name: 'Save' }));

      const title = await screen.findByText('John Doe changed this after you opened it');
      const notice = title.closest<HTMLElement>('[role="alert"]') ?? document.body;
      // Their note is taken, the user's company kept; the items, unchanged, are no conflict.
      expect(within(notice).getByRole('radio', { name: 'Theirs: Their note' })).toBeChecked();
      expect(within(notice).queryByRole('radiogroup', { name: 'Items' })).toBeNull();
      expect(screen.getByRole('textbox', { name: /^Company/ })).toHaveValue('Analytical Engines');
      expect(onSaved).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(getDemoSession().db.invoices.find((row) => row.id === id)).toMatchObject({
        note: 'Their note',
        client: { company: 'Analytical Engines' },
        version: shown.version + 2,
      });
    });
  },
);

describe('invoice edit page, its own saves', { timeout: 30_000 }, () => {
  it('never shows its own save as someone else’s change, and the next save goes through', async () => {
    const invoice = getDemoSession().db.invoices[1];
    if (!invoice) throw new Error('no seeded invoice');
    const { id, version } = invoice;
    const { user } = await renderRoute(`/apps/invoices/edit/${id}`, { as: 'admin' });
    const company = await screen.findByRole('textbox', { name: /^Company/ }, { timeout: 15_000 });
    await user.clear(company);
    await user.click(company);
    await user.paste('First Company');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(invoice.version).toBe(version + 1));
    expect(await screen.findByText('Invoice saved.')).toBeVisible();

    await user.clear(company);
    await user.click(company);
    await user.paste('Second Company');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(invoice.client.company).toBe('Second Company'));
    expect(invoice.version).toBe(version + 2);
    expect(screen.queryByRole('alert', { name: /changed this/ })).toBeNull();
    expect(screen.queryByText(/changed this after you opened it/)).toBeNull();
  });
});
