// @vitest-environment node
import {
  cartSchema,
  productAnswerSchema,
  productsPageSchema,
  wishlistSchema,
  type ProductView,
} from '@/lib/ecommerce/ecommerce-schemas';
import { seededCategories } from '@/mocks/seed/categories-seed';
import { getDemoSession } from '@/mocks/db/sessions';
import { callApi, signInAs, type ErrorBody } from '@/mocks/testing/mock-api-client';
import { FREE_SHIPPING_FROM, SHIPPING_FEE, TAX_RATE } from './ecommerce';

type Account = 'admin' | 'client';
async function call(path: string, account: Account, body?: unknown, method?: string) {
  const { accessToken } = await signInAs(account);
  return callApi<ErrorBody>(path, { token: accessToken, method, body });
}

async function products(query: string, account: Account = 'admin') {
  const { status, body } = await call(`/apps/ecommerce/products${query}`, account);
  expect(status).toBe(200);
  return productsPageSchema.parse(body);
}

/** Every match of a query (one page of 48 at a time). */
async function allProducts(query: string): Promise<ProductView[]> {
  const found: ProductView[] = [];
  for (let page = 1; ; page += 1) {
    const sep = query ? '&' : '?';
    const answer = await products(`${query}${sep}perPage=48&page=${page}`);
    found.push(...answer.products);
    if (found.length >= answer.total || answer.products.length === 0) return found;
  }
}

async function cart(account: Account) {
  const { status, body } = await call('/apps/ecommerce/cart', account);
  expect(status).toBe(200);
  return cartSchema.parse(body);
}

const db = () => getDemoSession().db;
const catalogue = () => db().products;
const inStock = () => {
  const product = catalogue().find((p) => p.stock >= 5 && !p.hasFreeShipping);
  if (!product) throw new Error('seed has no product in stock without free shipping');
  return product;
};

beforeEach(() => {
  db().carts = [];
  db().wishlists = [];
});

describe('the catalogue', () => {
  it('seeds a few hundred products across every category, with their own images', () => {
    expect(catalogue().length).toBeGreaterThanOrEqual(200);
    expect(new Set(catalogue().map((p) => p.category))).toEqual(
      new Set(seededCategories.map(([slug]) => slug)),
    );
    expect(new Set(catalogue().map((p) => p.brand)).size).toBeGreaterThanOrEqual(12);
    for (const product of catalogue()) {
      expect(product.image).toMatch(/^\/ecommerce\/products\/[a-z]+-\d\.svg$/);
      expect(product.images[0]).toBe(product.image);
    }
    expect(new Set(catalogue().map((p) => p.slug)).size).toBe(catalogue().length);
  });
});

