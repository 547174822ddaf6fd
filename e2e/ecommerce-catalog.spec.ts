import type { Page } from '@playwright/test';
import { allowConsoleErrors, expect, expectedConsoleErrors, test } from './fixtures';
import { expectToastAfter, pageLoad, signInElsewhere } from './helpers';
import { money } from './money';
import { CatalogPage, catalogTexts } from './pages/catalog-page';
import { ProductPage, productPageTexts } from './pages/product-page';
import { ShopPage, shopTexts } from './pages/shop-page';

/** A 600×400 PNG drawn by the browser: the form resizes and stores it as a JPEG. */
async function picture(page: Page) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 400;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#43a047';
      context.fillRect(0, 0, 600, 400);
    }
    return canvas.toDataURL('image/png');
  });
  const buffer = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  return { name: 'lamp.png', mimeType: 'image/png', buffer };
}

test.describe('E-commerce products (the catalogue)', () => {
  // Each fills the whole product form and opens a second account's browser: a minute at most.
  test.describe.configure({ timeout: 60_000 });

  test('an admin adds a product with a picture, a buyer finds it, then sees it out of stock', async ({
    page,
    browser,
    isolate,
    consoleGuard,
    loginAs,
    mockApi,
  }) => {
    // Two accounts and an upload: near the default's limit on a busy machine.
    test.setTimeout(60_000);
    const name = 'Aurora Desk Lamp';
    await loginAs('admin');
    const catalog = new CatalogPage(page);
    await catalog.open('admin');

    const form = await catalog.openAdd();
    await form.fillIn({
      name,
      category: 'Smart home',
      brand: 'Philips',
      sku: 'aurora-lamp-1',
      status: 'Published',
      price: '89.5',
      stock: '3',
      picture: await picture(page),
    });
    const added = await form.submit(catalogTexts.add);
    expect(added.status(), 'POST /apps/ecommerce/catalog/products').toBe(201);
    await expect(form.drawer).toBeHidden();
    await expect(catalog.table.rowHeaders.first()).toHaveText(name, pageLoad);
    const [sent] = await mockApi.requests({
      method: 'POST',
      path: '/apps/ecommerce/catalog/products',
    });
    expect(sent?.body).toMatchObject({
      name,
      sku: 'aurora-lamp-1',
      price: 89.5,
      stock: 3,
      // Resized in the browser: a JPEG data URL, not the PNG file.
      images: [expect.stringMatching(/^data:image\/jpeg;base64,/)],
    });

    // A buyer, in a browser of their own on the same mock data, finds it in the shop.
    const buyer = await signInElsewhere({ browser, isolate, consoleGuard }, 'client');
    await buyer.goto(`/apps/ecommerce/shop?q=${encodeURIComponent('Aurora Desk')}`);
    const shop = new ShopPage(buyer);
    await shop.waitForProducts();
    await expect(shop.card(name)).toBeVisible();
    await expect(
      shop.card(name).getByRole('button', { name: shopTexts.addNamed(name) }),
    ).toBeEnabled();

    // The admin takes the stock to zero: the buyer's next look says out of stock.
    const edit = await catalog.openEdit(name);
    await edit.fillIn({ stock: '0' });
    const saved = await edit.submit(catalogTexts.save);
    expect(saved.status(), 'PUT /apps/ecommerce/catalog/products/{id}').toBe(200);
    await buyer.reload();
    await shop.waitForProducts();
    // Out of stock: said on the card, and its cart button cannot add it.
    await expect(shop.card(name).getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    await buyer.context().close();
  });

  test('two admins on one product: the open form shows the other’s price at once, and the save keeps both', async ({
    page,
    browser,
    isolate,
    consoleGuard,
    loginAs,
    api,
  }) => {
    await loginAs('admin');
    const { products } = await api.json<{ products: { id: number; name: string }[] }>(
      '/apps/ecommerce/products?perPage=1&inStock=true',
    );
    const [product] = products;
    if (!product) throw new Error('no product in stock');
    const query = `?q=${encodeURIComponent(product.name)}`;
    const catalog = new CatalogPage(page);
    await catalog.open('admin', query);
    const edit = await catalog.openEdit(product.name);
    await edit.fillIn({ stock: '7' });

    // Meanwhile another admin, in another browser, changes the price and saves.
    const other = await signInElsewhere({ browser, isolate, consoleGuard }, 'admin');
    const otherCatalog = new CatalogPage(other);
    await otherCatalog.open('admin', query);
    const otherEdit = await otherCatalog.openEdit(product.name);
    await otherEdit.fillIn({ price: '123.45' });
    expect((await otherEdit.submit(catalogTexts.save)).status()).toBe(200);
    await other.context().close();

    // The first admin's form says so before any save: their price, this stock.
    const notice = edit.drawer
      .getByRole('alert')
      .filter({ hasText: 'John Doe changed this after you opened it' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('radiogroup', { name: 'Price' })).toBeVisible();
    await expect(edit.field(catalogTexts.fields.price)).toHaveValue('123.45');
    await expect(edit.field(catalogTexts.fields.stock)).toHaveValue('7');

    expect((await edit.submit(catalogTexts.save)).status()).toBe(200);
    await expect(edit.drawer).toBeHidden();
    const { product: saved } = await api.json<{ product: { price: number; stock: number } }>(
      `/apps/ecommerce/products/${product.id}`,
    );
    expect(saved).toMatchObject({ price: 123.45, stock: 7 });
  });

  test('a buyer sees a rich description, the price before, and a sold-out colour', async ({
    page,
    browser,
    isolate,
    consoleGuard,
    loginAs,
  }) => {
    const name = 'Nimbus Studio Headphones';
    await loginAs('admin');
    const catalog = new CatalogPage(page);
    await catalog.open('admin');
    const form = await catalog.openAdd();
    await form.fillIn({
      name,
      description: 'Closed-back, **studio** sound.',
      category: 'Audio',
      brand: 'Sony',
      sku: 'nimbus-studio-1',
      status: 'Published',
      price: '99',
      compareAtPrice: '129',
      stock: '0',
      colors: [
        { name: 'Black', stock: '2' },
        { name: 'White', stock: '0' },
      ],
      picture: await picture(page),
    });
    // With colours the stock is theirs: 2.
    await expect(form.field(catalogTexts.fields.stock)).toHaveValue('2');
    const added = await form.submit(catalogTexts.add);
    expect(added.status(), 'POST /apps/ecommerce/catalog/products').toBe(201);
    const { product } = (await added.json()) as { product: { id: number; description: string } };
    expect(product.description).toBe('<p>Closed-back, <strong>studio</strong> sound.</p>');

    // A buyer, in a browser of their own on the same mock data, opens its page.
    const buyer = await signInElsewhere({ browser, isolate, consoleGuard }, 'client');
    const productPage = new ProductPage(buyer);
    await productPage.open(product.id, name);
    // The description's bold word is bold, not asterisks nor markup.
    await expect(productPage.main.locator('strong', { hasText: 'studio' })).toBeVisible();
    await expect(productPage.wasPrice(money(129))).toBeAttached();
    await expect(productPage.color('Black')).toBeChecked();
    await expect(productPage.color(productPageTexts.soldOutColor('White'))).toBeDisabled();
    await buyer.context().close();
  });

  test.describe(() => {
    // The save is answered 500 on purpose (chromium logs it).
    test.use({ allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.serverError) });

    test('a failed save says the API’s message in the drawer and keeps the input; the log has the body sent', async ({
      page,
      api,
      loginAs,
      mockApi,
    }) => {
      await loginAs('admin');
      const { products } = await api.json<{ products: { id: number; name: string }[] }>(
        '/apps/ecommerce/products?perPage=1&inStock=true',
      );
      const [product] = products;
      if (!product) throw new Error('no product in stock');
      const path = `/apps/ecommerce/catalog/products/${product.id}`;
      // Two failures queued; the flow uses one, then forgets the other, keeping its data.
      await mockApi.fail({ path, method: 'PUT', count: 2, message: 'The catalogue is read-only' });

      const catalog = new CatalogPage(page);
      await catalog.open('admin', `?q=${encodeURIComponent(product.name)}`);
      const edit = await catalog.openEdit(product.name);
      await edit.fillIn({ stock: '7' });
      expect((await edit.submit(catalogTexts.save)).status(), `PUT ${path}`).toBe(500);
      // Said above the drawer's buttons (no toast), the drawer open with what was typed.
      await expect(edit.drawer.getByRole('alert')).toContainText('The catalogue is read-only');
      await expect(edit.field(catalogTexts.fields.stock)).toHaveValue('7');
      const sent = (await mockApi.requests({ method: 'PUT', path })).at(-1);
      expect(sent).toMatchObject({ status: 500, body: { name: product.name, stock: 7 } });

      expect((await mockApi.status()).failures).toEqual([
        expect.objectContaining({ path, remaining: 1 }),
      ]);
      expect((await mockApi.clearFailures()).failures).toEqual([]);
      await expectToastAfter(page, catalogTexts.saved, async () => {
        expect((await edit.submit(catalogTexts.save)).status(), `PUT ${path}`).toBe(200);
      });
      await expect(edit.drawer).toBeHidden();
    });
  });
});

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  // A long product name wraps in its cell rather than widening its column past the card.
  test('every column of the catalogue shows whole, the row actions included', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    const catalog = new CatalogPage(page);
    await catalog.open('admin');
    const card = await catalog.table.region.boundingBox();
    const actions = await catalog.table.columnHeader('Actions').boundingBox();
    const edit = await catalog.table.rows
      .first()
      .getByRole('button', { name: /^Edit / })
      .boundingBox();
    expect(card && actions && edit, 'the card, the Actions header and a row action').toBeTruthy();
    if (!card || !actions || !edit) return;
    const cardEnd = card.x + card.width;
    expect(actions.x + actions.width).toBeLessThanOrEqual(cardEnd + 0.5);
    expect(edit.x + edit.width).toBeLessThanOrEqual(cardEnd + 0.5);
  });
});
