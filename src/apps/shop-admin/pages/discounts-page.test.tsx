import { screen, waitFor, within } from '@testing-library/react';
import { setUndoWindow } from '@/lib/query/undoable';
import { getDemoSession } from '@/mocks/db/sessions';
import { renderRoute } from '@/testing/render-route';
import { expectToast } from '@/testing/toasts';

// The first render transforms the lazy route chunks: seconds on a busy machine.
const loaded = { timeout: 15_000 };
const db = () => getDemoSession().db;
const table = () => screen.getByRole('table', { name: 'Discount codes' });

/** The row a code heads, once the list shows it. */
async function rowOf(code: string) {
  let row: HTMLElement | undefined;
  await waitFor(() => {
    row = within(table())
      .getAllByRole('row')
      .find((candidate) => within(candidate).queryByRole('rowheader')?.textContent === code);
    expect(row).toBeDefined();
  }, loaded);
  if (!row) throw new Error(`no row for ${code}`);
  return row;
}

describe('the Discount codes page', { timeout: 45_000 }, () => {
  afterEach(() => setUndoWindow(5000));

  it('shows each code’s kind, value, dates and usage against its limit', async () => {
    const vip = db().discountCodes.find((code) => code.code === 'VIP50');
    if (!vip) throw new Error('no VIP50 in the seed');
    vip.used = 7;
    await renderRoute('/apps/ecommerce/discounts', { as: 'admin' });
    const save = await rowOf('SAVE10');
    expect(within(save).getByText('Percent off')).toBeVisible();
    expect(within(save).getByText('Used 0, no limit')).toBeVisible();
    const vipRow = await rowOf('VIP50');
    expect(within(vipRow).getByText('Used 7 of 100')).toBeVisible();
    expect(within(vipRow).getByText('Off')).toBeVisible();
    const summer = await rowOf('SUMMER15');
    expect(within(summer).getByText('Aug 31, 2026')).toBeVisible();
  });

  it('adds a code: the form’s rules and a taken code by their fields, input kept', async () => {
    const { user } = await renderRoute('/apps/ecommerce/discounts', { as: 'admin' });
    await rowOf('SAVE10');
    await user.click(screen.getByRole('button', { name: 'Add code' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add code' }, loaded);
    const code = await within(drawer).findByRole('textbox', { name: /^Code/ }, loaded);
    await user.click(within(drawer).getByRole('button', { name: 'Add code' }));
    expect(await within(drawer).findAllByText('This field is required.')).toHaveLength(2);

    await user.type(code, 'save10');
    await user.click(within(drawer).getByRole('combobox', { name: /^Kind/ }));
    await user.click(await screen.findByRole('option', { name: 'Amount off', hidden: true }));
    const amount = within(drawer).getByRole('textbox', { name: /^Amount off/ });
    await user.type(amount, '15');
    expect(amount).toHaveValue('15');
    await user.type(within(drawer).getByRole('textbox', { name: /^Uses in all/ }), '50');
    await user.click(within(drawer).getByRole('button', { name: 'Add code' }));
    expect(
      await within(drawer).findByText('Another code is already written this way.'),
    ).toBeVisible();
    expect(code).toHaveAccessibleDescription(/Another code is already written this way\./);
    expect(amount).toHaveValue('15');

    await user.clear(code);
    await user.type(code, 'autumn15');
    await user.click(within(drawer).getByRole('button', { name: 'Add code' }));
    await expectToast('Discount code added.');
    expect(db().discountCodes.find((row) => row.code === 'AUTUMN15')).toMatchObject({
      kind: 'amount',
      value: 15,
      usageLimit: 50,
      perCustomerLimit: null,
      used: 0,
    });
    expect(within(await rowOf('AUTUMN15')).getByText('Used 0 of 50')).toBeVisible();
  });

  it('deletes a code once the undo window has passed', async () => {
    setUndoWindow(50);
    const { user } = await renderRoute('/apps/ecommerce/discounts', { as: 'admin' });
    const row = await rowOf('SUMMER15');
    await user.click(within(row).getByRole('button', { name: 'Delete SUMMER15' }));
    await waitFor(
      () => expect(db().discountCodes.some((code) => code.code === 'SUMMER15')).toBe(false),
      loaded,
    );
  });

  it('sends the client to not-authorized, with no menu entry', async () => {
    const { router } = await renderRoute('/apps/ecommerce/discounts', { as: 'client' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-authorized'), loaded);
    expect(screen.queryByRole('link', { name: 'Discount codes' })).toBeNull();
  });
});
