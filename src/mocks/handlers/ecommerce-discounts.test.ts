// @vitest-environment node
import {
  discountCodeAnswerSchema,
  discountCodesPageSchema,
  type DiscountCodeInput,
} from '@/apps/shop-admin/api/discount-schemas';
import { cartSchema } from '@/lib/ecommerce/ecommerce-schemas';
import { getMockSession, MOCK_SESSION_COOKIE } from '@/mocks/db/sessions';
import { demoAccounts, shopManagerAccount } from '@/mocks/seed/auth-seed';
import { callApi, freshSession, type ErrorBody } from '@/mocks/testing/mock-api-client';
import { testAddress } from '@/mocks/testing/place-order';
import { staleAnswer } from '@/mocks/testing/stale-answer';

type Account = 'admin' | 'client' | 'shop';
const accounts = { ...demoAccounts, shop: shopManagerAccount };

/** A database of its own for each test: the codes, carts and orders they change. */
function session() {
  const name = freshSession();
  const db = () => getMockSession({ [MOCK_SESSION_COOKIE]: name }).db;
  const tokens = new Map<Account, string>();
  async function call<Body = ErrorBody>(
    path: string,
    account: Account,
    options: { body?: unknown; method?: string; version?: number } = {},
  ) {
    let token = tokens.get(account);
    if (!token) {
      const { email, password } = accounts[account];
      const login = await callApi<{ accessToken: string }>('/jwt/login', {
        body: { email, password },
        session: name,
      });
      expect(login.status).toBe(200);
      token = login.body.accessToken;
      tokens.set(account, token);
    }
    return callApi<Body>(path, { ...options, token, session: name });
  }
  /** A product the buyer can put in the cart, above `from` dollars, shipping not free. */
  function product(from = 150) {
    const found = db().products.find(
      (p) => p.status === 'published' && p.stock > 5 && p.price > from && p.colors.length === 0,
    );
    if (!found) throw new Error('the seed has no product for the discount checks');
    return found;
  }
  /** Puts a product in the buyer's cart and the code on it: the discount call's answer. */
  async function applyCode(account: Account, code: string, productId = product().id) {
    await call('/apps/ecommerce/cart', account, { body: { productId } });
    return call('/apps/ecommerce/cart/discount', account, { body: { code } });
  }
  const order = (account: Account) =>
    call<{ discountCode: string | null; discount: number }>('/apps/ecommerce/orders', account, {
      body: { address: testAddress, payment: { method: 'cod' } },
    });
  return { db, call, product, applyCode, order };
}

const input: DiscountCodeInput = {
  code: ' spring15 ',
  kind: 'percent',
  value: 15,
  minSubtotal: 0,
  startsOn: null,
  endsOn: null,
  usageLimit: null,
  perCustomerLimit: null,
  active: true,
};

