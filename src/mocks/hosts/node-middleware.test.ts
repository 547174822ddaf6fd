// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bypass } from 'msw';
import { authResponseSchema } from '@/lib/session/session-schemas';
import { createMockMiddleware } from '@/mocks/hosts/node-middleware';

let server: Server;
let origin: string;
const beforeDemoAnswer = vi.fn<() => void>();

beforeAll(async () => {
  const middleware = createMockMiddleware({ beforeDemoAnswer });
  server = createServer((req, res) =>
    middleware(req, res, (error) => {
      res.statusCode = error ? 500 : 404;
      res.end(error ? 'error' : 'fell through');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// bypass() keeps msw/node (started by the test setup) from answering before the real server.
const send = (path: string, init?: RequestInit) => fetch(bypass(`${origin}${path}`, init));

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
      ['/src/apps/todo/api/get-tasks.ts', '*/*'],
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

  it('serves the control API', async () => {
    const status = await send('/__mock/status');
    expect(await status.json()).toMatchObject({ session: 'demo', latencyMs: 0 });
  });
});
