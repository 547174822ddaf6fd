// @vitest-environment node
import type { User } from '@/apps/users/api/user-schemas';
import { MAX_IMPORT_ROWS, type ImportUsersAnswer } from '@/apps/users/api/import-schemas';
import { getDemoSession } from '@/mocks/db/sessions';
import { demoAccounts } from '@/mocks/seed/auth-seed';
import { callApi, signInAs } from '@/mocks/testing/mock-api-client';
import { staleRecordsAnswer } from '@/mocks/testing/stale-answer';
import { newUser } from '@/mocks/testing/new-user';

const db = () => getDemoSession().db;
const user = (id: number) => db().users.find((candidate) => candidate.id === id);

async function adminToken() {
  return (await signInAs('admin')).accessToken;
}

describe('POST /apps/users/update-many (the bulk edit)', () => {
  it('sets the fields given on every named user, bumps their versions and logs each', async () => {
    const token = await adminToken();
    const [first, second] = [user(30), user(31)];
    if (!first || !second) throw new Error('seed too small');
    const before = { role: first.role, status: first.status, version: first.version };
    const answer = await callApi<{ users: User[] }>('/apps/users/update-many', {
      token,
      body: { ids: [30, 31], versions: [1, 1], currentPlan: 'enterprise', role: null },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.users.map((row) => [row.id, row.currentPlan])).toEqual([
      [30, 'enterprise'],
      [31, 'enterprise'],
    ]);
    // The fields not given stay as each user had them.
    expect(user(30)).toMatchObject({ role: before.role, status: before.status, version: 2 });
    const logged = db().auditLog.filter(
      (entry) => entry.recordType === 'users' && ['30', '31'].includes(entry.recordId ?? ''),
    );
    expect(logged).toHaveLength(2);

    const both = await callApi<{ users: User[] }>('/apps/users/update-many', {
      token,
      body: { ids: [30], role: 'maintainer', status: 'inactive' },
    });
    expect(both.body.users[0]).toMatchObject({
      role: 'maintainer',
      status: 'inactive',
      version: 3,
    });
  });

  it('refuses the whole edit when one user changed since the screen read them, listing only them', async () => {
    const token = await adminToken();
    const changed = await callApi<{ user: User }>('/apps/users/update-status', {
      token,
      body: { id: 41, status: user(41)?.status === 'active' ? 'inactive' : 'active' },
    });
    const stale = await callApi('/apps/users/update-many', {
      token,
      body: { ids: [40, 41], versions: [1, 1], currentPlan: 'team' },
    });
    expect(stale).toEqual(
      staleRecordsAnswer([
        {
          id: 41,
          current: changed.body.user,
          changedBy: { id: demoAccounts.admin.id, fullName: 'John Doe' },
        },
      ]),
    );
    expect(user(40)?.version).toBe(1);
    const unpaired = await callApi('/apps/users/update-many', {
      token,
      body: { ids: [40, 41], versions: [1], currentPlan: 'team' },
    });
    expect(unpaired).toEqual({ status: 400, body: { message: 'errors.versionInvalid' } });
    const current = await callApi('/apps/users/update-many', {
      token,
      body: { ids: [40, 41], versions: [1, 2], currentPlan: 'team' },
    });
    expect(current.status).toBe(200);
    expect([user(40)?.currentPlan, user(41)?.currentPlan]).toEqual(['team', 'team']);
  });

  it('refuses nothing to change, an unknown role or id, and the signed-in user’s own status', async () => {
    const token = await adminToken();
    const call = (body: unknown) => callApi('/apps/users/update-many', { token, body });
    expect(await call({ ids: [50], role: null, currentPlan: null })).toEqual({
      status: 400,
      body: { message: 'validation.failed', errors: { role: ['users.bulkEdit.nothingChosen'] } },
    });
    expect(await call({ ids: [50], status: 'pending' })).toMatchObject({ status: 400 });
    expect((await call({ ids: [50], role: 'astronaut' })).status).toBe(400);
    expect((await call({ ids: [50, 99999], currentPlan: 'team' })).status).toBe(404);
    expect(await call({ ids: [50, demoAccounts.admin.id], status: 'inactive' })).toEqual({
      status: 409,
      body: { message: 'users.errors.suspendSelf' },
    });
    expect(user(50)?.version).toBe(1);
  });

  it('needs update on User', async () => {
    const client = await signInAs('client');
    expect(
      await callApi('/apps/users/update-many', {
        token: client.accessToken,
        body: { ids: [50], currentPlan: 'team' },
      }),
    ).toEqual({ status: 403, body: { message: 'Cannot execute update on User' } });
    expect(user(50)?.version).toBe(1);
  });
});

const row = (overrides: Record<string, string | null>) => ({ ...newUser, ...overrides });

describe('POST /apps/users/import (the CSV import)', () => {
  it('creates the good rows and refuses the others alone, each with its field errors', async () => {
    const token = await adminToken();
    const taken = user(60);
    if (!taken) throw new Error('seed too small');
    const answer = await callApi<ImportUsersAnswer>('/apps/users/import', {
      token,
      body: {
        users: [
          row({ email: 'Ada@Example.com', username: 'ada', status: 'active' }),
          row({ email: taken.email.toUpperCase(), username: 'other' }),
          row({ email: 'not an address', contact: 'call me', username: 'third' }),
          row({ email: 'ada@example.com', username: 'ADA' }),
          row({ email: 'grace@example.com', username: 'grace', role: 'astronaut' }),
          row({ email: 'bob@example.com', username: 'bob', currentPlan: 'gold' }),
          row({ email: 'eve@example.com', username: 'eve', status: null }),
        ],
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.imported.map(({ row: index, user: made }) => [index, made.email])).toEqual([
      [0, 'ada@example.com'],
      [6, 'eve@example.com'],
    ]);
    expect(answer.body.imported.map(({ user: made }) => made.status)).toEqual([
      'active',
      'pending',
    ]);
    expect(answer.body.refused).toEqual([
      { row: 1, errors: { email: ['users.errors.emailTaken'] } },
      { row: 2, errors: { email: ['validation.email'], contact: ['users.validation.contact'] } },
      // An earlier row of the same file took the address and the username.
      {
        row: 3,
        errors: { email: ['users.errors.emailTaken'], username: ['users.errors.usernameTaken'] },
      },
      { row: 4, errors: { role: ['validation.invalidOption'] } },
      { row: 5, errors: { currentPlan: ['validation.invalidOption'] } },
    ]);
    expect(db().users).toHaveLength(502);
    const logged = db().auditLog.filter((entry) => entry.action === 'importUsers');
    expect(logged.map((entry) => entry.recordId)).toEqual(
      answer.body.imported.map(({ user: made }) => String(made.id)),
    );
  });

  it(`holds an import to ${MAX_IMPORT_ROWS} rows, and needs create on User`, async () => {
    const token = await adminToken();
    const many = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, index) =>
      row({ email: `u${index}@example.com`, username: `import${index}` }),
    );
    expect(await callApi('/apps/users/import', { token, body: { users: many } })).toEqual({
      status: 400,
      body: { message: 'validation.failed', errors: { users: ['validation.tooMany'] } },
    });
    expect((await callApi('/apps/users/import', { token, body: { users: [] } })).status).toBe(400);
    const atMost = await callApi<ImportUsersAnswer>('/apps/users/import', {
      token,
      body: { users: many.slice(0, MAX_IMPORT_ROWS) },
    });
    expect(atMost.body.imported).toHaveLength(MAX_IMPORT_ROWS);

    const client = await signInAs('client');
    const refused = await callApi('/apps/users/import', {
      token: client.accessToken,
      body: { users: [row({})] },
    });
    expect(refused).toEqual({ status: 403, body: { message: 'Cannot execute create on User' } });
  });
});
