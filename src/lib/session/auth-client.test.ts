import { HTTPError } from 'ky';
import { http as mswHttp, HttpResponse } from 'msw';
import { mockServer } from '@/mocks/hosts/node';
import { signInAs } from '@/testing/render-route';
import { refreshLockName, refreshTokens, signOut } from './auth-client';
import { session, sessionKeys } from './session';
import { tokenPairSchema, type TokenPair } from './session-schemas';

function countCalls(path: string) {
  let calls = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === path) calls += 1;
  };
  mockServer.events.on('request:start', listener);
  return () => {
    mockServer.events.removeListener('request:start', listener);
    return calls;
  };
}

describe('sign-in storage', () => {
  it('stores userData, accessToken and refreshToken under exactly those keys', async () => {
    await signInAs('admin');
    const current = session.get();
    expect(JSON.parse(window.localStorage.getItem('userData') ?? 'null')).toEqual(
      current?.userData,
    );
    expect(window.localStorage.getItem('accessToken')).toBe(current?.accessToken);
    expect(window.localStorage.getItem('refreshToken')).toBe(current?.refreshToken);
    // Tokens are plain strings, not JSON-quoted.
    expect(window.localStorage.getItem('accessToken')?.startsWith('"')).toBe(false);
  });

  it('treats corrupted stored user data as signed out', () => {
    window.localStorage.setItem('userData', '{not json');
    window.localStorage.setItem('accessToken', 'a');
    window.localStorage.setItem('refreshToken', 'r');
    session.reload();
    expect(session.get()).toBeNull();
  });
});

