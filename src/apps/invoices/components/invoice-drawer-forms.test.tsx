import { screen, waitFor, within } from '@testing-library/react';
import { getDemoSession } from '@/mocks/db/sessions';
import { plainCopy } from '@/mocks/db/table-store';
import { callApi, signInAs } from '@/mocks/testing/mock-api-client';
import { renderSignedIn } from '@/testing/render-route';
import { AddPaymentForm } from './add-payment-form';
import { SendInvoiceForm } from './send-invoice-form';

/** A seeded invoice with something left to pay, as the preview showed it when a drawer opened. */
function shownInvoice() {
  const invoice = getDemoSession().db.invoices.find((row) => row.balance > 200);
  if (!invoice) throw new Error('no seeded invoice with a balance');
  return plainCopy(invoice);
}

/** Another admin's tab records a payment of 100 on the invoice: its next version. */
async function paidElsewhere(id: number) {
  const { accessToken } = await signInAs('admin');
  const other = await callApi('/apps/invoice/add-payment', {
    token: accessToken,
    body: { id, amount: 100, date: '2026-11-20', method: 'card', note: '' },
  });
  expect(other.status).toBe(200);
}

const stored = (id: number) => getDemoSession().db.invoices.find((row) => row.id === id);

// Each test renders a form and its lazy notice, which a loaded machine takes its time over.
describe(
  'the invoice drawers, when someone else changed the invoice meanwhile',
  { timeout: 30_000 },
  () => {
    it('a payment is refused, shows the new balance beside the amount, keeps the note, then goes', async () => {
      const shown = shownInvoice();
      const onDone = vi.fn<() => void>();
      const { user } = await renderSignedIn(<AddPaymentForm invoice={shown} onDone={onDone} />, {
        as: 'admin',
      });
      await user.type(
        await screen.findByRole('textbox', { name: 'Internal note' }),
        'Wire from Ada',
      );
      const method = screen.getByRole('combobox', { name: /^Payment method/ });
      await user.click(method);
      // jsdom never lays the dropdown out, so Mantine keeps it hidden; the option is still there.
      const listbox = document.getElementById(method.getAttribute('aria-controls') ?? '');
      await user.click(
        within(listbox ?? document.body).getByRole('option', {
          name: 'Bank transfer',
          hidden: true,
        }),
      );
      await paidElsewhere(shown.id);
      await user.click(screen.getByRole('button', { name: 'Add payment' }));

      const title = await screen.findByText(
        'John Doe changed this after you opened it',
        {},
        { timeout: 10_000 },
      );
      const notice = title.closest<HTMLElement>('[role="alert"]') ?? document.body;
      expect(within(notice).getByText(/Nothing was saved/)).toBeVisible();
      // The amount untouched by the user takes the new balance; only it is listed.
      expect(within(notice).getAllByRole('radiogroup')).toHaveLength(1);
      expect(within(notice).getByRole('radio', { name: /^Theirs/ })).toBeChecked();
      expect(screen.getByRole('textbox', { name: 'Internal note' })).toHaveValue('Wire from Ada');
      expect(method).toHaveValue('Bank transfer');
      expect(onDone).not.toHaveBeenCalled();
      expect(stored(shown.id)?.version).toBe(shown.version + 1);

      await user.click(screen.getByRole('button', { name: 'Add payment' }));
      await waitFor(() => expect(onDone).toHaveBeenCalled());
      expect(stored(shown.id)).toMatchObject({ balance: 0, version: shown.version + 2 });
    });

    it('a mail is refused, keeps the words the user typed, and is sent with the new version', async () => {
      const shown = shownInvoice();
      const onDone = vi.fn<() => void>();
      const { user } = await renderSignedIn(<SendInvoiceForm invoice={shown} onDone={onDone} />, {
        as: 'admin',
      });
      const subject = await screen.findByRole('textbox', { name: /^Subject/ });
      await user.clear(subject);
      await user.type(subject, 'Your invoice, at last');
      await paidElsewhere(shown.id);
      await user.click(screen.getByRole('button', { name: 'Send invoice' }));

      expect(
        await screen.findByText(
          'John Doe changed this after you opened it',
          {},
          { timeout: 10_000 },
        ),
      ).toBeVisible();
      expect(subject).toHaveValue('Your invoice, at last');
      expect(onDone).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Send invoice' }));
      await waitFor(() => expect(onDone).toHaveBeenCalled());
      // A mail about an invoice partly paid keeps its status: nothing of the invoice changed.
      expect(stored(shown.id)?.version).toBe(shown.version + 1);
    });
  },
);
