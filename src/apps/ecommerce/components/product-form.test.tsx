import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { SignedInProviders } from '@/app/signed-in-app';
import { getDemoSession } from '@/mocks/db/sessions';
import { i18next, startI18n } from '@/lib/i18n/i18n';
import { signInAs } from '@/testing/render-route';
import type { Product } from '../api/ecommerce-schemas';
import { ProductForm } from './product-form';

let i18nReady: Promise<unknown> | null = null;

const field = (name: RegExp) => screen.getByRole('textbox', { name });

/** The form alone, with every provider, signed in as the admin against the node mock API. */
async function renderForm(product?: Product) {
  i18nReady ??= startI18n();
  await i18nReady;
  await act(() => i18next.changeLanguage('en'));
  await signInAs('admin');
  const onDone = vi.fn<() => void>();
  const user = userEvent.setup();
  render(
    <AppProviders>
      <SignedInProviders queryClient={createQueryClient()}>
        <ProductForm product={product} onDone={onDone} />
      </SignedInProviders>
    </AppProviders>,
  );
  const fill = async (name: RegExp, value: string) => {
    await user.clear(field(name));
    await user.click(field(name));
    await user.paste(value);
  };
  return { user, onDone, fill };
}

const seeded = (index: number): Product => {
  const product = getDemoSession().db.products[index];
  if (!product) throw new Error('the seed has no such product');
  return structuredClone(product);
};

describe('product form', () => {
  it('says what is missing by each field, the picture included, and sends nothing', async () => {
    const { user, onDone } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    // Name, category, brand, SKU, price, stock.
    expect(await screen.findAllByText('This field is required.')).toHaveLength(6);
    expect(screen.getByText('Add at least one picture.')).toBeVisible();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says a compare-at price below the price by its field', async () => {
    const { user, fill } = await renderForm(seeded(3));
    await fill(/^Price/, '300');
    await fill(/^Compare-at price/, '250');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The compare-at price must be above the price.')).toBeVisible();
    expect(field(/^Compare-at price/)).toHaveAccessibleDescription(
      'The compare-at price must be above the price.',
    );
  });

  it('puts the API’s taken SKU by the SKU field and keeps what was typed', async () => {
    const taken = seeded(5).sku;
    const { user, fill, onDone } = await renderForm(seeded(4));
    await fill(/^Name/, 'Renamed while the SKU clashes');
    await fill(/^SKU/, taken.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Another product already has this SKU.')).toBeVisible();
    expect(field(/^SKU/)).toHaveValue(taken.toLowerCase());
    expect(field(/^Name/)).toHaveValue('Renamed while the SKU clashes');
    expect(onDone).not.toHaveBeenCalled();
  });
});
