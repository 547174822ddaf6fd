// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bypass } from 'msw';
import { requestLogSchema } from '@/contract/endpoints/mock-control';
import { authResponseSchema } from '@/lib/session/session-schemas';
import { createMockMiddleware } from '@/mocks/hosts/node-middleware';
import { logExchange, MAX_LOGGED_REQUESTS } from '@/mocks/lib/request-log';

let server: Server;
let origin: string;

beforeAll(async () => {
  // The request log as the Vite plugin wires it (vite-plugin.ts).
  const middleware = createMockMiddleware({ onExchange: logExchange });
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
function sender(session: string) {
  return (path: string, init: RequestInit = {}) =>
    fetch(
      bypass(`${origin}${path}`, {
        ...init,
        headers: { cookie: `mock-session=${session}`, ...init.headers },
      }),
    );
}

async function logOf(send: ReturnType<typeof sender>) {
  const response = await send('/__mock/requests');
  expect(response.status).toBe(200);
  return requestLogSchema.parse(await response.json()).requests;
}

async function signIn(send: ReturnType<typeof sender>) {
  const login = await send('/jwt/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  return authResponseSchema.parse(await login.json()).accessToken;
}

describe('GET /__mock/requests', () => {
  it('lists the session’s API requests, newest last: method, path, query, JSON body, status', async () => {
    const send = sender('log-a');
    const token = await signIn(send);
    const auth = { authorization: `Bearer ${token}` };
    await send('/apps/todo/tasks?filter=important&tag=team&tag=low', { headers: auth });
    await send('/apps/todo/add-tasks', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ task: { title: '' } }),
    });
    await send('/__mock/status');

    expect(await logOf(send)).toEqual([
      {
        method: 'POST',
        path: '/jwt/login',
        query: {},
        body: { email: 'admin@demo.com', password: 'admin' },
        status: 200,
      },
      {
        method: 'GET',
        path: '/apps/todo/tasks',
        query: { filter: 'important', tag: ['team', 'low'] },
        status: 200,
      },
      {
        method: 'POST',
        path: '/apps/todo/add-tasks',
        query: {},
        body: { task: { title: '' } },
        status: 400,
      },
    ]);
  });

  it('keeps a body that is not JSON as its text', async () => {
    const send = sender('log-text');
    await send('/jwt/login', { method: 'POST', body: 'email=admin' });
    expect(await logOf(send)).toEqual([
      { method: 'POST', path: '/jwt/login', query: {}, body: 'email=admin', status: 400 },
    ]);
  });

  it('is the session’s own, emptied by DELETE and by a reset', async () => {
    const send = sender('log-b');
    await signIn(send);
    expect(await logOf(sender('log-c'))).toEqual([]);
    expect(await logOf(send)).toHaveLength(1);

    expect((await send('/__mock/requests', { method: 'DELETE' })).status).toBe(204);
    expect(await logOf(send)).toEqual([]);

    await signIn(send);
    await send('/__mock/reset', { method: 'POST' });
    expect(await logOf(send)).toEqual([]);
  });

  it('keeps the newest requests when it is full', async () => {
    const send = sender('log-full');
    for (let index = 0; index <= MAX_LOGGED_REQUESTS; index += 1) {
      await send(`/api/nowhere?n=${index}`, { headers: { accept: 'application/json' } });
    }
    const requests = await logOf(send);
    expect(requests).toHaveLength(MAX_LOGGED_REQUESTS);
    expect(requests[0]?.query).toEqual({ n: '1' });
    expect(requests.at(-1)?.query).toEqual({ n: String(MAX_LOGGED_REQUESTS) });
  });
});
