// @vitest-environment node
import { bypass } from 'msw';
import { requestLogSchema } from '@/contract/endpoints/mock-control';
import { authResponseSchema } from '@/lib/session/session-schemas';
import { createMockMiddleware } from '@/mocks/hosts/node-middleware';
import { getMockSession, MOCK_SESSION_COOKIE } from '@/mocks/db/sessions';
import { logExchange, logRequest, MAX_LOGGED_REQUESTS } from '@/mocks/lib/request-log';
import { serveMiddleware, type ServedMiddleware } from '@/testing/serve-middleware';

let server: ServedMiddleware;

beforeAll(async () => {
  // The request log as the dev and preview servers wire it (server.ts).
  server = await serveMiddleware(createMockMiddleware({ onExchange: logExchange }));
});

afterAll(() => server.close());

// bypass() keeps msw/node (started by the test setup) from answering before the real server.
function sender(session: string) {
  return (path: string, init: RequestInit = {}) =>
    fetch(
      bypass(`${server.origin}${path}`, {
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
        body: { email: 'admin@demo.com', password: '[redacted]' },
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

  it('keeps a body that is not JSON as its text, which the API refused', async () => {
    const send = sender('log-text');
    await send('/jwt/login', { method: 'POST', body: 'email=admin%40demo.com&password=admin' });
    expect(await logOf(send)).toEqual([
      {
        method: 'POST',
        path: '/jwt/login',
        query: {},
        body: 'email=admin%40demo.com&password=[redacted]',
        status: 415,
      },
    ]);
  });

  it('shows no password, token, code or link carrying one, wherever it was sent', async () => {
    const send = sender('log-secrets');
    const json = { 'content-type': 'application/json' };
    const login = await send('/jwt/login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    });
    const { accessToken, refreshToken } = authResponseSchema.parse(await login.json());
    const auth = { ...json, authorization: `Bearer ${accessToken}` };
    const link = 'http://localhost:3000/reset-password?token=Reset-Token-42&amp;lang=en#code=7';
    const calls: [string, string, object?][] = [
      ['GET', `/api/users/list/data?q=ann&token=Query-Token-1&access_token=${accessToken}`],
      ['POST', '/jwt/refresh-token', { refreshToken }],
      [
        'POST',
        '/jwt/reset-password',
        { token: 'Reset-Token-42', password: 'Secret99', confirmation: 'Secret99' },
      ],
      ['POST', '/jwt/verify-email', { token: 'Verify-Token-3' }],
      ['POST', '/jwt/login/two-step', { challenge: 'Challenge-5', code: '246810' }],
      ['POST', '/jwt/login/two-step', { challenge: 'Challenge-5', recoveryCode: 'abcd-efgh' }],
      [
        'POST',
        '/api/account/password',
        { currentPassword: 'admin', password: 'Secret99', confirmation: 'Secret99' },
      ],
      [
        'POST',
        '/apps/email/send-email',
        { to: ['ann@example.com'], subject: 'Your link', message: `<a href="${link}">Reset</a>` },
      ],
    ];
    for (const [method, path, body] of calls) {
      await send(path, { method, headers: auth, body: body && JSON.stringify(body) });
    }

    const log = await logOf(send);
    const text = JSON.stringify(log);
    for (const secret of [
      accessToken,
      refreshToken,
      'Query-Token-1',
      'Reset-Token-42',
      'Verify-Token-3',
      'Challenge-5',
      '246810',
      'abcd-efgh',
      'Secret99',
      '"admin"',
      'code=7',
    ]) {
      expect({ secret, logged: text.includes(secret) }).toEqual({ secret, logged: false });
    }
    // What is not a secret stays, for the flows that assert on it.
    expect(log.map(({ path, query, body }) => ({ path, query, body }))).toEqual([
      { path: '/jwt/login', query: {}, body: { email: 'admin@demo.com', password: '[redacted]' } },
      {
        path: '/api/users/list/data',
        query: { q: 'ann', token: '[redacted]', access_token: '[redacted]' },
        body: undefined,
      },
      { path: '/jwt/refresh-token', query: {}, body: { refreshToken: '[redacted]' } },
      {
        path: '/jwt/reset-password',
        query: {},
        body: { token: '[redacted]', password: '[redacted]', confirmation: '[redacted]' },
      },
      { path: '/jwt/verify-email', query: {}, body: { token: '[redacted]' } },
      {
        path: '/jwt/login/two-step',
        query: {},
        body: { challenge: '[redacted]', code: '[redacted]' },
      },
      {
        path: '/jwt/login/two-step',
        query: {},
        body: { challenge: '[redacted]', recoveryCode: '[redacted]' },
      },
      {
        path: '/api/account/password',
        query: {},
        body: { currentPassword: '[redacted]', password: '[redacted]', confirmation: '[redacted]' },
      },
      {
        path: '/apps/email/send-email',
        query: {},
        body: {
          to: ['ann@example.com'],
          subject: 'Your link',
          message:
            '<a href="http://localhost:3000/reset-password?token=[redacted]&amp;lang=en#code=[redacted]">Reset</a>',
        },
      },
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
    // Straight into the log: 501 round trips would be slow on a busy machine.
    const session = getMockSession({ [MOCK_SESSION_COOKIE]: 'log-full' });
    for (let index = 0; index <= MAX_LOGGED_REQUESTS; index += 1) {
      await logRequest(session, new Request(`${server.origin}/api/nowhere?n=${index}`), 404);
    }
    const requests = await logOf(sender('log-full'));
    expect(requests).toHaveLength(MAX_LOGGED_REQUESTS);
    expect(requests[0]?.query).toEqual({ n: '1' });
    expect(requests.at(-1)?.query).toEqual({ n: String(MAX_LOGGED_REQUESTS) });
  });
});
