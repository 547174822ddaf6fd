import { ROUTE_TABLE_ID } from '@/lib/i18n/translation-parts';
import { sessionKeys } from '@/lib/session/session';
import type { AbilityRule } from '@/lib/ability/ability-schemas';
import {
  EARLY_TABLE_ID,
  grantsPlainly,
  startEarlyRequests,
  type EarlyPage,
} from './early-requests';

const usersFirst = 'api/users/list/data?page=1&perPage=10&sort=asc';
const table = {
  routes: [
    [
      '^/apps/users/?$',
      [],
      [],
      { requests: [usersFirst], features: ['users'], subject: 'User', action: 'read' },
    ],
    ['^/apps/roles/?$', [], []],
    [
      '^/dashboards/ecommerce/?$',
      [],
      [],
      {
        requests: ['apps/ecommerce/dashboard'],
        features: ['ecommerce-dashboard', 'ecommerce'],
        subject: 'Order',
        action: 'read',
      },
    ],
  ],
};
/** A stored user of the app's shape (`userDataSchema`) with these rules. */
const userWith = (ability: AbilityRule[]) =>
  JSON.stringify({
    id: 1,
    fullName: 'Ada Admin',
    username: 'ada',
    email: 'ada@demo.com',
    avatar: '',
    role: 'admin',
    ability,
    language: null,
  });
const stored = {
  userData: userWith([{ action: 'manage', subject: 'all' }]),
  accessToken: 'token-1',
  refreshToken: 'refresh-1',
};

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
    const built = pageAt(0, { config: { features: ['users'] } });
    await startEarlyRequests(built.page, 'https://built.example/');
    expect(built.fetch.mock.calls[0]?.[0]).toMatch(/^https:\/\/built\.example\/api\/users/);
  });

  it('starts nothing signed out, for a URL with a search, or for a page with no first request', async () => {
    for (const { page, fetch } of [
      pageAt(0, { storage: { ...stored, accessToken: '' } }),
      pageAt(0, { storage: { refreshToken: 'refresh-1' } }),
      // The app reads such a session as signed out.
      pageAt(0, { storage: { ...stored, refreshToken: '' } }),
      pageAt(0, { storage: { ...stored, userData: '{not json' } }),
      pageAt(0, { storage: { ...stored, userData: '{"id":1,"ability":[]}' } }),
      pageAt(0, { search: '?page=2' }),
      pageAt(1),
      pageAt(-1),
      pageAt(0, { config: { apiUrl: 'javascript:alert(1)' } }),
    ]) {
      expect((await startEarlyRequests(page, '')).size).toBe(0);
      expect(fetch).not.toHaveBeenCalled();
    }
  });

  it('starts nothing for a page whose feature config.json leaves out', async () => {
    for (const features of [['roles', 'todo'], ['ecommerce-dashboard']]) {
      const users = pageAt(features.includes('roles') ? 0 : 2, { config: { features } });
      expect((await startEarlyRequests(users.page, '')).size).toBe(0);
      expect(users.fetch).not.toHaveBeenCalled();
    }
    const served = pageAt(2, { config: { features: ['ecommerce', 'ecommerce-dashboard'] } });
    expect([...(await startEarlyRequests(served.page, '')).keys()]).toEqual([
      'https://admin.example/apps/ecommerce/dashboard',
    ]);
  });

  it('starts nothing for a page whose read the stored rules do not grant plainly', async () => {
    const client = {
      ...stored,
      userData: userWith([{ action: 'read', subject: ['Todo', 'Chat'] }]),
    };
    const narrowed = {
      ...stored,
      userData: userWith([
        { action: 'manage', subject: 'all' },
        { action: 'read', subject: 'User', conditions: { id: 1 } },
      ]),
    };
    for (const storage of [client, narrowed]) {
      const { page, fetch } = pageAt(0, { storage });
      expect((await startEarlyRequests(page, '')).size).toBe(0);
      expect(fetch).not.toHaveBeenCalled();
    }
  });

  it('starts the page whose feature is served and whose read is granted', async () => {
    const reader = {
      ...stored,
      userData: userWith([{ action: 'read', subject: ['User', 'Role'] }]),
    };
    const { page, fetch } = pageAt(0, { storage: reader, config: { features: ['users'] } });
    expect([...(await startEarlyRequests(page, '')).keys()]).toEqual([
      `https://admin.example/${usersFirst}`,
    ]);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('starts nothing under a config.json the app would refuse', async () => {
    for (const config of [
      { apiUrl: 'https://api.example', features: 'users' },
      { apiUrl: 'https://api.example', colour: 'blue' },
      { apiUrl: 'https://api.example', auth: { loginEndpoint: 'jwt/login' } },
      ['users'],
    ]) {
      const { page, fetch } = pageAt(0, { config });
      expect((await startEarlyRequests(page, '')).size).toBe(0);
      expect(fetch).not.toHaveBeenCalled();
    }
  });

  it("reads the app's session keys and route table", () => {
    expect(sessionKeys.accessToken).toBe('accessToken');
    expect(EARLY_TABLE_ID).toBe(ROUTE_TABLE_ID);
  });
});

describe('grantsPlainly', () => {
  it('grants an action by a rule with no conditions or fields, manage and all included', () => {
    expect(grantsPlainly([{ action: 'read', subject: 'User' }], 'read', 'User')).toBe(true);
    expect(
      grantsPlainly([{ action: ['read', 'update'], subject: ['Role', 'User'] }], 'read', 'User'),
    ).toBe(true);
    expect(grantsPlainly([{ action: 'manage', subject: 'all' }], 'read', 'Invoice')).toBe(true);
  });

  it('is unsure, so does not grant, where a rule is inverted, conditioned or narrowed to fields', () => {
    const all = { action: 'manage', subject: 'all' };
    for (const rule of [
      { action: 'read', subject: 'User', inverted: true },
      { action: 'manage', subject: 'User', conditions: { id: 1 } },
      { action: 'read', subject: 'all', fields: ['email'] },
    ]) {
      expect(grantsPlainly([all, rule], 'read', 'User')).toBe(false);
    }
    // A rule about something else does not count either way.
    expect(
      grantsPlainly([all, { action: 'read', subject: 'Todo', inverted: true }], 'read', 'User'),
    ).toBe(true);
  });

  it('does not grant what no rule names, nor from rules it cannot read', () => {
    expect(grantsPlainly([{ action: 'read', subject: 'Todo' }], 'read', 'User')).toBe(false);
    expect(grantsPlainly([{ action: 'create', subject: 'User' }], 'read', 'User')).toBe(false);
    expect(grantsPlainly([], 'read', 'User')).toBe(false);
    expect(grantsPlainly(undefined, 'read', 'User')).toBe(false);
    expect(
      grantsPlainly([{ action: 'read' }, { action: 'manage', subject: 'all' }], 'read', 'User'),
    ).toBe(false);
  });
});
