// @vitest-environment node
import { MAX_AVATAR_CHARS } from '@/apps/account/api/account-schemas';
import { accountApi } from '@/contract/endpoints/account';
import { catalogApi } from '@/contract/endpoints/ecommerce-catalog';
import { MAX_BODY_BYTES } from '@/contract/request-body';
import { MAX_PRODUCT_IMAGE_CHARS, MAX_PRODUCT_IMAGES } from '@/lib/ecommerce/ecommerce-values';
import { MOCK_SESSION_COOKIE } from '@/mocks/db/sessions';
import { callApi, freshSession, signInAs, TEST_ORIGIN } from '@/mocks/testing/mock-api-client';

// The handlers as the browser worker and vitest run them (the Node servers' own reading is
// node-middleware.test.ts's): the same answers, before the token is checked.

const tooLarge = { message: 'validation.tooBig', params: { max: MAX_BODY_BYTES } };
const notJson = { message: 'validation.malformedJson' };

/** A JPEG data URL of `chars` characters, as the browser's canvas writes one. */
const picture = (chars: number) => `data:image/jpeg;base64,${'A'.repeat(chars - 23)}`;

/** A body that never ends, and how much of it was asked for. */
function endlessBody() {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled };
}

async function signedIn(session: string) {
  const { accessToken } = await signInAs('admin', session);
  return { authorization: `Bearer ${accessToken}`, cookie: `${MOCK_SESSION_COOKIE}=${session}` };
}

describe('request bodies, whichever host serves the handlers', () => {
  it.each([
    ['without a token', false],
    ['with a token', true],
  ])('answer 413 to a body that never ends, %s, reading no more than the cap', async (_, auth) => {
    const session = freshSession();
    const headers = auth ? await signedIn(session) : {};
    const { stream, pulled } = endlessBody();
    const answer = await fetch(`${TEST_ORIGIN}/apps/todo/add-tasks`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect({ status: answer.status, body: await answer.json() }).toEqual({
      status: 413,
      body: tooLarge,
    });
    // Streams ask a few chunks ahead of what is read (each copy msw makes has its queue).
    expect(pulled.bytes).toBeGreaterThan(MAX_BODY_BYTES);
    expect(pulled.bytes).toBeLessThan(MAX_BODY_BYTES + 8 * 64 * 1024);
  });

  it('answer 413 when Content-Length says the body is over the cap', async () => {
    const answer = await callApi('/jwt/login', {
      headers: { 'content-length': String(64 * 1024 * 1024) },
      body: { email: 'admin@demo.com', password: 'admin' },
    });
    expect(answer).toEqual({ status: 413, body: tooLarge });
  });

  it('answer 415 to a body that is not JSON, with or without a token', async () => {
    const session = freshSession();
    const auth = await signedIn(session);
    for (const headers of [{}, auth]) {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', null]) {
        const answer = await fetch(`${TEST_ORIGIN}/apps/todo/add-tasks`, {
          method: 'POST',
          headers: { ...headers, ...(type && { 'content-type': type }) },
          body: new Blob([JSON.stringify({ task: { title: 'Plain' } })]),
        });
        expect({ type, status: answer.status, body: await answer.json() }).toEqual({
          type,
          status: 415,
          body: notJson,
        });
      }
    }
    // A control call too: the rule is every endpoint's.
    const reset = await callApi('/__mock/reset', {
      session,
      rawBody: 'seed=large',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(reset).toEqual({ status: 415, body: notJson });
  });

  it('read JSON with a charset, and no body without a type, as before', async () => {
    const session = freshSession();
    const login = await callApi('/jwt/login', {
      session,
      body: { email: 'admin@demo.com', password: 'admin' },
      headers: { 'content-type': 'application/json; charset=UTF-8' },
    });
    expect(login.status).toBe(200);
    const reset = await fetch(`${TEST_ORIGIN}/__mock/reset`, {
      method: 'POST',
      headers: { cookie: `${MOCK_SESSION_COOKIE}=${session}` },
    });
    expect(reset.status).toBe(200);
  });

  it('take the largest bodies the app sends: six full pictures of a product, an avatar', async () => {
    const session = freshSession();
    const { accessToken: token } = await signInAs('admin', session);
    const product = await callApi('/apps/ecommerce/catalog/products', {
      session,
      token,
      body: {
        ...catalogApi.createProduct.example.body,
        sku: 'FULL-PICTURES',
        images: Array.from({ length: MAX_PRODUCT_IMAGES }, () => picture(MAX_PRODUCT_IMAGE_CHARS)),
      },
    });
    expect(product.status).toBe(201);
    const account = await callApi('/api/account', {
      session,
      token,
      method: 'PATCH',
      body: { ...accountApi.update.example.body, avatar: picture(MAX_AVATAR_CHARS) },
    });
    expect(account.status).toBe(200);
  });
});
