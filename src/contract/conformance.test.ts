import { getMockSession, MOCK_SESSION_COOKIE } from '@/mocks/db/sessions';
import { TEST_ORIGIN } from '@/mocks/testing/mock-api-client';
import { apiDocument } from './api-contract';
import { runConformance, type CheckResult } from './conformance';

const failures = (results: CheckResult[]) =>
  results.filter((result) => !result.ok).map((result) => ({ ...result }));

// A backend that forgets a field in its answers: the run says where.
const sloppy: typeof fetch = async (input, init) => {
  const answer = await fetch(input, init);
  if (!String(input).includes('/api/users/user') || answer.status !== 200) return answer;
  const { user } = (await answer.json()) as { user: Record<string, unknown> };
  const { email: _email, ...rest } = user;
  return Response.json({ user: rest }, { status: answer.status });
};

describe('npm run contract, against the mock', () => {
  it('passes every read-only check, with a check for each documented GET', async () => {
    const results = await runConformance({
      document: apiDocument(),
      baseUrl: TEST_ORIGIN,
      email: 'admin@demo.com',
      password: 'admin',
      headers: { cookie: `${MOCK_SESSION_COOKIE}=contract-read` },
    });
    expect(failures(results)).toEqual([]);
    const read = results.filter((result) => result.check === 'answers its example');
    const gets = Object.values(apiDocument().paths).filter((item) => item.get).length;
    expect(read).toHaveLength(gets);
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
    ] as const;
    const counts = () => recordTables.map((table) => [table, db[table].length]);
    const before = counts();
    const results = await runConformance({
      document: apiDocument(),
      baseUrl: TEST_ORIGIN,
      email: 'admin@demo.com',
      password: 'admin',
      write: true,
      headers: { cookie: `${MOCK_SESSION_COOKIE}=contract-write` },
    });
    expect(failures(results)).toEqual([]);
    const scenarios = new Set(results.map((result) => result.check.split(':')[0]));
    expect([...scenarios].filter((name) => name?.endsWith('(clean-up)'))).toHaveLength(9);
    expect(counts()).toEqual(before);
    expect(db.carts.flatMap((cart) => cart.lines)).toEqual([]);
    expect(db.wishlists.flatMap((wishlist) => wishlist.productIds)).toEqual([]);
  });

  it('reports what a backend gets wrong', async () => {
    const results = await runConformance({
      document: apiDocument(),
      baseUrl: TEST_ORIGIN,
      email: 'admin@demo.com',
      password: 'admin',
      fetch: sloppy,
      headers: { cookie: `${MOCK_SESSION_COOKIE}=contract-sloppy` },
    });
    expect(failures(results)).toEqual([
      {
        endpoint: 'GET /api/users/user',
        check: 'answers its example',
        ok: false,
        problems: ["GET /api/users/user → 200 /user: must have required property 'email'"],
      },
    ]);
  });
});
