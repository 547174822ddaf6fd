import { http as mswHttp, HttpResponse } from 'msw';
import { HTTPError } from 'ky';
import { mockServer } from '@/mocks/hosts/node';
import { signInAs } from '@/testing/render-route';
import { session, type SessionEndReason } from '@/lib/session/session';
import { authResponseSchema } from '@/lib/session/session-schemas';
import { http } from './http';

/** Records every request the mock API sees, so tests can count refreshes and replays. */
function recordRequests() {
  const seen: { path: string; authorization: string | null }[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push({
      path: new URL(request.url).pathname,
      authorization: request.headers.get('authorization'),
    });
  };
  mockServer.events.on('request:start', listener);
  return {
    count: (path: string) => seen.filter((entry) => entry.path === path).length,
    authorizations: (path: string) =>
      seen.filter((entry) => entry.path === path).map((entry) => entry.authorization),
    stop: () => mockServer.events.removeListener('request:start', listener),
  };
}

async function expireTokens(refresh = false) {
  const response = await fetch('http://localhost:3000/__mock/expire-tokens', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh }),
  });
  expect(response.ok).toBe(true);
}

const getBookmarks = () => http.get('api/bookmarks/data').json<{ bookmarks: unknown[] }>();

describe('the refreshing HTTP client', () => {
  let ended: SessionEndReason[];
  let stopListening: () => void;

  beforeEach(async () => {
    await signInAs('admin');
    ended = [];
    stopListening = session.onEnd((reason) => ended.push(reason));
  });
  afterEach(() => stopListening());

  it('sends the access token as a bearer token', async () => {
    const requests = recordRequests();
    await getBookmarks();
    expect(requests.authorizations('/api/bookmarks/data')).toEqual([
      `Bearer ${session.get()?.accessToken}`,
    ]);
    requests.stop();
  });

  it('refreshes once for five concurrent 401s and replays all five with the new token', async () => {
    const before = session.get();
    await expireTokens();
    const requests = recordRequests();

    const answers = await Promise.all(Array.from({ length: 5 }, () => getBookmarks()));

    expect(answers).toHaveLength(5);
    answers.forEach((answer) => expect(Array.isArray(answer.bookmarks)).toBe(true));
    expect(requests.count('/jwt/refresh-token')).toBe(1);
    const after = session.get();
    expect(after?.accessToken).not.toBe(before?.accessToken);
    expect(after?.refreshToken).not.toBe(before?.refreshToken);
    expect(window.localStorage.getItem('accessToken')).toBe(after?.accessToken);
    const replayed = requests
      .authorizations('/api/bookmarks/data')
      .filter((value) => value === `Bearer ${after?.accessToken}`);
    expect(replayed).toHaveLength(5);
    expect(ended).toEqual([]);
    requests.stop();
  });

  it('ends the session and rejects every waiter when the refresh fails', async () => {
    await expireTokens(true);
    const requests = recordRequests();

    const results = await Promise.allSettled(Array.from({ length: 5 }, () => getBookmarks()));

    const statuses = results.map((result) =>
      result.status === 'rejected' && result.reason instanceof HTTPError
        ? result.reason.response.status
        : result.status,
    );
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect(requests.count('/jwt/refresh-token')).toBe(1);
    expect(session.get()).toBeNull();
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(window.localStorage.getItem('refreshToken')).toBeNull();
    expect(window.localStorage.getItem('userData')).toBeNull();
    expect(ended).toEqual(['expired']);
    requests.stop();
  });

  it('ends the session with the reason the server gives: signed out from another session', async () => {
    // The admin on another device, which signs every other session out.
    const login = await fetch('http://localhost:3000/jwt/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    });
    const { accessToken } = authResponseSchema.parse(await login.json());
    const signOutOthers = await fetch(
      'http://localhost:3000/api/account/sessions/sign-out-others',
      {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: '{}',
      },
    );
    expect(signOutOthers.status).toBe(204);

    await expect(getBookmarks()).rejects.toBeInstanceOf(HTTPError);

    expect(session.get()).toBeNull();
    expect(ended).toEqual(['endedElsewhere']);
  });

  it.each([
    ['the network fails', () => HttpResponse.error()],
    ['the server fails', () => HttpResponse.json({ message: 'Simulated outage' }, { status: 503 })],
  ])('keeps the session when a refresh gets no answer because %s', async (_, answer) => {
    const before = session.get();
    await expireTokens();
    mockServer.use(mswHttp.post('*/jwt/refresh-token', answer));

    await expect(getBookmarks()).rejects.toThrow(/fetch|Simulated outage/);

    expect(session.get()).toEqual(before);
    expect(window.localStorage.getItem('refreshToken')).toBe(before?.refreshToken);
    expect(ended).toEqual([]);
    // Once the server answers again, the same session refreshes and goes on.
    mockServer.resetHandlers();
    await expect(getBookmarks()).resolves.toHaveProperty('bookmarks');
    expect(session.get()?.refreshToken).not.toBe(before?.refreshToken);
  });

  it('does not loop when the replayed request gets 401 again', async () => {
    mockServer.use(
      mswHttp.get('*/api/bookmarks/data', () =>
        HttpResponse.json({ message: 'auth.errors.unauthorized' }, { status: 401 }),
      ),
    );
    const requests = recordRequests();

    await expect(getBookmarks()).rejects.toBeInstanceOf(HTTPError);

    expect(requests.count('/jwt/refresh-token')).toBe(1);
    expect(requests.count('/api/bookmarks/data')).toBe(2);
    expect(session.get()).toBeNull();
    expect(ended).toEqual(['expired']);
    requests.stop();
  });

  it('does not send a call once the tab has signed out: it fails as a 401 would', async () => {
    session.end('signedOut');
    const requests = recordRequests();

    const failure = await getBookmarks().catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(HTTPError);
    expect((failure as HTTPError).response.status).toBe(401);
    // Nothing reached the server: no refused request for the browser to log, no refresh.
    expect(requests.count('/api/bookmarks/data')).toBe(0);
    expect(requests.count('/jwt/refresh-token')).toBe(0);
    expect(ended).toEqual(['signedOut']);
    requests.stop();
  });

  it('passes other errors through with the API message', async () => {
    mockServer.use(
      mswHttp.get('*/api/bookmarks/data', () =>
        HttpResponse.json({ message: 'Simulated outage' }, { status: 503 }),
      ),
    );
    const requests = recordRequests();
    await expect(getBookmarks()).rejects.toThrow('Simulated outage');
    expect(requests.count('/jwt/refresh-token')).toBe(0);
    expect(session.get()).not.toBeNull();
    requests.stop();
  });
});