describe('signOut', () => {
  it('revokes the refresh token, then clears the session', async () => {
    await signInAs('admin');
    const refreshToken = session.get()?.refreshToken;
    const calls = countCalls('/jwt/logout');
    await signOut();
    expect(calls()).toBe(1);
    expect(session.get()).toBeNull();
    expect(window.localStorage.getItem('userData')).toBeNull();
    // The revoked token can no longer be used.
    const answer = await fetch('http://localhost:3000/jwt/refresh-token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    expect(answer.status).toBe(401);
  });

  it('signs the tab out before the server ends the sign-in, so no request goes out revoked', async () => {
    await signInAs('admin');
    let signedInAtLogout: boolean | null = null;
    mockServer.use(
      mswHttp.post('*/jwt/logout', () => {
        signedInAtLogout = session.get() !== null;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await signOut();
    expect(signedInAtLogout).toBe(false);
  });

  it('clears the session even when the logout call fails', async () => {
    await signInAs('client');
    mockServer.use(mswHttp.post('*/jwt/logout', () => new HttpResponse(null, { status: 500 })));
    await signOut();
    expect(session.get()).toBeNull();
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });
});

describe('refreshTokens', () => {
  it('rejects at once with no session instead of calling the API', async () => {
    await signInAs();
    const calls = countCalls('/jwt/refresh-token');
    await expect(refreshTokens()).rejects.toThrow('No refresh token');
    expect(calls()).toBe(0);
  });

  it('stores the fresh user data the refresh answer carries', async () => {
    await signInAs('admin');
    const before = session.get();
    await refreshTokens();
    expect(session.get()?.refreshToken).not.toBe(before?.refreshToken);
    expect(session.get()?.userData.email).toBe('admin@demo.com');
  });
});

/** What another tab does when it refreshes first: rotates the pair and stores it (no event here). */
async function rotateInAnotherTab(): Promise<TokenPair> {
  const answer = await fetch('http://localhost:3000/jwt/refresh-token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken: window.localStorage.getItem('refreshToken') }),
  });
  const pair = tokenPairSchema.parse(await answer.json());
  window.localStorage.setItem('accessToken', pair.accessToken);
  window.localStorage.setItem('refreshToken', pair.refreshToken);
  return pair;
}

const noop = () => {};

/**
 * A stand-in for `navigator.locks`, shared by "every tab": requests run one after another, and
 * `holdByAnotherTab` keeps the lock taken until the returned function is called.
 */
function installWebLocks() {
  const requested: string[] = [];
  let queue: Promise<unknown> = Promise.resolve();
  const locks = {
    request(name: string, task: () => Promise<string>): Promise<string> {
      requested.push(name);
      const run = queue.then(task);
      queue = run.catch(() => undefined);
      return run;
    },
  };
  Object.defineProperty(window.navigator, 'locks', { value: locks, configurable: true });
  return {
    requested,
    holdByAnotherTab() {
      let release = noop;
      queue = queue.then(
        () =>
          new Promise<void>((resolve) => {
            release = resolve;
          }),
      );
      return () => release();
    },
  };
}

describe('refreshTokens across tabs', () => {
  afterEach(() => {
    Reflect.deleteProperty(window.navigator, 'locks');
  });

  it('without Web Locks, concurrent callers of one tab share one refresh', async () => {
    await signInAs('admin');
    expect('locks' in window.navigator).toBe(false);
    const calls = countCalls('/jwt/refresh-token');
    const [first, second] = await Promise.all([refreshTokens(), refreshTokens()]);
    expect(calls()).toBe(1);
    expect(first).toBe(second);
    expect(session.get()?.accessToken).toBe(first);
  });

  it('with Web Locks, refreshes while holding the shared lock', async () => {
    const locks = installWebLocks();
    await signInAs('admin');
    const calls = countCalls('/jwt/refresh-token');
    await Promise.all([refreshTokens(), refreshTokens()]);
    expect(calls()).toBe(1);
    expect(locks.requested).toEqual([refreshLockName]);
  });

  it('a tab that waited for the lock uses the pair another tab stored, without refreshing', async () => {
    const locks = installWebLocks();
    await signInAs('admin');
    const release = locks.holdByAnotherTab();
    const calls = countCalls('/jwt/refresh-token');
    const refreshed = refreshTokens();
    // The other tab, holding the lock, rotates the pair meanwhile.
    const rotated = await rotateInAnotherTab();
    release();
    await expect(refreshed).resolves.toBe(rotated.accessToken);
    // Only the other tab's call: this one never sent its spent token.
    expect(calls()).toBe(1);
    expect(session.get()).toMatchObject(rotated);
  });

  it('without Web Locks, a pair rotated in storage is used instead of the spent token', async () => {
    await signInAs('client');
    const rotated = await rotateInAnotherTab();
    const calls = countCalls('/jwt/refresh-token');
    await expect(refreshTokens()).resolves.toBe(rotated.accessToken);
    expect(calls()).toBe(0);
    expect(session.get()).toMatchObject(rotated);
  });

  it('a refused refresh takes the pair another tab stored meanwhile', async () => {
    await signInAs('admin');
    mockServer.use(
      mswHttp.post(
        '*/jwt/refresh-token',
        () => {
          // Another tab without the lock won the race with the same token.
          window.localStorage.setItem('accessToken', 'access-from-the-other-tab');
          window.localStorage.setItem('refreshToken', 'refresh-from-the-other-tab');
          return new HttpResponse(null, { status: 401 });
        },
        { once: true },
      ),
    );
    await expect(refreshTokens()).resolves.toBe('access-from-the-other-tab');
    expect(session.get()?.refreshToken).toBe('refresh-from-the-other-tab');
  });

  it('a refused refresh with nothing new in storage still rejects', async () => {
    await signInAs('admin');
    mockServer.use(
      mswHttp.post('*/jwt/refresh-token', () => new HttpResponse(null, { status: 401 }), {
        once: true,
      }),
    );
    await expect(refreshTokens()).rejects.toThrow(HTTPError);
    expect(session.get()?.refreshToken).toBe(window.localStorage.getItem('refreshToken'));
  });
});

/** What the browser fires in this tab when another one writes `key`. */
const storageEvent = (key: string | null) =>
  window.dispatchEvent(new StorageEvent('storage', { key }));

describe('the session in another tab', () => {
  it('ends this session, as a sign-out, when another tab clears the keys', async () => {
    await signInAs('admin');
    const reasons: string[] = [];
    const stop = session.onEnd((reason) => reasons.push(reason));
    Object.values(sessionKeys).forEach((key) => window.localStorage.removeItem(key));
    storageEvent(sessionKeys.userData);
    storageEvent(sessionKeys.accessToken);
    stop();
    expect(session.get()).toBeNull();
    expect(reasons).toEqual(['signedOut']);
  });

  it('adopts the tokens another tab stored', async () => {
    await signInAs('admin');
    const reasons: string[] = [];
    const stop = session.onEnd((reason) => reasons.push(reason));
    window.localStorage.setItem(sessionKeys.accessToken, 'new-access');
    window.localStorage.setItem(sessionKeys.refreshToken, 'new-refresh');
    storageEvent(sessionKeys.refreshToken);
    stop();
    expect(session.get()).toMatchObject({
      accessToken: 'new-access',
      refreshToken: 'new-refresh',
    });
    expect(reasons).toEqual([]);
  });

  it('ignores changes to other keys', async () => {
    await signInAs('admin');
    const before = session.get();
    window.localStorage.setItem(sessionKeys.accessToken, 'not-yet-announced');
    storageEvent('skin');
    expect(session.get()).toBe(before);
  });
});
