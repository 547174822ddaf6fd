import type { MockFault } from '@/apps/mock-api/api/mock-api-schemas';
import { getMockSession, MOCK_SESSION_COOKIE } from '@/mocks/db/sessions';
import { callApi, TEST_ORIGIN } from '@/mocks/testing/mock-api-client';
import { apiDocument } from './api-contract';
import { runConformance, selectedTags, type CheckResult } from './conformance';
import type { Probe } from './conformance-probe';
import { checkBodyCap } from './conformance-throttle';
import { MAX_BODY_BYTES } from './request-body';

const failures = (results: CheckResult[]) =>
  results.filter((result) => !result.ok).map((result) => ({ ...result }));

/** A run against the mock, in a session of its own, as `npm run contract` makes one. */
function check(session: string, options: { write?: boolean; only?: string[] } = {}) {
  return runConformance({
    document: apiDocument(),
    baseUrl: TEST_ORIGIN,
    email: 'admin@demo.com',
    password: 'admin',
    restricted: { email: 'client@demo.com', password: 'client' },
    headers: { cookie: `${MOCK_SESSION_COOKIE}=${session}` },
    ...options,
  });
}

/** The groups of the issue's backend: sign-in, users, roles, permissions, todo. */
const FOUR_APPS = ['Users', 'Roles', 'Permissions', 'Todo'];

// Each is a whole run of the suite, hundreds of requests: more than a unit test's time on a
// loaded machine.
const RUN_TIMEOUT = 60_000;

describe('npm run contract, against the mock', { timeout: RUN_TIMEOUT }, () => {
  it('passes every read-only check, with a check for each documented GET and each list rule', async () => {
    const results = await check('contract-read');
    expect(failures(results)).toEqual([]);
    const read = results.filter((result) => result.check === 'answers its example');
    const gets = Object.values(apiDocument().paths).filter((item) => item.get).length;
    expect(read).toHaveLength(gets);
    // Every list of the document is checked by its rules, and the narrower account is refused.
    const lists = Object.entries(apiDocument().paths).filter(([, item]) => item.get?.['x-list']);
    for (const [path] of lists) {
      expect(
        results.some(
          (result) =>
            result.endpoint === `GET ${path}` && /^(filter|search|sort|pages)/.test(result.check),
        ),
      ).toBe(true);
    }
    expect(
      results.filter((result) => result.check.startsWith('refuses client@demo.com')).length,
    ).toBeGreaterThan(10);
    // The throttling shows from outside, with a made-up address: the demo accounts sign in.
    expect(results.find((result) => result.check.startsWith('throttles an address'))).toMatchObject(
      { endpoint: 'POST /jwt/login', ok: true },
    );
    expect(results.find((result) => result.check.startsWith('refuses a body over'))).toMatchObject({
      endpoint: 'POST /jwt/login',
      check: `refuses a body over ${MAX_BODY_BYTES} bytes (413)`,
      ok: true,
    });
  });

  it('passes every write scenario and leaves no record behind', async () => {
    const { db } = getMockSession({ [MOCK_SESSION_COOKIE]: 'contract-write' });
    const recordTables = [
      'users',
      'roles',
      'permissions',
      'tasks',
      'events',
      'kanbanBoards',
      'kanbanTasks',
      'invoices',
      'emails',
      'products',
    ] as const;
    const counts = () => recordTables.map((table) => [table, db[table].length]);
    const before = counts();
    const results = await check('contract-write', { write: true });
    expect(failures(results)).toEqual([]);
    const scenarios = new Set(results.map((result) => result.check.split(':')[0]));
    expect([...scenarios].filter((name) => name?.endsWith('(clean-up)'))).toHaveLength(10);
    // The bulk writes that take versions were sent stale first, and refused as they should be.
    expect(
      results.filter((result) => result.check.endsWith('(stale versions)')).map((r) => r.ok),
    ).toEqual([true, true, true]);
    expect(results.filter((result) => /reads back what/.test(result.check)).length).toBeGreaterThan(
      6,
    );
    expect(results.filter((result) => /Idempotency-Key/.test(result.check)).length).toBeGreaterThan(
      6,
    );
    expect(counts()).toEqual(before);
    expect(db.carts.flatMap((cart) => cart.lines)).toEqual([]);
    expect(db.wishlists.flatMap((wishlist) => wishlist.productIds)).toEqual([]);
  });

  it('checks only the groups asked for, with the core, and names the tags it knows', async () => {
    const results = await check('contract-only', { write: true, only: FOUR_APPS });
    expect(failures(results)).toEqual([]);
    const paths = new Set(results.map((result) => result.endpoint.split(' ')[1]));
    expect(
      [...paths].filter(
        (path) => !/^\/(jwt|api\/users|apps\/(users|roles|permissions|todo))\b/.test(path ?? ''),
      ),
    ).toEqual([]);
    expect(paths).toContain('/jwt/refresh-token');
    expect(selectedTags(apiDocument(), [], ['Kanban']).has('Kanban')).toBe(false);
    expect(() => selectedTags(apiDocument(), ['Userz'])).toThrow(
      /unknown tag Userz; the document's tags: .*Users/,
    );
  });
});

