// @vitest-environment node
import { controlApiAccess, serverPublicOrigin } from './server';

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

describe('MOCK_CONTROL_API', () => {
  it('opens the control API to every client only when it says open', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(controlApiAccess('open')).toBe('open');
    for (const value of [undefined, '', 'local']) expect(controlApiAccess(value)).toBe('local');
    expect(warn).not.toHaveBeenCalled();
    // A typo keeps it closed, and says so.
    expect(controlApiAccess('opne')).toBe('local');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('MOCK_CONTROL_API=opne'));
  });
});
