import { http, HttpResponse } from 'msw';
import {
  slugOfName,
  type Categories,
  type Category,
  type CategoryRecord,
} from '@/lib/ecommerce/category-schemas';
import { mockPath } from '@/contract/endpoint';
import { categoriesApi, categorySlugPath } from '@/contract/endpoints/ecommerce-categories';
import type { Database } from '@/mocks/db/tables';
import { canDo, withAbility, type AuthContext } from '@/mocks/lib/auth-guard';
import { throwHttpError, throwNotFound } from '@/mocks/lib/http-errors';
import { idempotent } from '@/mocks/lib/idempotency';
import { parseBody } from '@/mocks/lib/validation';
import { assertCurrentVersion } from '@/mocks/lib/versions';
import { FIRST_VERSION } from '@/lib/versions/versions';

export const categoryErrorKeys = {
  nameTaken: 'ecommerce.categoryAdmin.errors.nameTaken',
  notEmpty: 'ecommerce.categoryAdmin.errors.notEmpty',
  orderStale: 'ecommerce.categoryAdmin.errors.orderStale',
} as const;

function pathSlug(params: Record<string, unknown>): string {
  const parsed = categorySlugPath.safeParse(params);
  if (!parsed.success) throwNotFound();
  return parsed.data.slug;
}

function findCategory(db: Database, slug: string): CategoryRecord {
  const category = db.categories.find((candidate) => candidate.slug === slug);
  if (!category) throwNotFound();
  return category;
}

/** Whether a category has that slug: the product form's and the catalogue's check. */
export function categoryExists(db: Database, slug: string): boolean {
  return db.categories.some((category) => category.slug === slug);
}

/** 409 on `name` when another category than `self` has it, case aside. */
function assertNameFree(db: Database, name: string, self?: CategoryRecord) {
  const folded = name.toLocaleLowerCase('en');
  if (db.categories.some((c) => c !== self && c.name.toLocaleLowerCase('en') === folded)) {
    throwHttpError(409, categoryErrorKeys.nameTaken, { name: [categoryErrorKeys.nameTaken] });
  }
}

/** The products in the category: all of them for the catalogue's readers, the shop's for the rest. */
function withCount(ctx: AuthContext, category: CategoryRecord): Category {
  const every = canDo(ctx, 'read', 'Product');
  const productCount = ctx.session.db.products.filter(
    (product) => product.category === category.slug && (every || product.status === 'published'),
  ).length;
  return { ...category, productCount };
}

/** A slug no category has: the name's, then `-2`, `-3`… */
function freeSlug(db: Database, name: string): string {
  const base = slugOfName(name);
  let slug = base;
  for (let n = 2; categoryExists(db, slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** 412 when `If-Match` names a version the category has left; its answer is the list's record. */
function assertCurrentCategoryVersion(
  request: Request,
  ctx: AuthContext,
  category: CategoryRecord,
) {
  assertCurrentVersion(request, ctx.session, {
    table: 'categories',
    row: { id: category.slug, version: category.version },
    current: () => withCount(ctx, category),
  });
}

export const categoryHandlers = [
  http.get(
    mockPath(categoriesApi.listCategories),
    withAbility('read', 'Ecommerce', async ({ ctx }) => {
      const body: Categories = {
        categories: ctx.session.db.categories.map((category) => withCount(ctx, category)),
      };
      return HttpResponse.json(body);
    }),
  ),

  http.post(
    mockPath(categoriesApi.createCategory),
    withAbility(
      'create',
      'Product',
      idempotent(async ({ request, ctx }) => {
        const { name } = await parseBody(request, categoriesApi.createCategory.body);
        const { db } = ctx.session;
        assertNameFree(db, name);
        const category: CategoryRecord = { slug: freeSlug(db, name), name, version: FIRST_VERSION };
        db.categories.push(category);
        return HttpResponse.json({ category: withCount(ctx, category) }, { status: 201 });
      }),
    ),
  ),

  http.post(
    mockPath(categoriesApi.reorderCategories),
    withAbility('update', 'Product', async ({ request, ctx }) => {
      const { slugs } = await parseBody(request, categoriesApi.reorderCategories.body);
      const { db } = ctx.session;
      const current = new Set(db.categories.map((category) => category.slug));
      const given = new Set(slugs);
      // Exactly the categories there are, each once: a list from before an add or a delete is stale.
      if (
        given.size !== slugs.length ||
        given.size !== current.size ||
        slugs.some((slug) => !current.has(slug))
      ) {
        throwHttpError(409, categoryErrorKeys.orderStale);
      }
      db.categories = slugs.map((slug) => findCategory(db, slug));
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.put(
    mockPath(categoriesApi.renameCategory),
    withAbility('update', 'Product', async ({ request, params, ctx }) => {
      const { db } = ctx.session;
      const category = findCategory(db, pathSlug(params));
      const { name } = await parseBody(request, categoriesApi.renameCategory.body);
      assertCurrentCategoryVersion(request, ctx, category);
      assertNameFree(db, name, category);
      if (category.name !== name) category.version += 1;
      category.name = name;
      return HttpResponse.json({ category: withCount(ctx, category) });
    }),
  ),

  http.delete(
    mockPath(categoriesApi.deleteCategory),
    withAbility('delete', 'Product', async ({ request, params, ctx }) => {
      const { db } = ctx.session;
      const category = findCategory(db, pathSlug(params));
      assertCurrentCategoryVersion(request, ctx, category);
      const count = db.products.filter((product) => product.category === category.slug).length;
      if (count > 0) throwHttpError(409, categoryErrorKeys.notEmpty, undefined, { count });
      db.categories = db.categories.filter((candidate) => candidate !== category);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
