import { http as mswHttp, HttpResponse } from 'msw';
import { mockServer } from '@/mocks/hosts/node';
import { authUrl } from '@/lib/session/auth-client';
import { http } from '@/lib/http/http';
import { signInAs } from '@/testing/render-route';
import { buildConfig, config, loadConfig } from './config';

const answer = (body: string, init?: ResponseInit) => Promise.resolve(new Response(body, init));
const json = (value: unknown) =>
  answer(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });

describe('loadConfig', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  // Back to the build's values for the next test, whatever this one loaded.
  afterEach(() => loadConfig(answer('', { status: 404 })));

  it('keeps the build values when there is no config.json', async () => {
    expect(await loadConfig(answer('Not found', { status: 404 }))).toEqual(buildConfig);
    expect(config()).toEqual(buildConfig);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('keeps them when the host answers with index.html instead', async () => {
    await loadConfig(answer('<!doctype html>', { headers: { 'content-type': 'text/html' } }));
    expect(config()).toEqual(buildConfig);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('uses what config.json says and the build values for what it leaves out', async () => {
    await loadConfig(
      json({
        apiUrl: 'https://api.example.com/v1',
        auth: { host: 'https://auth.example.com', loginEndpoint: '/sessions' },
      }),
    );
    expect(config()).toEqual({
      apiUrl: 'https://api.example.com/v1',
      auth: {
        ...buildConfig.auth,
        host: 'https://auth.example.com',
        loginEndpoint: '/sessions',
      },
    });
    expect(authUrl(config().auth.loginEndpoint)).toBe('https://auth.example.com/sessions');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('accepts an empty object, the file the build ships', async () => {
    await loadConfig(json({}));
    expect(config()).toEqual(buildConfig);
  });

  it('falls back to the build values and names every wrong field of an invalid file', async () => {
    await loadConfig(
      json({ apiUrl: 'api.example.com', apiURL: 'x', auth: { refreshEndpoint: 42 } }),
    );
    expect(config()).toEqual(buildConfig);
    expect(consoleError).toHaveBeenCalledOnce();
    const message = String(consoleError.mock.calls[0]?.[0]);
    expect(message).toContain('/config.json is invalid');
    expect(message).toContain('apiUrl: must be an absolute http(s) URL');
    expect(message).toContain('unknown field apiURL');
    expect(message).toContain('auth.refreshEndpoint: must be of type string');
    expect(message).toContain("uses its build's settings");
  });

  it('reads the features the backend serves', async () => {
    await loadConfig(json({ features: ['users', 'roles', 'permissions', 'todo'] }));
    expect(config()).toEqual({
      ...buildConfig,
      features: ['users', 'roles', 'permissions', 'todo'],
    });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('expects every feature when the file names none', async () => {
    await loadConfig(json({ apiUrl: 'https://api.example.com/v1' }));
    expect(config().features).toBeUndefined();
  });

  it('refuses a feature it does not know, naming it, and keeps the build values', async () => {
    await loadConfig(json({ features: ['users', 'todos'] }));
    expect(config()).toEqual(buildConfig);
    expect(config().features).toBeUndefined();
    expect(consoleError).toHaveBeenCalledOnce();
    const message = String(consoleError.mock.calls[0]?.[0]);
    expect(message).toContain('features.1: unknown value, must be one of dashboards,');
    expect(message).toContain("uses its build's settings");
  });

  it.each([
    ['a file that is not JSON', answer('{ apiUrl: ', { status: 200 }), 'is not valid JSON'],
    ['a server error', answer('down', { status: 503 }), 'answered HTTP 503'],
    ['a network error', Promise.resolve(null), 'could not be fetched'],
    ['an endpoint without its slash', json({ auth: { logoutEndpoint: 'out' } }), 'starting with'],
    [
      'features that are not a list',
      json({ features: 'users' }),
      'features: must be of type array',
    ],
  ])('falls back with an error for %s', async (_case, response, reason) => {
    await loadConfig(json({ apiUrl: 'https://elsewhere.example.com' }));
    await loadConfig(response);
    expect(config()).toEqual(buildConfig);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining(reason));
  });

  it('points the app calls at the configured API', async () => {
    // The app's calls are a signed-in user's: signed out, the client sends none.
    await signInAs('admin');
    const seen: string[] = [];
    mockServer.use(
      mswHttp.get('https://api.example.com/v1/api/ping', ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({ pong: true });
      }),
    );
    await loadConfig(json({ apiUrl: 'https://api.example.com/v1' }));
    expect(await http.get('api/ping').json()).toEqual({ pong: true });
    expect(seen).toEqual(['https://api.example.com/v1/api/ping']);
  });
});
