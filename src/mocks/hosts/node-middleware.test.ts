// @vitest-environment node
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { bypass } from 'msw';
import { MAX_AVATAR_CHARS } from '@/apps/account/api/account-schemas';
import { MAX_PRODUCT_DESCRIPTION_CHARS } from '@/apps/shop-admin/api/catalog-schemas';
import { accountApi } from '@/contract/endpoints/account';
import { catalogApi } from '@/contract/endpoints/ecommerce-catalog';
import { MAX_BODY_BYTES } from '@/contract/request-body';
import { MAX_PRODUCT_IMAGE_CHARS, MAX_PRODUCT_IMAGES } from '@/lib/ecommerce/ecommerce-values';
import { authResponseSchema } from '@/lib/session/session-schemas';
import {
  createMockMiddleware,
  isLoopback,
  type MockMiddleware,
} from '@/mocks/hosts/node-middleware';
import { serveMiddleware, type ServedMiddleware } from '@/testing/serve-middleware';

let server: ServedMiddleware;
let origin: string;
const beforeDemoAnswer = vi.fn<() => void>();

beforeAll(async () => {
  const middleware = createMockMiddleware({ beforeDemoAnswer });
  server = await serveMiddleware(middleware);
  origin = server.origin;
});

afterAll(() => server.close());

// bypass() keeps msw/node (started by the test setup) from answering before the real server.
const send = (path: string, init?: RequestInit) => fetch(bypass(`${origin}${path}`, init));

/** The raw answer (fetch would unzip it and hide the encoding), msw/node stepping aside. */
const raw = (path: string, headers: Record<string, string>) =>
  new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const bypassed = { ...headers, accept: 'msw/passthrough' };
      const req = httpRequest(`${origin}${path}`, { headers: bypassed }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    },
  );
