import { http as mswHttp, HttpResponse } from 'msw';
import { mockServer } from '@/mocks/hosts/node';
import { signInAs } from '@/testing/render-route';
import { refreshTokens, signOut } from './auth-client';
import { session } from './session';

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