/**
 * The suite's own power: with each fault the mock can play, the run fails naming the endpoint and
 * the rule. A check that stops catching its fault fails here.
 */
describe('npm run contract catches what a backend gets wrong', { timeout: RUN_TIMEOUT }, () => {
  // The fault, the endpoint and the rule the run must fail, and whether it takes `--write`.
  const cases: [MockFault, string, RegExp, 'write' | 'read'][] = [
    [
      'list-total-unfiltered',
      'GET /api/users/list/data',
      /^filter: status .*total counts it/,
      'read',
    ],
    [
      'list-filters-ignored',
      'GET /api/users/list/data',
      /^filter: status keeps what matches/,
      'read',
    ],
    [
      'access-unchecked',
      'GET /api/users/list/data',
      /^refuses client@demo.com, whose rules do not allow read on User/,
      'read',
    ],
    [
      'access-unchecked',
      'POST /apps/todo/update-task',
      /^refuses client@demo.com update on another's Todo/,
      'write',
    ],
    [
      'update-not-saved',
      'GET /api/users/user',
      /^users: reads back what "changes it" sent/,
      'write',
    ],
    [
      'idempotency-ignored',
      'POST /apps/todo/add-tasks',
      /^todo: the same Idempotency-Key again/,
      'write',
    ],
    [
      'versions-ignored',
      'POST /apps/users/update-user',
      /^users: changes it \(a stale If-Match\)$/,
      'write',
    ],
    [
      'refresh-reuse-accepted',
      'POST /jwt/refresh-token',
      /^refuses a used refresh token once its pair is used/,
      'read',
    ],
    ['create-answers-200', 'POST /apps/users/add-user', /^users: adds a user$/, 'write'],
    ['user-email-missing', 'GET /api/users/user', /^answers its example$/, 'read'],
    [
      'unauthorized-without-message',
      'GET /apps/todo/tasks',
      /^refuses a call without a token/,
      'read',
    ],
    ['token-not-required', 'GET /apps/todo/tasks', /^refuses a call without a token/, 'read'],
    [
      'sign-in-unthrottled',
      'POST /jwt/login',
      /^throttles an address after 10 failed sign-ins \(429 with Retry-After\)$/,
      'read',
    ],
  ];

  it.each(cases)('%s: fails %s, %s', async (fault, endpoint, rule, mode) => {
    const session = `contract-fault-${fault}-${mode}`;
    await callApi('/__mock/faults', { session, body: { faults: [fault] } });
    // Only the endpoint's own group (the core, sign-in and refresh, always runs): a run a case.
    const group = endpoint.includes('/todo/') ? 'Todo' : 'Users';
    const found = failures(await check(session, { write: mode === 'write', only: [group] }));
    expect(
      found.find((result) => result.endpoint === endpoint && rule.test(result.check)),
    ).toBeDefined();
  });

  it('body-uncapped: a backend that reads a body over the cap fails the body cap', async () => {
    const recorded: CheckResult[] = [];
    const calls: number[] = [];
    const readsAll: Probe = {
      async call(_method, _url, init) {
        calls.push(JSON.stringify(init?.body).length);
        return { status: 400, body: { message: 'auth.errors.invalidCredentials' } };
      },
      problemsOf: () => [],
      record: (endpoint, name, problems) =>
        recorded.push({
          endpoint,
          check: name,
          ok: problems.length === 0,
          problems: [...problems],
        }),
    };
    await checkBodyCap(readsAll, apiDocument());
    expect(calls[0]).toBeGreaterThan(MAX_BODY_BYTES);
    expect(recorded).toEqual([
      {
        endpoint: 'POST /jwt/login',
        check: `refuses a body over ${MAX_BODY_BYTES} bytes (413)`,
        ok: false,
        problems: [
          `a body of ${MAX_BODY_BYTES + 1024} bytes answered 400 (auth.errors.invalidCredentials), not 413`,
        ],
      },
    ]);
  });

  it('says what was wrong', async () => {
    const session = 'contract-fault-words';
    await callApi('/__mock/faults', {
      session,
      body: { faults: ['user-email-missing', 'list-filters-ignored'] },
    });
    const found = failures(await check(session, { only: ['Users'] }));
    expect(found.find((result) => result.check === 'answers its example')?.problems).toEqual([
      "GET /api/users/user → 200 /user: must have required property 'email'",
    ]);
    expect(found.find((result) => result.check.startsWith('filter: status'))?.problems[0]).toMatch(
      /^status=\w+ answers record \d+, whose status is "\w+"$/,
    );
  });
});
