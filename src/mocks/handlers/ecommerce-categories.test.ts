// @vitest-environment node
import {
  categoriesSchema,
  categoryAnswerSchema,
  type Category,
} from '@/lib/ecommerce/category-schemas';
import { productsPageSchema } from '@/lib/ecommerce/ecommerce-schemas';
import { seededCategories } from '@/mocks/seed/categories-seed';
import { callApi, ownSession, signInAs } from '@/mocks/testing/mock-api-client';
import { newProduct } from '@/mocks/testing/new-product';
import { staleAnswer } from '@/mocks/testing/stale-answer';
import { demoAccounts } from '@/mocks/seed/auth-seed';

type Account = 'admin' | 'client';

// A session of its own: these tests add, rename, move and delete categories.
const { db, call } = ownSession('categories-test');
/** Renames a category as the admin. */
const rename = (slug: string, name: string) =>
  call(`/apps/ecommerce/categories/${slug}`, 'admin', { name }, 'PUT');

async function list(account: Account = 'admin'): Promise<Category[]> {
  const { status, body } = await call('/apps/ecommerce/categories', account);
  expect(status).toBe(200);
  return categoriesSchema.parse(body).categories;
}

describe('the categories API', () => {
  it('lists the seeded categories in order, each with its products counted', async () => {
    const categories = await list();
    expect(categories.map((c) => c.slug)).toEqual(seededCategories.map(([slug]) => slug));
    const phones = db().products.filter((p) => p.category === 'phones');
    expect(categories[0]).toEqual({
      slug: 'phones',
      name: 'Phones',
      version: 1,
      productCount: phones.length,
    });
  });

  it('counts only published products for the shop (the client)', async () => {
    const [first] = db().products.filter((p) => p.category === 'cameras');
    if (!first) throw new Error('no camera in the seed');
    first.status = 'draft';
    const all = db().products.filter((p) => p.category === 'cameras');
    const shown = (await list('client')).find((c) => c.slug === 'cameras');
    expect(shown?.productCount).toBe(all.filter((p) => p.status === 'published').length);
    expect((await list('admin')).find((c) => c.slug === 'cameras')?.productCount).toBe(all.length);
    first.status = 'published';
  });

  it('adds a category last, with a slug from its name; a taken name is 409 on the field', async () => {
    const added = await call('/apps/ecommerce/categories', 'admin', { name: ' Drones & Kites ' });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      category: { slug: 'drones-kites', name: 'Drones & Kites', version: 1, productCount: 0 },
    });
    expect((await list()).at(-1)?.slug).toBe('drones-kites');
    const taken = await call('/apps/ecommerce/categories', 'admin', { name: 'PHONES' });
    expect(taken.status).toBe(409);
    expect(taken.body?.errors).toEqual({ name: ['ecommerce.categoryAdmin.errors.nameTaken'] });
    const empty = await call('/apps/ecommerce/categories', 'admin', { name: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body?.errors?.name).toEqual(['validation.required']);
  });

  it('renames a category: its products stay, and the shop finds them by the new name', async () => {
    const renamed = await rename('audio', 'Listening Gear');
    expect(renamed.status).toBe(200);
    expect((await list()).find((c) => c.slug === 'audio')?.name).toBe('Listening Gear');
    const { body } = await call(
      '/apps/ecommerce/products?q=listening%20gear&perPage=100',
      'client',
    );
    const found = productsPageSchema.parse(body).products;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => p.category === 'audio')).toBe(true);
    const taken = await rename('audio', 'gaming');
    expect(taken.status).toBe(409);
    expect(taken.body?.errors).toEqual({ name: ['ecommerce.categoryAdmin.errors.nameTaken'] });
    // Its own name again (another case) is no clash.
    const same = await rename('audio', 'LISTENING GEAR');
    expect(same.status).toBe(200);
    const missing = await rename('nope', 'X');
    expect(missing.status).toBe(404);
  });

  it('reorders with every slug once, and refuses a stale or partial order (409)', async () => {
    const slugs = (await list()).map((c) => c.slug);
    const reversed = slugs.toReversed();
    const moved = await call('/apps/ecommerce/categories/order', 'admin', { slugs: reversed });
    expect(moved.status).toBe(204);
    expect((await list()).map((c) => c.slug)).toEqual(reversed);
    const partial = await call('/apps/ecommerce/categories/order', 'admin', {
      slugs: slugs.slice(1),
    });
    expect(partial).toMatchObject({
      status: 409,
      body: { message: 'ecommerce.categoryAdmin.errors.orderStale' },
    });
    const twice = await call('/apps/ecommerce/categories/order', 'admin', {
      slugs: [...slugs.slice(1), slugs[1]],
    });
    expect(twice.status).toBe(409);
    expect((await list()).map((c) => c.slug)).toEqual(reversed);
    await call('/apps/ecommerce/categories/order', 'admin', { slugs });
  });

  it('deletes only an empty category; otherwise 409 with how many products use it', async () => {
    const count = db().products.filter((p) => p.category === 'gaming').length;
    const refused = await call('/apps/ecommerce/categories/gaming', 'admin', undefined, 'DELETE');
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'ecommerce.categoryAdmin.errors.notEmpty', params: { count } },
    });
    await call('/apps/ecommerce/categories', 'admin', { name: 'Empty For Now' });
    const deleted = await call(
      '/apps/ecommerce/categories/empty-for-now',
      'admin',
      undefined,
      'DELETE',
    );
    expect(deleted.status).toBe(204);
    expect((await list()).some((c) => c.slug === 'empty-for-now')).toBe(false);
  });

  it('refuses a product in a category that does not exist (400 on the field)', async () => {
    const { status, body } = await call('/apps/ecommerce/catalog/products', 'admin', {
      ...newProduct,
      category: 'no-such-category',
    });
    expect(status).toBe(400);
    expect(body?.errors).toEqual({ category: ['validation.invalidOption'] });
  });

  it('lets the client read the categories but change none (403)', async () => {
    expect((await list('client')).length).toBeGreaterThan(0);
    for (const [path, body, method] of [
      ['/apps/ecommerce/categories', { name: 'Nope' }, 'POST'],
      ['/apps/ecommerce/categories/phones', { name: 'Nope' }, 'PUT'],
      ['/apps/ecommerce/categories/order', { slugs: ['phones'] }, 'POST'],
      ['/apps/ecommerce/categories/phones', undefined, 'DELETE'],
    ] as const) {
      expect((await call(path, 'client', body, method)).status).toBe(403);
    }
  });
});