describe('GET products', () => {
  it('answers the first page of 12 in featured order, with the total', async () => {
    const answer = await products('');
    expect(answer.total).toBe(catalogue().length);
    expect(answer.products).toHaveLength(12);
    const ranks = answer.products.map((p) => p.featuredRank);
    expect(ranks).toEqual(ranks.toSorted((a, b) => a - b));
    expect(answer.products.every((p) => !p.isInCart && !p.isInWishlist)).toBe(true);
  });

  it('filters by categories and brands (repeated parameters)', async () => {
    const found = await allProducts('?categories=phones&categories=audio');
    expect(found.length).toBe(
      catalogue().filter((p) => p.category === 'phones' || p.category === 'audio').length,
    );
    expect(new Set(found.map((p) => p.category))).toEqual(new Set(['phones', 'audio']));
    const sony = await allProducts('?brands=Sony');
    expect(sony.length).toBe(catalogue().filter((p) => p.brand === 'Sony').length);
    expect(sony.every((p) => p.brand === 'Sony')).toBe(true);
  });

  it('filters by price range, rating, free shipping and stock', async () => {
    const range = await allProducts('?minPrice=100&maxPrice=300');
    expect(range.length).toBe(catalogue().filter((p) => p.price >= 100 && p.price <= 300).length);
    expect(range.every((p) => p.price >= 100 && p.price <= 300)).toBe(true);
    const rated = await allProducts('?rating=4');
    expect(rated.length).toBe(catalogue().filter((p) => p.rating >= 4).length);
    const free = await allProducts('?freeShipping=true');
    expect(free.length).toBe(catalogue().filter((p) => p.hasFreeShipping).length);
    const stocked = await allProducts('?inStock=true');
    expect(stocked.length).toBe(catalogue().filter((p) => p.stock > 0).length);
    expect(stocked.length).toBeLessThan(catalogue().length);
  });

  it('combines every filter and the search', async () => {
    const query =
      '?q=galaxy&categories=phones&categories=wearables&brands=Samsung&minPrice=100&maxPrice=2000&rating=3&freeShipping=1&inStock=1';
    const found = await allProducts(query);
    const expected = catalogue().filter(
      (p) =>
        p.name.toLowerCase().includes('galaxy') &&
        (p.category === 'phones' || p.category === 'wearables') &&
        p.brand === 'Samsung' &&
        p.price >= 100 &&
        p.price <= 2000 &&
        p.rating >= 3 &&
        p.hasFreeShipping &&
        p.stock > 0,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(found.map((p) => p.id).toSorted()).toEqual(expected.map((p) => p.id).toSorted());
    expect((await products('?q=no-such-product-anywhere')).total).toBe(0);
  });

  it('sorts by price both ways, rating and newest', async () => {
    const asc = (await products('?sortBy=price-asc')).products.map((p) => p.price);
    expect(asc).toEqual(asc.toSorted((a, b) => a - b));
    expect(asc[0]).toBe(Math.min(...catalogue().map((p) => p.price)));
    const desc = (await products('?sortBy=price-desc')).products.map((p) => p.price);
    expect(desc[0]).toBe(Math.max(...catalogue().map((p) => p.price)));
    expect(desc).toEqual(desc.toSorted((a, b) => b - a));
    const rating = (await products('?sortBy=rating')).products.map((p) => p.rating);
    expect(rating).toEqual(rating.toSorted((a, b) => b - a));
    const newest = (await products('?sortBy=newest')).products.map((p) => p.createdAt);
    expect(newest).toEqual(newest.toSorted().toReversed());
  });

  it('pages without overlap and falls back on bad values', async () => {
    const first = await products('?perPage=24&page=1&sortBy=price-asc');
    const second = await products('?perPage=24&page=2&sortBy=price-asc');
    expect(first.products).toHaveLength(24);
    const ids = new Set(first.products.map((p) => p.id));
    expect(second.products.some((p) => ids.has(p.id))).toBe(false);
    const bad = await products('?perPage=0&page=-2&sortBy=cheapest&rating=9&categories=cars');
    expect(bad.total).toBe(catalogue().length);
    expect(bad.products).toHaveLength(12);
    const beyond = await products('?page=999');
    expect(beyond.products).toHaveLength(0);
    expect(beyond.total).toBe(catalogue().length);
  });
});

describe('GET products/{id}', () => {
  it('answers the product and related ones of its category; 404 for an unknown id', async () => {
    const product = inStock();
    const { status, body } = await call(`/apps/ecommerce/products/${product.id}`, 'client');
    expect(status).toBe(200);
    const answer = productAnswerSchema.parse(body);
    expect(answer.product.id).toBe(product.id);
    expect(answer.related.length).toBeGreaterThan(0);
    expect(
      answer.related.every((p) => p.category === product.category && p.id !== product.id),
    ).toBe(true);
    expect((await call('/apps/ecommerce/products/99999', 'client')).status).toBe(404);
    expect((await call('/apps/ecommerce/products/abc', 'client')).status).toBe(404);
  });
});

describe('cart', () => {
  it('adds, marks the product, computes the totals, changes the quantity and removes', async () => {
    const product = inStock();
    const added = await call('/apps/ecommerce/cart', 'client', { productId: product.id, qty: 2 });
    expect(added.status).toBe(200);
    const answer = cartSchema.parse(added.body);
    expect(answer.count).toBe(2);
    const subtotal = Math.round(product.price * 2 * 100) / 100;
    expect(answer.subtotal).toBe(subtotal);
    expect(answer.shipping).toBe(subtotal >= FREE_SHIPPING_FROM ? 0 : SHIPPING_FEE);
    expect(answer.tax).toBe(Math.round(subtotal * TAX_RATE * 100) / 100);
    expect(answer.total).toBe(Math.round((subtotal + answer.shipping + answer.tax) * 100) / 100);
    const detail = productAnswerSchema.parse(
      (await call(`/apps/ecommerce/products/${product.id}`, 'client')).body,
    );
    expect(detail.product.isInCart).toBe(true);

    const patched = await call(`/apps/ecommerce/cart/${product.id}`, 'client', { qty: 1 }, 'PATCH');
    expect(cartSchema.parse(patched.body).count).toBe(1);
    const removed = await call(`/apps/ecommerce/cart/${product.id}`, 'client', undefined, 'DELETE');
    expect(cartSchema.parse(removed.body).products).toHaveLength(0);
    expect(
      (await call(`/apps/ecommerce/cart/${product.id}`, 'client', undefined, 'DELETE')).status,
    ).toBe(404);
  });

  it('refuses more than the stock, out-of-stock products and unknown ones', async () => {
    const product = catalogue().find((p) => p.stock > 0 && p.stock < 10);
    const empty = catalogue().find((p) => p.stock === 0);
    if (!product || !empty) throw new Error('seed lacks low-stock products');
    const over = await call('/apps/ecommerce/cart', 'client', {
      productId: product.id,
      qty: product.stock + 1,
    });
    expect(over.status).toBe(409);
    expect(over.body?.errors?.qty).toEqual(['ecommerce.errors.qtyOverStock']);
    expect((await call('/apps/ecommerce/cart', 'client', { productId: empty.id })).status).toBe(
      409,
    );
    const unknown = await call('/apps/ecommerce/cart', 'client', { productId: 99999 });
    expect(unknown.body?.errors?.productId).toEqual(['ecommerce.errors.productUnknown']);
    await call('/apps/ecommerce/cart', 'client', { productId: product.id });
    const patch = await call(
      `/apps/ecommerce/cart/${product.id}`,
      'client',
      { qty: product.stock + 1 },
      'PATCH',
    );
    expect(patch.status).toBe(400);
    expect(patch.body?.errors?.qty).toEqual(['ecommerce.errors.qtyOverStock']);
    const zero = await call(`/apps/ecommerce/cart/${product.id}`, 'client', { qty: 0 }, 'PATCH');
    expect(zero.body?.errors?.qty).toEqual(['ecommerce.errors.qtyMin']);
  });

  it('applies the seeded discount codes; a wrong code is a field error', async () => {
    const product = catalogue().find(
      (p) => p.stock > 2 && p.price > 150 && !p.hasFreeShipping && p.price < 400,
    );
    const cheap = catalogue().find((p) => p.stock > 0 && p.price < 50);
    if (!product || !cheap) throw new Error('seed lacks products for the discount checks');
    await call('/apps/ecommerce/cart', 'client', { productId: product.id });
    const wrong = await call('/apps/ecommerce/cart/discount', 'client', { code: 'NOPE' });
    expect(wrong.status).toBe(400);
    expect(wrong.body?.errors?.code).toEqual(['ecommerce.errors.codeUnknown']);
    const save = cartSchema.parse(
      (await call('/apps/ecommerce/cart/discount', 'client', { code: 'save10' })).body,
    );
    expect(save.discountCode).toBe('SAVE10');
    expect(save.discount).toBe(Math.round(product.price * 10) / 100);
    const ship = cartSchema.parse(
      (await call('/apps/ecommerce/cart/discount', 'client', { code: 'FREESHIP' })).body,
    );
    expect(ship.shipping).toBe(0);
    expect(ship.discount).toBe(0);
    const off = cartSchema.parse(
      (await call('/apps/ecommerce/cart/discount', 'client', undefined, 'DELETE')).body,
    );
    expect(off.discountCode).toBeNull();
    expect(off.shipping).toBe(SHIPPING_FEE);
    // WELCOME20 needs a subtotal of 100.
    await call(`/apps/ecommerce/cart/${product.id}`, 'client', undefined, 'DELETE');
    await call('/apps/ecommerce/cart', 'client', { productId: cheap.id });
    const minimum = await call('/apps/ecommerce/cart/discount', 'client', { code: 'WELCOME20' });
    expect(minimum.body?.errors?.code).toEqual(['ecommerce.errors.codeMinimum']);
  });

  it('keeps each user their own cart and wishlist', async () => {
    const product = inStock();
    await call('/apps/ecommerce/cart', 'admin', { productId: product.id });
    await call('/apps/ecommerce/wishlist', 'admin', { productId: product.id });
    expect((await cart('admin')).count).toBe(1);
    expect((await cart('client')).count).toBe(0);
    const clientWishlist = wishlistSchema.parse(
      (await call('/apps/ecommerce/wishlist', 'client')).body,
    );
    expect(clientWishlist.products).toHaveLength(0);
    const clientView = await products(`?q=${encodeURIComponent(product.name)}`, 'client');
    expect(clientView.products.find((p) => p.id === product.id)?.isInCart).toBe(false);
    // The client cannot remove what is in the admin's cart: it is not in their own.
    expect(
      (await call(`/apps/ecommerce/cart/${product.id}`, 'client', undefined, 'DELETE')).status,
    ).toBe(404);
    expect(
      (await call(`/apps/ecommerce/wishlist/${product.id}`, 'client', undefined, 'DELETE')).status,
    ).toBe(404);
    expect((await cart('admin')).count).toBe(1);
  });
});

describe('wishlist', () => {
  it('adds once, marks the product, and removes', async () => {
    const product = inStock();
    await call('/apps/ecommerce/wishlist', 'client', { productId: product.id });
    const twice = wishlistSchema.parse(
      (await call('/apps/ecommerce/wishlist', 'client', { productId: product.id })).body,
    );
    expect(twice.products.map((p) => p.id)).toEqual([product.id]);
    expect(twice.products[0]?.isInWishlist).toBe(true);
    const removed = wishlistSchema.parse(
      (await call(`/apps/ecommerce/wishlist/${product.id}`, 'client', undefined, 'DELETE')).body,
    );
    expect(removed.products).toHaveLength(0);
  });
});

describe('the specification’s client forms', () => {
  it('takes any page size from 1 to 100 (larger capped), not only the shop’s', async () => {
    expect((await products('?perPage=9')).products).toHaveLength(9);
    expect((await products('?perPage=1')).products).toHaveLength(1);
    expect((await products('?perPage=100')).products).toHaveLength(100);
    expect((await products('?perPage=500')).products).toHaveLength(100);
    expect((await products('?perPage=abc')).products).toHaveLength(12);
  });

  it('reads categories, brands and the sort in any case, arrays as name[]', async () => {
    const ours = await products('?categories=phones&categories=audio&brands=Sony&sortBy=price-asc');
    const theirs = await products(
      '?categories[]=Phones&categories[]=AUDIO&brands[]=sony&sortBy=PRICE-ASC',
    );
    expect(ours.total).toBeGreaterThan(0);
    expect(theirs).toEqual(ours);
    // An unknown name among known ones is dropped, the others still filter.
    expect(await products('?categories[]=Phones&categories[]=cars')).toEqual(
      await products('?categories=phones'),
    );
  });

  it('takes product ids as text, in the body and in the path', async () => {
    const product = inStock();
    const id = String(product.id);
    const added = await call('/apps/ecommerce/cart', 'client', { productId: id, qty: 2 });
    expect(added.status).toBe(200);
    expect(cartSchema.parse(added.body).products.map((p) => p.id)).toEqual([product.id]);
    const patched = await call(`/apps/ecommerce/cart/${id}`, 'client', { qty: 1 }, 'PATCH');
    expect(cartSchema.parse(patched.body).count).toBe(1);
    const removed = await call(`/apps/ecommerce/cart/${id}`, 'client', undefined, 'DELETE');
    expect(cartSchema.parse(removed.body).products).toHaveLength(0);

    const wished = await call('/apps/ecommerce/wishlist', 'client', { productId: id });
    expect(wishlistSchema.parse(wished.body).products.map((p) => p.id)).toEqual([product.id]);
    const unwished = await call(`/apps/ecommerce/wishlist/${id}`, 'client', undefined, 'DELETE');
    expect(wishlistSchema.parse(unwished.body).products).toHaveLength(0);

    const detail = await call(`/apps/ecommerce/products/${id}`, 'client');
    expect(productAnswerSchema.parse(detail.body).product.id).toBe(product.id);
    // Text that is not an id stays refused.
    expect((await call('/apps/ecommerce/cart', 'client', { productId: 'six' })).status).toBe(400);
  });
});
