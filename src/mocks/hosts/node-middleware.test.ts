// @vitest-environment node
import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { bypass } from 'msw';
import { authResponseSchema } from '@/lib/session/session-schemas';
import { createMockMiddleware } from '@/mocks/hosts/node-middleware';
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

  it('reports writes to the demo database', async () => {
    const logout = await send('/jwt/logout', { method: 'POST', body: '{}' });
    expect(logout.status).toBe(204);
    expect(beforeDemoAnswer).toHaveBeenCalledTimes(1);
  });

  it('sends no answer to a demo write that could not be persisted', async () => {
    beforeDemoAnswer.mockImplementationOnce(() => {
      throw new Error('disk full');
    });
    const logout = await send('/jwt/logout', { method: 'POST', body: '{}' });
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