const signIn = async () => {
  const login = await send('/jwt/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'mock-session=mw-gzip' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  return authResponseSchema.parse(await login.json()).accessToken;
};

describe('createMockMiddleware', () => {
  it('answers API calls with the handlers, body, headers and cookie included', async () => {
    const login = await send('/jwt/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'mock-session=mw-test' },
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('content-type')).toContain('application/json');
    const { accessToken } = authResponseSchema.parse(await login.json());
    expect(beforeDemoAnswer).not.toHaveBeenCalled();

    const data = await send('/api/bookmarks/data', {
      headers: { authorization: `Bearer ${accessToken}`, cookie: 'mock-session=mw-test' },
    });
    expect(data.status).toBe(200);
    // The token belongs to the cookie session, so the demo session refuses it.
    const demo = await send('/api/bookmarks/data', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(demo.status).toBe(401);
    expect(await demo.json()).toEqual({ message: 'auth.errors.unauthorized' });
  });

  const json = { 'content-type': 'application/json' };

  it('reports writes to the demo database', async () => {
    const logout = await send('/jwt/logout', { method: 'POST', headers: json, body: '{}' });
    expect(logout.status).toBe(204);
    expect(beforeDemoAnswer).toHaveBeenCalledTimes(1);
  });

  it('sends no answer to a demo write that could not be persisted', async () => {
    beforeDemoAnswer.mockImplementationOnce(() => {
      throw new Error('disk full');
    });
    const logout = await send('/jwt/logout', { method: 'POST', headers: json, body: '{}' });
    expect({ status: logout.status, text: await logout.text() }).toEqual({
      status: 500,
      text: 'error',
    });
  });

  it('falls through for pages, page loads under /apps/ and non-API files', async () => {
    for (const [path, accept] of [
      ['/', 'text/html'],
      ['/assets/app.js', '*/*'],
      ['/apps/todo', 'text/html,application/xhtml+xml'],
      ['/apps/users/3', 'text/html,application/xhtml+xml'],
      ['/src/apps/todo/api/list-todo-tasks.ts', '*/*'],
    ] as const) {
      const response = await send(path, { headers: { accept } });
      expect({ path, status: response.status, text: await response.text() }).toEqual({
        path,
        status: 404,
        text: 'fell through',
      });
    }
  });

  it('answers an API call no handler serves with a JSON 404', async () => {
    for (const headers of [
      new Headers({ authorization: 'Bearer whatever' }),
      new Headers({ accept: 'application/json' }),
      new Headers({ accept: 'application/json', authorization: 'Bearer whatever' }),
    ]) {
      for (const path of ['/apps/no-such-app/list', '/api/nothing/here?page=2']) {
        const response = await send(path, { headers });
        expect(response.headers.get('content-type')).toContain('application/json');
        expect({ path, status: response.status, body: await response.json() }).toEqual({
          path,
          status: 404,
          body: { message: 'errors.notFound' },
        });
      }
    }
    const post = await send('/apps/todo/unknown-endpoint', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(post.status).toBe(404);
  });

  describe('CORS, for a build served from another origin', () => {
    const app = 'http://localhost:4173';

    it('answers a preflight of an API path with what the app may send', async () => {
      for (const path of ['/jwt/login', '/apps/users/list', '/api/bookmarks/data']) {
        const response = await send(path, {
          method: 'OPTIONS',
          headers: {
            origin: app,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'authorization,content-type,idempotency-key',
          },
        });
        expect(response.status).toBe(204);
        expect(response.headers.get('access-control-allow-origin')).toBe(app);
        expect(response.headers.get('vary')).toBe('Origin');
        expect(response.headers.get('access-control-allow-methods')).toBe(
          'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
        );
        const allowed = (response.headers.get('access-control-allow-headers') ?? '')
          .toLowerCase()
          .split(/,\s*/);
        expect(allowed).toEqual(
          expect.arrayContaining(['authorization', 'content-type', 'idempotency-key', 'accept']),
        );
        expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThan(0);
        // Cookies never go to another origin: the app does not ask for them.
        expect(response.headers.get('access-control-allow-credentials')).toBeNull();
        expect(await response.text()).toBe('');
      }
    });

    it('marks the answers, errors included, as readable by the calling origin', async () => {
      const login = await send('/jwt/login', {
        method: 'POST',
        headers: { origin: app, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
      });
      expect(login.status).toBe(200);
      expect(login.headers.get('access-control-allow-origin')).toBe(app);
      // The origin it was answered for, and whether it was gzipped.
      expect(login.headers.get('vary')).toBe('Origin, Accept-Encoding');

      const refused = await send('/api/bookmarks/data', {
        headers: { origin: app, authorization: 'Bearer expired' },
      });
      expect(refused.status).toBe(401);
      expect(refused.headers.get('access-control-allow-origin')).toBe(app);

      const notFound = await send('/apps/no-such-app/list', {
        headers: { origin: app, accept: 'application/json' },
      });
      expect(notFound.status).toBe(404);
      expect(notFound.headers.get('access-control-allow-origin')).toBe(app);
    });

    it('allows any origin when the request names none', async () => {
      const status = await send('/__mock/status');
      expect(status.headers.get('access-control-allow-origin')).toBe('*');
    });

    it('leaves pages and files alone', async () => {
      const page = await send('/apps/todo', { headers: { origin: app, accept: 'text/html' } });
      expect(await page.text()).toBe('fell through');
      expect(page.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await send('/assets/app.js', {
        method: 'OPTIONS',
        headers: { origin: app, 'access-control-request-method': 'GET' },
      });
      expect(await preflight.text()).toBe('fell through');
    });
  });

  it('serves the control API', async () => {
    const status = await send('/__mock/status');
    expect(await status.json()).toMatchObject({ session: 'demo', latencyMs: 0 });
  });

  describe('compression, as a production API host answers', () => {
    it('gzips a large JSON answer for a client that accepts it, and says it varies', async () => {
      const headers = {
        authorization: `Bearer ${await signIn()}`,
        cookie: 'mock-session=mw-gzip',
      };
      const zipped = await raw('/apps/email/emails', { ...headers, 'accept-encoding': 'gzip, br' });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(String(zipped.headers.vary)).toMatch(/Accept-Encoding/);
      const plain = await raw('/apps/email/emails', headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
      expect(zipped.body.length).toBeLessThan(plain.body.length / 3);
      expect(JSON.parse(plain.body.toString('utf8'))).toHaveProperty('emails');
    });

    it('sends a small answer as it is', async () => {
      const small = await raw('/__mock/status', { 'accept-encoding': 'gzip' });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(small.body.toString('utf8'))).toMatchObject({ session: 'demo' });
    });
  });
});

/** A JPEG data URL of `chars` characters, as the browser's canvas writes one. */
const picture = (chars: number) => `data:image/jpeg;base64,${'A'.repeat(chars - 23)}`;

/** An answer read off a raw socket, and how many body bytes the client had sent by then. */
interface RawAnswer {
  status: number;
  head: string;
  body: string;
  sent: number;
}

/**
 * One request on a raw socket, which msw/node does not intercept and where the client decides
 * what the body is: none (only the head, with its `Content-Length`), or chunks of JSON
 * whitespace that never end, written as fast as the server takes them. Resolves with the answer
 * as soon as it is whole, whatever the body still had to send.
 */
function rawRequest(
  target: string,
  head: readonly string[],
  body: 'none' | 'endless',
): Promise<RawAnswer> {
  const { hostname, port } = new URL(target);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = Buffer.alloc(0);
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, ' ');
    const frame = Buffer.concat([
      Buffer.from(`${chunk.length.toString(16)}\r\n`),
      chunk,
      Buffer.from('\r\n'),
    ]);
    // Until the answer is in, or the socket takes no more for now (`drain` calls again).
    const pump = () => {
      for (;;) {
        if (answered || socket.destroyed) return;
        sent += chunk.length;
        if (!socket.write(frame)) return;
      }
    };
    socket.on('drain', pump);
    socket.on('data', (data: Buffer) => {
      received = Buffer.concat([received, data]);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const headText = received.subarray(0, end).toString('latin1');
      const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(headText)?.[1] ?? 0);
      if (received.length < end + 4 + length) return;
      answered = true;
      socket.destroy();
      resolve({
        status: Number(headText.split(' ')[1]),
        head: headText.toLowerCase(),
        body: received.subarray(end + 4, end + 4 + length).toString('utf8'),
        sent,
      });
    });
    // The server closes once it has answered; a client still writing then reads a reset.
    socket.on('error', (error) => {
      if (!answered) reject(error);
    });
    socket.on('connect', () => {
      socket.write(`${[...head, `Host: ${hostname}:${port}`].join('\r\n')}\r\n\r\n`);
      if (body === 'endless') pump();
    });
  });
}

describe('request bodies, in the dev and preview servers', () => {
  const tooLarge = { message: 'validation.tooBig', params: { max: MAX_BODY_BYTES } };
  const write = 'POST /apps/todo/add-tasks HTTP/1.1';
  let token: string;
  // Each test's own: the mock's sessions are put back after every test (src/testing/setup.ts).
  beforeEach(async () => {
    token = await signIn();
  });
  const signedIn = () => [`Authorization: Bearer ${token}`, 'Cookie: mock-session=mw-gzip'];

  it.each([
    ['without a token', () => []],
    ['with a token', signedIn],
  ])('answers 413 from Content-Length alone, %s, reading nothing', async (_, auth) => {
    const answer = await rawRequest(
      origin,
      [write, 'Content-Type: application/json', 'Content-Length: 67108864', ...auth()],
      'none',
    );
    expect({ status: answer.status, body: JSON.parse(answer.body) }).toEqual({
      status: 413,
      body: tooLarge,
    });
    expect(answer.head).toContain('\r\nconnection: close');
  });

  it.each([
    ['without a token', () => []],
    ['with a token', signedIn],
  ])('answers 413 to a body that never ends, %s, once past the cap', async (_, auth) => {
    const answer = await rawRequest(
      origin,
      [write, 'Content-Type: application/json', 'Transfer-Encoding: chunked', ...auth()],
      'endless',
    );
    expect({ status: answer.status, body: JSON.parse(answer.body) }).toEqual({
      status: 413,
      body: tooLarge,
    });
    // Read whole, it would never have been answered. What was sent past the cap sits in the
    // sockets' buffers (a few MB on loopback), never in the server's memory.
    expect(answer.sent).toBeGreaterThan(MAX_BODY_BYTES);
    expect(answer.sent).toBeLessThan(16 * MAX_BODY_BYTES);
  });

  it('answers 415 to a body that is not JSON, before the token is checked', async () => {
    const signedInHeaders = { authorization: `Bearer ${token}`, cookie: 'mock-session=mw-gzip' };
    for (const headers of [{}, signedInHeaders] as Record<string, string>[]) {
      const answer = await send('/apps/todo/add-tasks', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'text/plain' },
        body: JSON.stringify({ task: { title: 'Plain' } }),
      });
      expect({ status: answer.status, body: await answer.json() }).toEqual({
        status: 415,
        body: { message: 'validation.malformedJson' },
      });
    }
  });

  it('takes the largest bodies the app sends: six full pictures of a product, an avatar', async () => {
    const headers = {
      authorization: `Bearer ${token}`,
      cookie: 'mock-session=mw-gzip',
      'content-type': 'application/json; charset=utf-8',
    };
    const product = {
      ...catalogApi.createProduct.example.body,
      sku: 'FULL-PICTURES',
      description: 'é'.repeat(MAX_PRODUCT_DESCRIPTION_CHARS),
      images: Array.from({ length: MAX_PRODUCT_IMAGES }, () => picture(MAX_PRODUCT_IMAGE_CHARS)),
    };
    const body = JSON.stringify(product);
    expect(Buffer.byteLength(body)).toBeGreaterThan(MAX_PRODUCT_IMAGES * MAX_PRODUCT_IMAGE_CHARS);
    const created = await send('/apps/ecommerce/catalog/products', {
      method: 'POST',
      headers,
      body,
    });
    expect(created.status).toBe(201);

    const account = await send('/api/account', {
      method: 'PATCH',
      headers,
      body: JSON.stringify({
        ...accountApi.update.example.body,
        avatar: picture(MAX_AVATAR_CHARS),
      }),
    });
    expect(account.status).toBe(200);
  });
});

