// @vitest-environment node
import {
  catalogPageSchema,
  MAX_PRODUCT_DESCRIPTION_CHARS,
  type ProductInput,
} from '@/apps/shop-admin/api/catalog-schemas';
import { productsPageSchema } from '@/lib/ecommerce/ecommerce-schemas';
import { callApi, ownSession, signInAs } from '@/mocks/testing/mock-api-client';
import { newProduct } from '@/mocks/testing/new-product';
import { staleAnswer, staleRecordsAnswer } from '@/mocks/testing/stale-answer';
import { demoAccounts } from '@/mocks/seed/auth-seed';

type Account = 'admin' | 'client';

// A session of its own: these tests add, change and delete products.
const { db, call } = ownSession('catalog-test');

async function shopSearch(q: string, account: Account = 'client') {
  const { status, body } = await call(
    `/apps/ecommerce/products?q=${encodeURIComponent(q)}`,
    account,
  );
  expect(status).toBe(200);
  return productsPageSchema.parse(body);
}

async function create(input: ProductInput) {
  const { status, body } = await call('/apps/ecommerce/catalog/products', 'admin', input);
  expect({ status, body }).toMatchObject({ status: 201 });
  return (body as unknown as { product: { id: number; sku: string } }).product;
}

describe('the catalogue API', () => {
  it('lists every status, filtered and searched by SKU', async () => {
    const id = db().products[0]?.id ?? 0;
    await call('/apps/ecommerce/catalog/products/status', 'admin', { ids: [id], status: 'draft' });
    const { status, body } = await call(
      '/apps/ecommerce/catalog/products?status=draft&perPage=100',
      'admin',
    );
    expect(status).toBe(200);
    const page = catalogPageSchema.parse(body);
    expect(page.products.map((product) => product.id)).toContain(id);
    expect(page.products.every((product) => product.status === 'draft')).toBe(true);
    const sku = db().products[1]?.sku ?? '';
    const bySku = catalogPageSchema.parse(
      (await call(`/apps/ecommerce/catalog/products?q=${sku.toLowerCase()}`, 'admin')).body,
    );
    expect(bySku.products.map((product) => product.sku)).toEqual([sku]);
    const out = catalogPageSchema.parse(
      (await call('/apps/ecommerce/catalog/products?stock=out&perPage=100', 'admin')).body,
    );
    expect(out.total).toBeGreaterThan(0);
    expect(out.products.every((product) => product.stock === 0)).toBe(true);
  });

  it('adds a product the shop shows at once, its SKU upper-case', async () => {
    const product = await create(newProduct);
    expect(product.sku).toBe('TEST-SPK-1');
    const found = await shopSearch('Catalogue Test Speaker');
    expect(found.products.map((item) => item.id)).toEqual([product.id]);
  });

  it('refuses a SKU another product has: 409 on the field, whatever its case', async () => {
    const taken = db().products[2]?.sku ?? '';
    const { status, body } = await call('/apps/ecommerce/catalog/products', 'admin', {
      ...newProduct,
      sku: taken.toLowerCase(),
    });
    expect(status).toBe(409);
    expect(body?.errors).toEqual({ sku: ['ecommerce.catalog.errors.skuTaken'] });
  });

  it('says a bad field by its name (400)', async () => {
    const { status, body } = await call('/apps/ecommerce/catalog/products', 'admin', {
      ...newProduct,
      sku: 'ok-sku-2',
      compareAtPrice: 100,
    });
    expect(status).toBe(400);
    expect(body?.errors?.compareAtPrice).toEqual(['ecommerce.catalog.errors.compareAtPrice']);
  });

  it('shows a price and a stock change in the shop at once, and out of stock refuses the cart', async () => {
    const { id } = await create({ ...newProduct, sku: 'test-price-1', name: 'Price Test Lamp' });
    const update = await call(
      `/apps/ecommerce/catalog/products/${id}`,
      'admin',
      {
        ...newProduct,
        sku: 'test-price-1',
        name: 'Price Test Lamp',
        price: 42.5,
        compareAtPrice: null,
        stock: 0,
      },
      'PUT',
    );
    expect(update.status).toBe(200);
    const [shown] = (await shopSearch('Price Test Lamp')).products;
    expect(shown).toMatchObject({ id, price: 42.5, stock: 0 });
    const added = await call('/apps/ecommerce/cart', 'client', { productId: id });
    expect(added.status).toBe(409);
    expect(added.body?.message).toBe('ecommerce.errors.outOfStock');
  });

  it('hides a draft or archived product from buyers: list, search, page and cart', async () => {
    const { id } = await create({ ...newProduct, sku: 'test-draft-1', name: 'Draft Test Radio' });
    await call('/apps/ecommerce/cart', 'client', { productId: id });
    expect(
      (
        await call('/apps/ecommerce/catalog/products/status', 'admin', {
          ids: [id],
          status: 'draft',
        })
      ).status,
    ).toBe(204);
    expect((await shopSearch('Draft Test Radio')).total).toBe(0);
    expect((await call(`/apps/ecommerce/products/${id}`, 'client')).status).toBe(404);
    expect((await call('/apps/ecommerce/cart', 'client', { productId: id })).status).toBe(400);
    const cart = db().carts.flatMap((record) => record.lines);
    expect(cart.some((line) => line.productId === id)).toBe(false);
    // The catalogue's managers may still open its page.
    expect((await call(`/apps/ecommerce/products/${id}`, 'admin')).status).toBe(200);
  });

  it('refuses to delete a product in an order (409: archive it), deletes one in none', async () => {
    const ordered = db().orders[0]?.lines[0]?.productId ?? 0;
    const refused = await call('/apps/ecommerce/catalog/products/delete', 'admin', {
      ids: [ordered],
    });
    expect(refused.status).toBe(409);
    expect(refused.body?.message).toBe('ecommerce.catalog.errors.inOrder');
    expect(db().products.some((product) => product.id === ordered)).toBe(true);

    const { id } = await create({ ...newProduct, sku: 'test-delete-1' });
    const deleted = await call('/apps/ecommerce/catalog/products/delete', 'admin', { ids: [id] });
    expect(deleted.status).toBe(204);
    expect(db().products.some((product) => product.id === id)).toBe(false);
  });

  it('refuses the client every catalogue call (403)', async () => {
    const id = db().products[0]?.id ?? 0;
    const calls: [string, unknown?, string?][] = [
      ['/apps/ecommerce/catalog/products'],
      ['/apps/ecommerce/catalog/products', { ...newProduct, sku: 'client-1' }],
      [`/apps/ecommerce/catalog/products/${id}`, newProduct, 'PUT'],
      ['/apps/ecommerce/catalog/products/status', { ids: [id], status: 'archived' }],
      ['/apps/ecommerce/catalog/products/delete', { ids: [id] }],
    ];
    for (const [path, body, method] of calls) {
      expect({ path, status: (await call(path, 'client', body, method)).status }).toEqual({
        path,
        status: 403,
      });
    }
    expect(db().products.find((product) => product.id === id)?.status).not.toBe('archived');
  });

  it('stores a rich description sanitized, and a plain one as it was sent', async () => {
    const hostile =
      '<p onclick="steal()">Deep <strong>bass</strong><script>steal()</script></p>' +
      '<p style="color:red"><a href="javascript:steal()">more</a><a href="https://example.com">site</a></p>' +
      '<iframe src="https://evil.example"></iframe>';
    const { id } = await create({ ...newProduct, sku: 'test-rich-1', description: hostile });
    const stored = db().products.find((product) => product.id === id)?.description ?? '';
    expect(stored).toContain('<strong>bass</strong>');
    expect(stored).toContain('href="https://example.com"');
    expect(stored).toContain('rel="noopener noreferrer nofollow"');
    for (const gone of ['<script', 'onclick', 'javascript:', 'style=', '<iframe']) {
      expect(stored).not.toContain(gone);
    }
    const plain = 'Size < 5 cm & light';
    const { id: plainId } = await create({
      ...newProduct,
      sku: 'test-plain-1',
      description: plain,
    });
    expect(db().products.find((product) => product.id === plainId)?.description).toBe(plain);
  });

  it('refuses a description over the limit with its own message (400)', async () => {
    const { status, body } = await call('/apps/ecommerce/catalog/products', 'admin', {
      ...newProduct,
      sku: 'test-long-1',
      description: `<p>${'a'.repeat(MAX_PRODUCT_DESCRIPTION_CHARS)}</p>`,
    });
    expect(status).toBe(400);
    expect(body?.errors?.description).toEqual(['ecommerce.catalog.errors.descriptionTooLong']);
  });

  it('accepts a compare-at price above the price, and none at all', async () => {
    const onSale = await call('/apps/ecommerce/catalog/products', 'admin', {
      ...newProduct,
      sku: 'test-sale-1',
      price: 80,
      compareAtPrice: 100,
    });
    expect(onSale.status).toBe(201);
    const equal = await call('/apps/ecommerce/catalog/products', 'admin', {
      ...newProduct,
      sku: 'test-sale-2',
      price: 100,
      compareAtPrice: 100,
    });
    expect(equal.body?.errors?.compareAtPrice).toEqual(['ecommerce.catalog.errors.compareAtPrice']);
    const none = await create({ ...newProduct, sku: 'test-sale-3', compareAtPrice: null });
    expect(db().products.find((product) => product.id === none.id)?.compareAtPrice).toBeNull();
  });

  it('keeps a stock by colour: the sum is the stock, each colour sells up to its own', async () => {
    const { id } = await create({
      ...newProduct,
      sku: 'test-colour-1',
      name: 'Colour Test Earbuds',
      stock: 999,
      colors: [
        { name: 'black', stock: 2 },
        { name: 'white', stock: 0 },
      ],
    });
    const product = db().products.find((candidate) => candidate.id === id);
    expect(product).toMatchObject({ stock: 2 });
    const soldOut = await call('/apps/ecommerce/cart', 'client', {
      productId: id,
      qty: 1,
      color: 'white',
    });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body?.errors).toEqual({ color: ['ecommerce.errors.colorOutOfStock'] });
    const tooMany = await call('/apps/ecommerce/cart', 'client', {
      productId: id,
      qty: 3,
      color: 'black',
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body?.errors).toEqual({ qty: ['ecommerce.errors.qtyOverStock'] });
    expect(tooMany.body?.params).toEqual({ count: 2 });
    expect(
      (await call('/apps/ecommerce/cart', 'client', { productId: id, qty: 2, color: 'black' }))
        .status,
    ).toBe(200);
    const twice = await call('/apps/ecommerce/catalog/products', 'admin', {
      ...newProduct,
      sku: 'test-colour-2',
      colors: [
        { name: 'black', stock: 1 },
        { name: 'black', stock: 2 },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body?.errors?.colors).toEqual(['ecommerce.catalog.errors.colorTwice']);
  });

  it('seeds colours whose stock adds up to the product’s', () => {
    const withColours = db().products.filter((product) => product.colors.length > 0);
    expect(withColours.length).toBeGreaterThan(0);
    for (const product of withColours) {
      expect(product.colors.reduce((sum, option) => sum + option.stock, 0)).toBe(product.stock);
    }
  });
});

const product = (id: number) => db().products.find((candidate) => candidate.id === id);
const johnDoe = { id: demoAccounts.admin.id, fullName: 'John Doe' };
async function put(id: number, input: ProductInput, ifMatch?: string) {
  const { accessToken: token } = await signInAs('admin', 'catalog-test');
  return callApi<Record<string, unknown>>(`/apps/ecommerce/catalog/products/${id}`, {
    token,
    session: 'catalog-test',
    method: 'PUT',
    body: input,
    ...(ifMatch && { headers: { 'If-Match': ifMatch } }),
  });
}

describe('versions of products (If-Match, and `versions` in a bulk body)', () => {
  it('refuses a stale update with the product as it stands and who changed it, takes the current one and none', async () => {
    const { id } = await create({ ...newProduct, sku: 'test-version-1' });
    expect(product(id)?.version).toBe(1);
    const first = await put(id, { ...newProduct, sku: 'test-version-1', price: 120 }, '"1"');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ product: { price: 120, version: 2 } });

    const stale = await put(id, { ...newProduct, sku: 'test-version-1', stock: 3 }, '"1"');
    expect(stale).toEqual(staleAnswer(product(id), johnDoe));
    expect(product(id)).toMatchObject({ price: 120, version: 2 });

    const current = await put(id, { ...newProduct, sku: 'test-version-1', stock: 3 }, '"2"');
    expect(current.body).toMatchObject({
      product: { stock: 3, price: newProduct.price, version: 3 },
    });
    const unnamed = await put(id, { ...newProduct, sku: 'test-version-1', stock: 4 });
    expect(unnamed.body).toMatchObject({ product: { stock: 4, version: 4 } });
  });

  it('refuses a bulk status change when one product changed, listing exactly it, and writes nothing', async () => {
    const ids = [
      (await create({ ...newProduct, sku: 'test-bulk-1' })).id,
      (await create({ ...newProduct, sku: 'test-bulk-2' })).id,
      (await create({ ...newProduct, sku: 'test-bulk-3' })).id,
    ];
    const [a = 0, b = 0, c = 0] = ids;
    expect((await put(b, { ...newProduct, sku: 'test-bulk-2', price: 99 })).status).toBe(200);
    const stale = await call('/apps/ecommerce/catalog/products/status', 'admin', {
      ids,
      status: 'archived',
      versions: [1, 1, 1],
    });
    expect(stale).toEqual(staleRecordsAnswer([{ id: b, current: product(b), changedBy: johnDoe }]));
    expect(ids.map((id) => product(id)?.status)).toEqual(['published', 'published', 'published']);

    const current = await call('/apps/ecommerce/catalog/products/status', 'admin', {
      ids,
      status: 'archived',
      versions: [1, 2, 1],
    });
    expect(current.status).toBe(204);
    expect(ids.map((id) => [product(id)?.status, product(id)?.version])).toEqual([
      ['archived', 2],
      ['archived', 3],
      ['archived', 2],
    ]);
    const unnamed = await call('/apps/ecommerce/catalog/products/status', 'admin', {
      ids: [a, c],
      status: 'draft',
    });
    expect(unnamed.status).toBe(204);
    expect([a, c].map((id) => product(id)?.version)).toEqual([3, 3]);
  });

  it('refuses a bulk delete when one product changed, deletes with the current versions or none', async () => {
    const ids = [
      (await create({ ...newProduct, sku: 'test-bulk-del-1' })).id,
      (await create({ ...newProduct, sku: 'test-bulk-del-2' })).id,
    ];
    const [a = 0, b = 0] = ids;
    expect((await put(a, { ...newProduct, sku: 'test-bulk-del-1', price: 77 })).status).toBe(200);
    const stale = await call('/apps/ecommerce/catalog/products/delete', 'admin', {
      ids,
      versions: [1, 1],
    });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ params: { count: 1 }, stale: [{ id: a }] });
    expect(ids.every((id) => product(id))).toBe(true);
    const current = await call('/apps/ecommerce/catalog/products/delete', 'admin', {
      ids: [a],
      versions: [2],
    });
    expect(current.status).toBe(204);
    expect(product(a)).toBeUndefined();
    expect(
      (await call('/apps/ecommerce/catalog/products/delete', 'admin', { ids: [b] })).status,
    ).toBe(204);
    expect(product(b)).toBeUndefined();
  });
});
