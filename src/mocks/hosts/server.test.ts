// @vitest-environment node
import { serverPublicOrigin } from './server';

describe('the public origin of the dev and preview servers', () => {
  it('is MOCK_PUBLIC_ORIGIN when set, as an origin, and refuses one that is not', () => {
    expect(serverPublicOrigin('https://dashboard.example.com/app/', () => 'http://x:1/')).toBe(
      'https://dashboard.example.com',
    );
    expect(() => serverPublicOrigin('dashboard.example.com', undefined)).toThrow(
      /MOCK_PUBLIC_ORIGIN must be an http\(s\) origin/,
    );
    expect(() => serverPublicOrigin('javascript:alert(1)', undefined)).toThrow(
      /MOCK_PUBLIC_ORIGIN/,
    );
  });

  it('is otherwise the server’s own, known once it listens', () => {
    let listening: string | undefined;
    const origin = serverPublicOrigin(undefined, () => listening);
    if (typeof origin === 'string') throw new Error('expected an origin known later');
    expect(origin()).toBeUndefined();
    listening = 'http://localhost:4173/';
    expect(origin()).toBe('http://localhost:4173');
  });
});