/** A server whose every client seems to come from `address`, as the socket reports it. */
async function servedTo(address: string, middleware: MockMiddleware) {
  return serveMiddleware((req, res, next) => {
    Object.defineProperty(req.socket, 'remoteAddress', { value: address, configurable: true });
    middleware(req, res, next);
  });
}

describe('the control API, test tooling that must not face users', () => {
  it('tells this machine’s addresses from others', () => {
    for (const local of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect({ local, loopback: isLoopback(local) }).toEqual({ local, loopback: true });
    }
    for (const other of ['10.0.0.7', '192.168.1.20', '::ffff:10.0.0.7', 'fe80::1', '', undefined]) {
      expect({ other, loopback: isLoopback(other) }).toEqual({ other, loopback: false });
    }
  });

  it('answers another machine 404, every path of it but its document', async () => {
    const remote = await servedTo('203.0.113.9', createMockMiddleware());
    try {
      const call = (path: string, init?: RequestInit) =>
        fetch(bypass(`${remote.origin}${path}`, init));
      for (const [path, method] of [
        ['/__mock/requests', 'GET'],
        ['/__mock/two-step-code', 'POST'],
        ['/__mock/outbox', 'GET'],
        ['/__mock/reset', 'POST'],
      ] as const) {
        const answer = await call(path, {
          method,
          headers: { 'content-type': 'application/json' },
          body: method === 'POST' ? '{"email":"admin@demo.com"}' : undefined,
        });
        expect({ path, status: answer.status, body: await answer.json() }).toEqual({
          path,
          status: 404,
          body: { message: 'errors.notFound' },
        });
      }
      // The API itself and the control API's description still answer.
      expect((await call('/__mock/openapi.json')).status).toBe(200);
      expect((await call('/api/openapi.json')).status).toBe(200);
    } finally {
      await remote.close();
    }
  });

  it('answers 404 to a request a proxy forwarded, even from this machine', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const answer = await send('/__mock/status', { headers: { [header]: '203.0.113.9' } });
      expect({ header, status: answer.status }).toEqual({ header, status: 404 });
    }
    expect((await send('/__mock/status')).status).toBe(200);
  });

  it('answers anyone when opened on purpose (MOCK_CONTROL_API=open)', async () => {
    const remote = await servedTo('203.0.113.9', createMockMiddleware({ controlApi: 'open' }));
    try {
      const answer = await fetch(bypass(`${remote.origin}/__mock/status`));
      expect(answer.status).toBe(200);
    } finally {
      await remote.close();
    }
  });
});
