import { http, HttpResponse } from 'msw';
import type { CatalogPage, ProductInput } from '@/apps/shop-admin/api/catalog-schemas';
import type { Product } from '@/lib/ecommerce/ecommerce-schemas';
import { mockPath } from '@/contract/endpoint';
import {
  catalogApi,
  catalogListParams,
  productIdsBody,
  productsStatusBody,
  CATALOG_SEARCH_FIELDS,
} from '@/contract/endpoints/ecommerce-catalog';
import { fromSearchParams } from '@/lib/list/list-search';
import { nextId } from '@/mocks/db/database';
import type { Database } from '@/mocks/db/tables';
import { withAbility } from '@/mocks/lib/auth-guard';
import { clockIso } from '@/mocks/lib/clock';
import { errorKeys, throwHttpError, throwNotFound } from '@/mocks/lib/http-errors';
import { idempotent } from '@/mocks/lib/idempotency';
import { paginate, searchRecords, sortRecords } from '@/mocks/lib/list-operations';
import { sanitizeStoredHtml } from '@/mocks/lib/html';
import { totalStock } from '@/mocks/lib/product-stock';
import { parseBody, pathId } from '@/mocks/lib/validation';
import { assertCurrentVersion, assertCurrentVersions, bumpVersion } from '@/mocks/lib/versions';
import { FIRST_VERSION } from '@/lib/versions/versions';
import { slugOf } from '@/mocks/seed/products-seed';
import { categoryExists } from './ecommerce-categories';

export const catalogErrorKeys = {
  skuTaken: 'ecommerce.catalog.errors.skuTaken',
  inOrder: 'ecommerce.catalog.errors.inOrder',
} as const;

function findProduct(db: Database, id: number): Product {
  const product = db.products.find((candidate) => candidate.id === id);
  if (!product) throwNotFound();
  return product;
}

/** 409 on `sku` when another product than `self` has it (case aside: SKUs are stored upper-case). */
function assertSkuFree(db: Database, sku: string, self?: Product) {
  if (db.products.some((product) => product !== self && product.sku === sku)) {
    throwHttpError(409, catalogErrorKeys.skuTaken, { sku: [catalogErrorKeys.skuTaken] });
  }
}

/** 400 on `category` when no category has that slug (one deleted meanwhile). */
function assertCategory(db: Database, slug: string) {
  if (!categoryExists(db, slug)) {
    throwHttpError(400, errorKeys.validationFailed, { category: ['validation.invalidOption'] });
  }
}

/**
 * The form's fields as stored: the SKU upper-case, the cover first, the description's HTML
 * sanitized (what a buyer's browser renders), the colours those sent (else `colors`: none for a
 * new product, its own for an update) and then the stock their sum.
 */
function stored(input: ProductInput, colors: Product['colors'] = []) {
  const [cover = ''] = input.images;
  const options = input.colors ?? colors;
  return {
    ...input,
    description: sanitizeStoredHtml(input.description),
    sku: input.sku.toUpperCase(),
    image: cover,
    colors: options,
    stock: options.length > 0 ? totalStock(options) : input.stock,
  };
}

/** Products by their category's name as shown (not its slug), then in their own order. */
function byCategoryName(db: Database, products: readonly Product[], direction: 'asc' | 'desc') {
  const names = new Map(db.categories.map((category) => [category.slug, category.name]));
  const named = products.map((product) => ({
    product,
    name: names.get(product.category) ?? product.category,
  }));
  return sortRecords(named, 'name', direction).map(({ product }) => product);
}

/** A product no longer in the shop leaves the carts and wishlists, so no one can buy it. */
function dropFromBaskets(db: Database, ids: ReadonlySet<number>) {
  for (const cart of db.carts) cart.lines = cart.lines.filter((line) => !ids.has(line.productId));
  for (const wishlist of db.wishlists) {
    wishlist.productIds = wishlist.productIds.filter((id) => !ids.has(id));
  }
}

