import { http, HttpResponse } from 'msw';
import type {
  DiscountCodeInput,
  DiscountCodeRecord,
  DiscountCodesPage,
} from '@/apps/shop-admin/api/discount-schemas';
import { mockPath } from '@/contract/endpoint';
import {
  DISCOUNT_SEARCH_FIELDS,
  discountsApi,
  discountsListParams,
} from '@/contract/endpoints/ecommerce-discounts';
import { fromSearchParams } from '@/lib/list/list-search';
import { nextId } from '@/mocks/db/database';
import type { Database } from '@/mocks/db/tables';
import { withAbility, type AuthContext } from '@/mocks/lib/auth-guard';
import { clockIso } from '@/mocks/lib/clock';
import { throwHttpError, throwNotFound } from '@/mocks/lib/http-errors';
import { idempotent } from '@/mocks/lib/idempotency';
import { listPage, newestFirst, searchRecords } from '@/mocks/lib/list-operations';
import { parseBody, pathId } from '@/mocks/lib/validation';
import { assertCurrentVersion } from '@/mocks/lib/versions';
import { FIRST_VERSION } from '@/lib/versions/versions';

export const discountErrorKeys = {
  codeTaken: 'ecommerce.discounts.errors.codeTaken',
} as const;

function findCode(db: Database, id: number): DiscountCodeRecord {
  const code = db.discountCodes.find((candidate) => candidate.id === id);
  if (!code) throwNotFound();
  return code;
}

/** The body as stored: the code upper-case, free shipping's value 0. */
function stored(input: DiscountCodeInput) {
  return {
    ...input,
    code: input.code.toUpperCase(),
    value: input.kind === 'freeShipping' ? 0 : input.value,
  };
}

/** 409 on `code` when another code than `self` has that word, case aside. */
function assertCodeFree(db: Database, word: string, self?: DiscountCodeRecord) {
  if (db.discountCodes.some((code) => code !== self && code.code === word)) {
    throwHttpError(409, discountErrorKeys.codeTaken, { code: [discountErrorKeys.codeTaken] });
  }
}

/** 412 when `If-Match` names a version the code has left; its answer is the code's read. */
function assertCurrentCodeVersion(request: Request, ctx: AuthContext, code: DiscountCodeRecord) {
  assertCurrentVersion(request, ctx.session, {
    table: 'discountCodes',
    row: code,
    current: () => ({ code }),
  });
}

export const discountHandlers = [
  http.get(
    mockPath(discountsApi.listDiscountCodes),
    withAbility('read', 'Product', async ({ request, ctx }) => {
      const params = discountsListParams.parse(fromSearchParams(new URL(request.url).searchParams));
      const { kind } = params;
      const filtered = searchRecords(
        ctx.session.db.discountCodes,
        params.q,
        DISCOUNT_SEARCH_FIELDS,
      ).filter((code) => kind === undefined || code.kind === kind);
      const { items, total } = listPage(filtered, params, (rows) => rows.toSorted(newestFirst));
      const body: DiscountCodesPage = { codes: items, total };
      return HttpResponse.json(body);
    }),
  ),

  http.get(
    mockPath(discountsApi.getDiscountCode),
    withAbility('read', 'Product', async ({ params, ctx }) => {
      const code = findCode(ctx.session.db, pathId(params));
      return HttpResponse.json({ code });
    }),
  ),

  http.post(
    mockPath(discountsApi.createDiscountCode),
    withAbility(
      'create',
      'Product',
      idempotent(async ({ request, ctx }) => {
        const input = stored(await parseBody(request, discountsApi.createDiscountCode.body));
        const { db } = ctx.session;
        assertCodeFree(db, input.code);
        const code: DiscountCodeRecord = {
          id: nextId(db.discountCodes),
          ...input,
          used: 0,
          createdAt: clockIso(ctx.session.clock),
          version: FIRST_VERSION,
        };
        db.discountCodes.push(code);
        return HttpResponse.json({ code }, { status: 201 });
      }),
    ),
  ),

  http.put(
    mockPath(discountsApi.updateDiscountCode),
    withAbility('update', 'Product', async ({ request, params, ctx }) => {
      const { db } = ctx.session;
      const code = findCode(db, pathId(params));
      const input = stored(await parseBody(request, discountsApi.updateDiscountCode.body));
      assertCurrentCodeVersion(request, ctx, code);
      assertCodeFree(db, input.code, code);
      const changed = (Object.keys(input) as (keyof typeof input)[]).some(
        (field) => code[field] !== input[field],
      );
      Object.assign(code, input);
      if (changed) code.version += 1;
      return HttpResponse.json({ code });
    }),
  ),

  http.delete(
    mockPath(discountsApi.deleteDiscountCode),
    withAbility('delete', 'Product', async ({ request, params, ctx }) => {
      const { db } = ctx.session;
      const code = findCode(db, pathId(params));
      assertCurrentCodeVersion(request, ctx, code);
      db.discountCodes = db.discountCodes.filter((candidate) => candidate !== code);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
