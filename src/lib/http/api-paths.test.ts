import { getJson, send, sendJson, type ApiPath } from './request';

// What this file proves is the type checker's (`npx tsc -p tsconfig.json --noEmit`, npm test's
// typecheck): each `@ts-expect-error` fails the check if its call ever compiles. Vitest only
// runs the assertions, which are no-ops at run time; no call below is sent.

const schema = { parse: (answer: unknown) => answer };

/** Calls the type checker judges: the contract's paths pass, any other path or method fails. */
function calls(id: number) {
  return [
    getJson('apps/ecommerce/cart', schema),
    getJson(`apps/ecommerce/products/${id}/reviews`, schema),
    sendJson('patch', `apps/ecommerce/cart/${id}`, schema, { json: { qty: 1 } }),
    send('delete', `apps/ecommerce/wishlist/${id}`),
    // @ts-expect-error: a path the contract does not have
    getJson('apps/ecommerce/carts', schema),
    // @ts-expect-error: the contract has `GET /apps/roles`, no POST
    sendJson('post', 'apps/roles', schema, { json: {} }),
    // @ts-expect-error: the cart's line is PATCHed, not PUT
    send('put', `apps/ecommerce/cart/${id}`),
    // @ts-expect-error: the client takes paths without the leading slash (ky's prefixUrl)
    getJson('/apps/roles', schema),
    // @ts-expect-error: the sign-in endpoints go through their own client, at config.json's URLs
    sendJson('post', 'jwt/login', schema),
  ];
}

describe('the API paths the fetchers take', () => {
  it("are the contract's, by method", () => {
    expectTypeOf<'apps/roles'>().toExtend<ApiPath<'get'>>();
    expectTypeOf<'apps/roles'>().not.toExtend<ApiPath<'post'>>();
    expectTypeOf<'apps/ecommerce/cart/7'>().toExtend<ApiPath<'delete'>>();
    expectTypeOf<'__mock/reset'>().toExtend<ApiPath<'post'>>();
    expectTypeOf<'test/thing'>().not.toExtend<ApiPath<'get'>>();
    expectTypeOf(calls).toBeFunction();
  });
});