export const catalogHandlers = [
  http.get(
    mockPath(catalogApi.listCatalogProducts),
    withAbility('read', 'Product', async ({ request, ctx }) => {
      const { allData: withAllData, ...params } = catalogListParams.parse(
        fromSearchParams(new URL(request.url).searchParams),
      );
      const { category, status, stock, sortColumn } = params;
      const filtered = searchRecords(
        ctx.session.db.products,
        params.q,
        CATALOG_SEARCH_FIELDS,
      ).filter(
        (product) =>
          (category === undefined || product.category === category) &&
          (status === undefined || product.status === status) &&
          (stock === undefined || (stock === 'in' ? product.stock > 0 : product.stock === 0)),
      );
      // With no sort column the newest product comes first, so one just added heads page one.
      const sorted =
        sortColumn === 'category'
          ? byCategoryName(ctx.session.db, filtered, params.sort)
          : sortColumn
            ? sortRecords(filtered, sortColumn, params.sort)
            : filtered.toSorted((a, b) => b.id - a.id);
      const { items, total } = paginate(sorted, params.page, params.perPage);
      const body: CatalogPage = {
        products: items,
        total,
        ...(withAllData ? { allData: sorted } : {}),
      };
      return HttpResponse.json(body);
    }),
  ),

  http.post(
    mockPath(catalogApi.createProduct),
    withAbility(
      'create',
      'Product',
      idempotent(async ({ request, ctx }) => {
        const input = stored(await parseBody(request, catalogApi.createProduct.body));
        const { db } = ctx.session;
        assertCategory(db, input.category);
        assertSkuFree(db, input.sku);
        const id = nextId(db.products);
        const product: Product = {
          id,
          version: FIRST_VERSION,
          ...input,
          slug: `${slugOf(input.name)}-${id}`,
          rating: 0,
          reviews: 0,
          createdAt: clockIso(ctx.session.clock),
          // Featured first: a new product heads the shop's own order.
          featuredRank: Math.min(0, ...db.products.map((other) => other.featuredRank)) - 1,
        };
        db.products.push(product);
        return HttpResponse.json({ product }, { status: 201 });
      }),
    ),
  ),

  http.put(
    mockPath(catalogApi.updateProduct),
    withAbility('update', 'Product', async ({ request, params, ctx }) => {
      const { db } = ctx.session;
      const product = findProduct(db, pathId(params));
      const input = stored(await parseBody(request, catalogApi.updateProduct.body), product.colors);
      assertCurrentVersion(request, ctx.session, { table: 'products', row: product });
      assertCategory(db, input.category);
      assertSkuFree(db, input.sku, product);
      const before = JSON.stringify(product);
      Object.assign(product, input);
      if (JSON.stringify(product) !== before) bumpVersion(product);
      if (product.status !== 'published') dropFromBaskets(db, new Set([product.id]));
      return HttpResponse.json({ product });
    }),
  ),

  http.post(
    mockPath(catalogApi.updateProductsStatus),
    withAbility('update', 'Product', async ({ request, ctx }) => {
      const { ids, status, versions } = await parseBody(request, productsStatusBody);
      const { db } = ctx.session;
      // All or nothing: every id and version is checked before anything changes.
      const named = ids.map((id) => findProduct(db, id));
      assertCurrentVersions(ctx.session, {
        table: 'products',
        rows: named,
        versions,
        current: (product) => product,
      });
      for (const product of new Set(named)) {
        if (product.status !== status) bumpVersion(product);
        product.status = status;
      }
      if (status !== 'published') dropFromBaskets(db, new Set(ids));
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.post(
    mockPath(catalogApi.deleteProducts),
    withAbility('delete', 'Product', async ({ request, ctx }) => {
      const { ids, versions } = await parseBody(request, productIdsBody);
      const { db } = ctx.session;
      const targets = new Set(ids);
      assertCurrentVersions(ctx.session, {
        table: 'products',
        rows: ids.map((id) => findProduct(db, id)),
        versions,
        current: (product) => product,
      });
      // An order keeps the products it sold: such a product can only be archived.
      const ordered = db.orders
        .flatMap((order) => order.lines)
        .find((line) => targets.has(line.productId));
      if (ordered) {
        throwHttpError(409, catalogErrorKeys.inOrder, undefined, {
          name: findProduct(db, ordered.productId).name,
        });
      }
      db.products = db.products.filter((product) => !targets.has(product.id));
      dropFromBaskets(db, targets);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
