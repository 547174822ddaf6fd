import { ROUTE_TABLE_ID } from '@/lib/i18n/translation-parts';
import { sessionKeys } from '@/lib/session/session';
import { EARLY_TABLE_ID, startEarlyRequests, type EarlyPage } from './early-requests';

const table = {
  routes: [
    ['^/apps/users/?$', [], [], ['api/users/list/data?page=1&perPage=10&sort=asc']],
    ['^/apps/roles/?$', [], []],
  ],
};
const stored = { userData: '{"id":1}', accessToken: 'token-1', refreshToken: 'refresh-1' };

/** A page as the early script sees it: `bootRoute` is the language script's match. */
function pageAt(
  bootRoute: number,
  { search = '', storage = stored as Record<string, string>, config = null as unknown } = {},
) {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () =>
    Response.json({ users: [] }),
  );
  const page: EarlyPage = {
    location: { origin: 'https://admin.example', search },
    localStorage: { getItem: (key) => storage[key] ?? null },
    document: {
      getElementById: (id) =>
        id === EARLY_TABLE_ID ? { textContent: JSON.stringify(table) } : null,
    },
    configResponse: Promise.resolve(config === null ? null : Response.json(config)),
    bootRoute,
    fetch: fetch as unknown as typeof globalThis.fetch,
    performance: { now: () => 1234 },
  };
  return { page, fetch };
}

describe("index.html's early script", () => {
  it("starts the opened page's first request with the app's headers, and leaves it for the app", async () => {
    const { page, fetch } = pageAt(0);
    const started = await startEarlyRequests(page, '');
    const url = 'https://admin.example/api/users/list/data?page=1&perPage=10&sort=asc';
    expect(fetch).toHaveBeenCalledExactlyOnceWith(url, {
      credentials: 'same-origin',
      headers: { Authorization: 'Bearer token-1', Accept: 'application/json' },
    });
    expect([...started.keys()]).toEqual([url]);
    expect(started.get(url)).toMatchObject({ token: 'token-1', startedAt: 1234 });
    expect(await started.get(url)?.response).toBeInstanceOf(Response);
    expect(page.earlyRequests).toBe(started);
  });

  it("sends to config.json's API base, or to the build's", async () => {
    const { page, fetch } = pageAt(0, { config: { apiUrl: 'https://api.example/v2' } });
    await startEarlyRequests(page, '');
    expect(fetch.mock.calls[0]?.[0]).toBe(
      'https://api.example/v2/api/users/list/data?page=1&perPage=10&sort=asc',
    );
    const built = pageAt(0, { config: { features: [] } });
    await startEarlyRequests(built.page, 'https://built.example/');
    expect(built.fetch.mock.calls[0]?.[0]).toMatch(/^https:\/\/built\.example\/api\/users/);
  });

  it('starts nothing signed out, for a URL with a search, or for a page with no first request', async () => {
    for (const { page, fetch } of [
      pageAt(0, { storage: { ...stored, accessToken: '' } }),
      pageAt(0, { storage: { refreshToken: 'refresh-1' } }),
      pageAt(0, { search: '?page=2' }),
      pageAt(1),
      pageAt(-1),
      pageAt(0, { config: { apiUrl: 'javascript:alert(1)' } }),
    ]) {
      expect((await startEarlyRequests(page, '')).size).toBe(0);
      expect(fetch).not.toHaveBeenCalled();
    }
  });

  it("reads the app's session keys and route table", () => {
    expect(sessionKeys.accessToken).toBe('accessToken');
    expect(EARLY_TABLE_ID).toBe(ROUTE_TABLE_ID);
  });
});
