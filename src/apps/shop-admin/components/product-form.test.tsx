import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDemoSession } from '@/mocks/db/sessions';
import { mockServer } from '@/mocks/hosts/node';
import type { Product } from '@/lib/ecommerce/ecommerce-schemas';
import { MAX_PRODUCT_DESCRIPTION_CHARS } from '../api/catalog-schemas';
import { ProductForm } from './product-form';
import { renderSignedIn } from '@/testing/render-route';
import { plainCopy } from '@/mocks/db/table-store';

const field = (name: RegExp) => screen.getByRole('textbox', { name });

/** The form alone, with every provider, signed in as the admin against the node mock API. */
async function renderForm(product?: Product) {
  const onDone = vi.fn<() => void>();
  const { user } = await renderSignedIn(<ProductForm product={product} onDone={onDone} />, {
    as: 'admin',
  });
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
  return plainCopy(product);
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

  it('keeps what was typed when the server fails the save, and says so above the buttons', async () => {
    const product = seeded(7);
    mockServer.use(
      http.put(`*/apps/ecommerce/catalog/products/${product.id}`, () =>
        HttpResponse.json({ message: 'common.errors.unexpected' }, { status: 500 }),
      ),
    );
    const { user, fill, onDone } = await renderForm(product);
    await fill(/^Name/, 'Renamed while the server is down');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    expect(field(/^Name/)).toHaveValue('Renamed while the server is down');
    expect(onDone).not.toHaveBeenCalled();
    expect(getDemoSession().db.products.find((row) => row.id === product.id)?.name).toBe(
      product.name,
    );
  });

  it('edits the colours, each with its stock, the product’s stock their sum', async () => {
    const product = { ...seeded(6), colors: [{ name: 'black' as const, stock: 3 }], stock: 3 };
    const { user, fill } = await renderForm(product);
    expect(field(/^Stock/)).toHaveValue('3');
    expect(field(/^Stock/)).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Add a colour' }));
    const stocks = screen.getAllByRole('textbox', { name: /^Its stock/ });
    expect(stocks).toHaveLength(2);
    await user.clear(stocks[1] as HTMLElement);
    await user.type(stocks[1] as HTMLElement, '4');
    expect(field(/^Stock/)).toHaveValue('7');
    await user.click(screen.getByRole('button', { name: 'Remove the colour Black' }));
    expect(field(/^Stock/)).toHaveValue('4');
    // Without colours the stock is typed again.
    await user.click(screen.getByRole('button', { name: /^Remove the colour/ }));
    await fill(/^Stock/, '9');
    expect(field(/^Stock/)).not.toHaveAttribute('readonly');
  });

  it('says a description over the limit by its editor, and keeps it', async () => {
    const long = `<p>${'a'.repeat(MAX_PRODUCT_DESCRIPTION_CHARS)}</p>`;
    const { user, onDone } = await renderForm({ ...seeded(7), description: long });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const message = 'The description is too long: shorten it (its formatting counts too).';
    expect(await screen.findByText(message)).toBeVisible();
    const editor = screen.getByRole('textbox', { name: 'Description' });
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(editor).toHaveAccessibleDescription(message);
    expect(editor).toHaveTextContent('a'.repeat(100));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows an older plain description as its text in the editor', async () => {
    await renderForm({ ...seeded(8), description: 'Plain & simple: 5 < 6' });
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveTextContent(
      'Plain & simple: 5 < 6',
    );
  });

  it('moves a picture with the keyboard’s buttons: the first is the cover', async () => {
    const product = seeded(9);
    const [first, second] = product.images;
    const { user } = await renderForm(product);
    expect(screen.getByRole('img', { name: 'Picture 1' })).toHaveAttribute('src', first);
    await user.click(screen.getByRole('button', { name: 'Move Picture 2 up' }));
    expect(screen.getByRole('img', { name: 'Picture 1' })).toHaveAttribute('src', second);
    expect(screen.getByRole('img', { name: 'Picture 2' })).toHaveAttribute('src', first);
    expect(screen.getByRole('button', { name: 'Move Picture 1 up' })).toBeDisabled();
  });
});