const category = (slug: string) => db().categories.find((c) => c.slug === slug);
async function send(path: string, method: string, ifMatch?: string, body?: unknown) {
  const { accessToken: token } = await signInAs('admin', 'categories-test');
  return callApi<Record<string, unknown>>(path, {
    token,
    session: 'categories-test',
    method,
    body,
    ...(ifMatch && { headers: { 'If-Match': ifMatch } }),
  });
}

describe('versions of a category (If-Match)', () => {
  it('refuses a stale rename or delete with the category as it stands and who renamed it; takes the current version and none', async () => {
    const created = await call('/apps/ecommerce/categories', 'admin', { name: 'Versioned things' });
    const { slug, version } = categoryAnswerSchema.parse(created.body).category;
    expect(version).toBe(1);
    const path = `/apps/ecommerce/categories/${slug}`;
    const first = await send(path, 'PUT', '"1"', { name: 'Versioned stuff' });
    expect(first.body).toMatchObject({ category: { name: 'Versioned stuff', version: 2 } });

    const stale = await send(path, 'PUT', '"1"', { name: 'Versioned items' });
    expect(stale).toEqual(
      staleAnswer(
        { slug, name: 'Versioned stuff', version: 2, productCount: 0 },
        { id: demoAccounts.admin.id, fullName: 'John Doe' },
      ),
    );
    expect((await send(path, 'DELETE', '"1"')).status).toBe(412);
    expect(category(slug)).toMatchObject({ name: 'Versioned stuff', version: 2 });

    expect((await send(path, 'PUT', undefined, { name: 'Versioned goods' })).body).toMatchObject({
      category: { version: 3 },
    });
    expect((await send(path, 'DELETE', '"3"')).status).toBe(204);
    expect(category(slug)).toBeUndefined();
  });
});