describe('the discount codes API', () => {
  it('seeds the codes the shop had built in, unused', async () => {
    const { call } = session();
    const { body, status } = await call('/apps/ecommerce/discounts?sortColumn=code', 'shop');
    expect(status).toBe(200);
    const page = discountCodesPageSchema.parse(body);
    const byCode = new Map(page.codes.map((code) => [code.code, code]));
    expect(byCode.get('SAVE10')).toMatchObject({ kind: 'percent', value: 10, active: true });
    expect(byCode.get('WELCOME20')).toMatchObject({ kind: 'amount', value: 20, minSubtotal: 100 });
    expect(byCode.get('FREESHIP')).toMatchObject({ kind: 'freeShipping', usageLimit: null });
    expect(page.codes.every((code) => code.used === 0)).toBe(true);
  });

  it('creates, reads, searches, updates and deletes a code, with its version', async () => {
    const { call } = session();
    const created = await call('/apps/ecommerce/discounts', 'shop', { body: input });
    expect(created.status).toBe(201);
    const { code } = discountCodeAnswerSchema.parse(created.body);
    expect(code).toMatchObject({ code: 'SPRING15', used: 0, version: 1 });

    const found = discountCodesPageSchema.parse(
      (await call('/apps/ecommerce/discounts?q=spring&kind=percent', 'shop')).body,
    );
    expect(found.codes.map((row) => row.code)).toEqual(['SPRING15']);
    const read = await call(`/apps/ecommerce/discounts/${code.id}`, 'shop');
    expect(read.body).toEqual({ code });

    const path = `/apps/ecommerce/discounts/${code.id}`;
    const changed = { ...input, kind: 'freeShipping', value: 99, usageLimit: 5 };
    const updated = await call(path, 'shop', { body: changed, method: 'PUT', version: 1 });
    expect(updated.status).toBe(200);
    const after = discountCodeAnswerSchema.parse(updated.body).code;
    // Free shipping takes no value.
    expect(after).toMatchObject({ kind: 'freeShipping', value: 0, usageLimit: 5, version: 2 });

    const stale = await call(path, 'shop', { body: input, method: 'PUT', version: 1 });
    expect(stale).toEqual(staleAnswer({ code: after }, { id: 3, fullName: expect.any(String) }));
    const staleDelete = await call(path, 'shop', { method: 'DELETE', version: 1 });
    expect(staleDelete.status).toBe(412);

    expect((await call(path, 'shop', { method: 'DELETE', version: 2 })).status).toBe(204);
    expect((await call(path, 'shop')).status).toBe(404);
  });

  it('refuses a taken code (case aside) and the form’s rules by their fields', async () => {
    const { call } = session();
    const taken = await call('/apps/ecommerce/discounts', 'shop', {
      body: { ...input, code: 'save10' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body?.errors).toEqual({ code: ['ecommerce.discounts.errors.codeTaken'] });
    const bad = await call('/apps/ecommerce/discounts', 'shop', {
      body: {
        ...input,
        code: 'no spaces',
        value: 120,
        startsOn: '2026-12-10',
        endsOn: '2026-12-01',
        usageLimit: 0,
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body?.errors).toEqual({
      code: ['ecommerce.discounts.errors.codeFormat'],
      value: ['ecommerce.discounts.errors.percentRange'],
      endsOn: ['ecommerce.discounts.errors.endBeforeStart'],
      usageLimit: ['ecommerce.discounts.errors.usesMin'],
    });
  });

  it('is the catalogue managers’: a client may neither read nor write the codes', async () => {
    const { call } = session();
    expect((await call('/apps/ecommerce/discounts', 'client')).status).toBe(403);
    expect((await call('/apps/ecommerce/discounts', 'client', { body: input })).status).toBe(403);
    expect((await call('/apps/ecommerce/discounts/1', 'client', { method: 'DELETE' })).status).toBe(
      403,
    );
    expect((await call('/apps/ecommerce/discounts', 'admin')).status).toBe(200);
  });

  it('refuses at the cart a code unknown, switched off, not started, ended or used up', async () => {
    const { call, db, applyCode } = session();
    const add = async (code: string, fields: Partial<DiscountCodeInput>) =>
      call('/apps/ecommerce/discounts', 'shop', { body: { ...input, code, ...fields } });
    await add('OFF10', { active: false });
    await add('LATER10', { startsOn: '2030-01-01' });
    await add('OLD10', { endsOn: '2020-01-31' });
    await add('GONE10', { usageLimit: 2 });
    const gone = db().discountCodes.find((code) => code.code === 'GONE10');
    if (!gone) throw new Error('GONE10 was not added');
    gone.used = 2;
    const cases = [
      ['NOPE', 'ecommerce.errors.codeUnknown', undefined],
      ['off10', 'ecommerce.errors.codeInactive', undefined],
      ['LATER10', 'ecommerce.errors.codeNotStarted', { date: '2030-01-01' }],
      ['OLD10', 'ecommerce.errors.codeExpired', { date: '2020-01-31' }],
      ['GONE10', 'ecommerce.errors.codeUsedUp', undefined],
    ] as const;
    for (const [code, key, params] of cases) {
      const refused = await applyCode('client', code);
      expect(refused.status).toBe(400);
      expect(refused.body?.errors).toEqual({ code: [key] });
      expect(refused.body?.params).toEqual(params);
    }
  });

  it('counts an order’s use, and keeps a buyer to their own limit', async () => {
    const { call, db, applyCode, order } = session();
    await call('/apps/ecommerce/discounts', 'shop', {
      body: { ...input, code: 'ONCE', perCustomerLimit: 1, usageLimit: 2 },
    });
    const applied = await applyCode('client', 'once');
    expect(cartSchema.parse(applied.body).discountCode).toBe('ONCE');
    const placed = await order('client');
    expect(placed.status).toBe(201);
    expect(placed.body.discountCode).toBe('ONCE');
    expect(placed.body.discount).toBeGreaterThan(0);
    const once = db().discountCodes.find((code) => code.code === 'ONCE');
    expect(once).toMatchObject({ used: 1, version: 2 });

    // The client has had their one use; the admin, another buyer, has not.
    const again = await applyCode('client', 'ONCE');
    expect(again.body?.errors).toEqual({ code: ['ecommerce.errors.codeCustomerLimit'] });
    expect(again.body?.params).toEqual({ count: 1 });
    expect((await applyCode('admin', 'ONCE')).status).toBe(200);
    expect((await order('admin')).status).toBe(201);
    expect(once?.used).toBe(2);
    // Two uses of two: the code is used up for everyone, before anyone's own limit.
    expect((await applyCode('client', 'ONCE')).body?.errors).toEqual({
      code: ['ecommerce.errors.codeUsedUp'],
    });
  });

  it('refuses an order whose code ended meanwhile, and the cart takes nothing off', async () => {
    const { call, db, applyCode, order } = session();
    expect((await applyCode('client', 'SAVE10')).status).toBe(200);
    const save = db().discountCodes.find((code) => code.code === 'SAVE10');
    if (!save) throw new Error('no SAVE10 in the seed');
    save.active = false;
    const cart = cartSchema.parse((await call('/apps/ecommerce/cart', 'client')).body);
    expect(cart).toMatchObject({ discountCode: 'SAVE10', discount: 0 });
    const refused = await order('client');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errors: { discountCode: ['ecommerce.errors.codeInactive'] },
    });
    expect(db().orders.filter((row) => row.discountCode === 'SAVE10')).toHaveLength(0);
    expect(save.used).toBe(0);
  });

  it('frees shipping with a free-shipping code only from its minimum', async () => {
    const { call, db, applyCode } = session();
    await call('/apps/ecommerce/discounts', 'shop', {
      body: { ...input, code: 'SHIP300', kind: 'freeShipping', value: 0, minSubtotal: 300 },
    });
    const shipped = (from: number, to: number) => {
      const found = db().products.find(
        (p) =>
          p.status === 'published' &&
          p.stock > 0 &&
          p.colors.length === 0 &&
          !p.hasFreeShipping &&
          p.price > from &&
          p.price < to,
      );
      if (!found) throw new Error(`the seed has no product between ${from} and ${to}`);
      return found;
    };
    const below = await applyCode('client', 'SHIP300', shipped(20, 150).id);
    expect(below.body?.errors).toEqual({ code: ['ecommerce.errors.codeMinimum'] });
    expect(below.body?.params).toEqual({ amount: 300 });
    // From 300 (under the 500 that ships free anyway) the code frees the shipping.
    await call('/apps/ecommerce/cart', 'client', { body: { productId: shipped(200, 300).id } });
    const applied = await call('/apps/ecommerce/cart/discount', 'client', {
      body: { code: 'SHIP300' },
    });
    const cart = cartSchema.parse(applied.body);
    expect(cart.subtotal).toBeGreaterThanOrEqual(300);
    expect(cart.subtotal).toBeLessThan(500);
    expect(cart).toMatchObject({ discountCode: 'SHIP300', discount: 0, shipping: 0 });
  });
});
