// @vitest-environment node
import { usersPageSchema, type User, type UsersPage } from '@/apps/users/api/user-schemas';
import { getDemoSession } from '@/mocks/db/sessions';
import { demoAccounts } from '@/mocks/seed/auth-seed';
import { callApi, signInAs } from '@/mocks/testing/mock-api-client';
import { staleAnswer, staleRecordsAnswer } from '@/mocks/testing/stale-answer';
import { newUser } from '@/mocks/testing/new-user';

async function adminToken(session?: string) {
  return (await signInAs('admin', session)).accessToken;
}

async function list(query: string, token: string, session?: string) {
  const { status, body } = await callApi<UsersPage & { params: Record<string, unknown> }>(
    `/api/users/list/data?${query}`,
    { token, session },
  );
  expect(status).toBe(200);
  return body;
}

/** Every object in an answer, however deep, so no `password` can hide anywhere. */
function hasKeyDeep(value: unknown, key: string): boolean {
  if (Array.isArray(value)) return value.some((item) => hasKeyDeep(item, key));
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([name, item]) => name === key || hasKeyDeep(item, key));
}

describe('GET /api/users/list/data', () => {
  it('pages the newest first, with the total, the params and whole-table stats', async () => {
    const token = await adminToken();
    const body = await list('page=2&perPage=25', token);
    expect(usersPageSchema.safeParse(body).success).toBe(true);
    const { users } = getDemoSession().db;
    expect(body.total).toBe(500);
    expect(body.users.map((user) => user.id)).toEqual(
      users
        .toReversed()
        .slice(25, 50)
        .map((user) => user.id),
    );
    expect(body.params).toMatchObject({ page: 2, perPage: 25, q: '', sort: 'asc' });
    expect(body.stats).toEqual({
      total: 500,
      active: users.filter((user) => user.status === 'active').length,
      pending: users.filter((user) => user.status === 'pending').length,
      inactive: users.filter((user) => user.status === 'inactive').length,
    });
    expect(body.allData).toBeUndefined();
  });

  it('searches name, email and username, and filters by role, plan and status', async () => {
    const token = await adminToken();
    const { users } = getDemoSession().db;
    const sample = users[123];
    if (!sample) throw new Error('seed too small');

    const byName = await list(`q=${encodeURIComponent(sample.fullName.toUpperCase())}`, token);
    expect(byName.users.map((user) => user.id)).toContain(sample.id);
    const byUsername = await list(`q=${sample.username}`, token);
    expect(byUsername.users.map((user) => user.id)).toContain(sample.id);
    const byEmail = await list(`q=${encodeURIComponent(sample.email)}&perPage=100`, token);
    expect(byEmail.users.map((user) => user.id)).toEqual([sample.id]);
    // Company is not a searched field.
    const byCompany = await list(`q=${encodeURIComponent('Demo Inc.')}`, token);
    expect(byCompany.total).toBe(0);

    const filtered = await list('role=editor&currentPlan=team&status=active&perPage=100', token);
    const expected = users.filter(
      (user) => user.role === 'editor' && user.currentPlan === 'team' && user.status === 'active',
    );
    expect(filtered.total).toBe(expected.length);
    expect(filtered.total).toBeGreaterThan(0);
    filtered.users.forEach((user) =>
      expect(user).toMatchObject({ role: 'editor', currentPlan: 'team', status: 'active' }),
    );
    // The stats stay those of the whole table.
    expect(filtered.stats.total).toBe(500);
  });

  it('sorts by any listed column, both ways', async () => {
    const token = await adminToken();
    const ascending = await list('sortColumn=fullName&sort=asc&perPage=100', token);
    const names = ascending.users.map((user) => user.fullName);
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    expect(names).toEqual(names.toSorted(collator.compare));
    const descending = await list('sortColumn=email&sort=desc&perPage=100', token);
    const emails = descending.users.map((user) => user.email);
    expect(emails).toEqual(emails.toSorted(collator.compare).toReversed());
    const byStatus = await list('sortColumn=status&perPage=100', token);
    expect(byStatus.users[0]?.status).toBe('active');
  });

  it('ignores bad parameters instead of failing', async () => {
    const token = await adminToken();
    const body = await list(
      'page=-3&perPage=abc&sort=up&sortColumn=password&role=&currentPlan=gold&status=x',
      token,
    );
    expect(body.total).toBe(500);
    expect(body.users).toHaveLength(10);
    expect(body.params).toMatchObject({ page: 1, perPage: 10, sort: 'asc' });
    expect(body.params.sortColumn).toBeUndefined();
  });

  it('sends every match in allData when asked', async () => {
    const token = await adminToken();
    const body = await list('status=inactive&sortColumn=fullName&allData=true', token);
    expect(body.users).toHaveLength(10);
    expect(body.allData).toHaveLength(body.total);
    expect(body.allData?.slice(0, 10)).toEqual(body.users);
  });

  it('needs a token and read on User', async () => {
    expect((await callApi('/api/users/list/data')).status).toBe(401);
    const client = await signInAs('client');
    expect(await callApi('/api/users/list/data', { token: client.accessToken })).toEqual({
      status: 403,
      body: { message: 'Cannot execute read on User' },
    });
    expect((await callApi('/api/users/user?id=3', { token: client.accessToken })).status).toBe(403);
    expect(
      (await callApi('/apps/users/add-user', { token: client.accessToken, body: newUser })).status,
    ).toBe(403);
    expect(
      (
        await callApi('/apps/users/delete?id=3', {
          token: client.accessToken,
          method: 'DELETE',
        })
      ).status,
    ).toBe(403);
  });

  it('pages the large seed', async () => {
    const session = 'large-users';
    await callApi('/__mock/reset', { body: { seed: 'large' }, session });
    const token = await adminToken(session);
    const body = await list('q=an&sortColumn=fullName&sort=desc&page=3', token, session);
    expect(body.stats.total).toBe(10_000);
    expect(body.users).toHaveLength(10);
  });
});

describe('GET /api/users/user and /api/users/list/all-data', () => {
  it('answers one user, or 404', async () => {
    const token = await adminToken();
    const { status, body } = await callApi<{ user: User }>('/api/users/user?id=1', { token });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ id: 1, email: 'admin@demo.com', fullName: 'John Doe' });
    expect((await callApi('/api/users/user?id=99999', { token })).status).toBe(404);
    expect((await callApi('/api/users/user?id=abc', { token })).status).toBe(404);
    expect((await callApi('/api/users/user', { token })).status).toBe(404);
  });

  it('lists every user', async () => {
    const token = await adminToken();
    const { body } = await callApi<User[]>('/api/users/list/all-data', { token });
    expect(body).toHaveLength(500);
  });
});

describe('POST /apps/users/add-user', () => {
  it('adds a pending user, first in the list', async () => {
    const token = await adminToken();
    const { status, body } = await callApi<{ user: User }>('/apps/users/add-user', {
      token,
      body: { ...newUser, email: ' Grace@Example.com ' },
    });
    expect(status).toBe(201);
    expect(body.user).toMatchObject({
      ...newUser,
      id: 501,
      status: 'pending',
      email: 'grace@example.com',
    });
    const first = await list('', token);
    expect(first.users[0]?.id).toBe(501);
    expect(first.stats).toMatchObject({ total: 501 });
  });

  it('answers 400 with field errors', async () => {
    const token = await adminToken();
    const { status, body } = await callApi('/apps/users/add-user', {
      token,
      body: { ...newUser, fullName: ' ', email: 'not-an-email', username: 'a b', role: 'wizard' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      message: 'validation.failed',
      errors: {
        fullName: ['validation.required'],
        email: ['validation.email'],
        username: ['validation.usernameChars'],
      },
    });
    const missing = await callApi<{ errors: Record<string, string[]> }>('/apps/users/add-user', {
      token,
      body: {},
    });
    expect(Object.keys(missing.body.errors).toSorted()).toEqual(Object.keys(newUser).toSorted());
    const badRole = await callApi('/apps/users/add-user', {
      token,
      body: { ...newUser, role: 'wizard' },
    });
    expect(badRole).toEqual({
      status: 400,
      body: { message: 'validation.failed', errors: { role: ['validation.invalidOption'] } },
    });
  });

  it('answers 409 for a taken email or username, whatever the case', async () => {
    const token = await adminToken();
    const taken = getDemoSession().db.users[40];
    if (!taken) throw new Error('seed too small');
    const { status, body } = await callApi('/apps/users/add-user', {
      token,
      body: { ...newUser, email: 'ADMIN@demo.com', username: taken.username.toUpperCase() },
    });
    expect(status).toBe(409);
    expect(body).toEqual({
      message: 'users.errors.exists',
      errors: { email: ['users.errors.emailTaken'], username: ['users.errors.usernameTaken'] },
    });
    expect(getDemoSession().db.users).toHaveLength(500);
  });
});

/** A seeded user other than the demo accounts. */
const target = () => {
  const user = getDemoSession().db.users[41];
  if (!user) throw new Error('seed too small');
  return user;
};

const login = (email: string, password: string) =>
  callApi('/jwt/login', { body: { email, password } });

describe('POST /apps/users/update-user', () => {
  it('updates every field of the add form, and keeps the rest', async () => {
    const token = await adminToken();
    const client = getDemoSession().db.users.find((user) => user.id === demoAccounts.client.id);
    if (!client) throw new Error('no client account');
    const { id, status: before, billing, avatar } = client;
    const { status, body } = await callApi<{ user: User }>('/apps/users/update-user', {
      token,
      body: { id, ...newUser, email: ' Grace@Example.com ' },
    });
    expect(status).toBe(200);
    expect(body.user).toEqual({
      ...newUser,
      id,
      email: 'grace@example.com',
      status: before,
      billing,
      avatar,
      version: client.version,
    });
    expect(client.version).toBe(2);
    expect(hasKeyDeep(body, 'password')).toBe(false);
    expect(getDemoSession().db.users).toHaveLength(500);
    // The password stays: the account signs in with its new email.
    expect((await login('grace@example.com', demoAccounts.client.password)).status).toBe(200);
  });

  it("keeps the user's own email and username, whatever the case", async () => {
    const token = await adminToken();
    const { id, email, username } = target();
    const { status, body } = await callApi<{ user: User }>('/apps/users/update-user', {
      token,
      body: { ...newUser, id, email: email.toUpperCase(), username: username.toUpperCase() },
    });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ email, username: username.toUpperCase() });
  });

  it('answers 409 by field for an email or username another user has', async () => {
    const token = await adminToken();
    const { id, email } = target();
    const other = getDemoSession().db.users[40];
    if (!other) throw new Error('seed too small');
    const { status, body } = await callApi('/apps/users/update-user', {
      token,
      body: { ...newUser, id, email: 'ADMIN@demo.com', username: other.username.toUpperCase() },
    });
    expect(status).toBe(409);
    expect(body).toEqual({
      message: 'users.errors.exists',
      errors: { email: ['users.errors.emailTaken'], username: ['users.errors.usernameTaken'] },
    });
    expect(target().email).toBe(email);
  });

  it("answers 400 with the add form's field errors, 404 for an unknown id", async () => {
    const token = await adminToken();
    const { id } = target();
    const invalid = await callApi('/apps/users/update-user', {
      token,
      body: { ...newUser, id, email: 'not-an-email', role: 'wizard' },
    });
    expect(invalid).toEqual({
      status: 400,
      body: { message: 'validation.failed', errors: { email: ['validation.email'] } },
    });
    const badRole = await callApi('/apps/users/update-user', {
      token,
      body: { ...newUser, id, role: 'wizard' },
    });
    expect(badRole.status).toBe(400);
    const noId = await callApi<{ errors: Record<string, string[]> }>('/apps/users/update-user', {
      token,
      body: newUser,
    });
    expect(Object.keys(noId.body.errors)).toEqual(['id']);
    const unknown = await callApi('/apps/users/update-user', {
      token,
      body: { ...newUser, id: 99999 },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('POST /apps/users/update-status', () => {
  it("suspends and activates a user; refuses the signed-in user's own", async () => {
    const token = await adminToken();
    const user = getDemoSession().db.users[42];
    if (!user) throw new Error('seed too small');
    const suspended = await callApi<{ user: User }>('/apps/users/update-status', {
      token,
      body: { id: user.id, status: 'inactive' },
    });
    expect(suspended.status).toBe(200);
    expect(suspended.body.user).toMatchObject({ id: user.id, status: 'inactive' });
    expect(user.status).toBe('inactive');
    const activated = await callApi<{ user: User }>('/apps/users/update-status', {
      token,
      body: { id: user.id, status: 'active' },
    });
    expect(activated.body.user.status).toBe('active');

    expect(
      (await callApi('/apps/users/update-status', { token, body: { id: user.id, status: 'x' } }))
        .status,
    ).toBe(400);
    expect(
      await callApi('/apps/users/update-status', { token, body: { id: 1, status: 'inactive' } }),
    ).toEqual({ status: 409, body: { message: 'users.errors.suspendSelf' } });
    expect(getDemoSession().db.users[0]?.status).toBe('active');
  });
});

const refresh = (refreshToken: string) => callApi('/jwt/refresh-token', { body: { refreshToken } });
const changePassword = (token: string, id: number) =>
  callApi('/apps/users/change-password', {
    token,
    body: { id, password: 'n3w-secret', confirmation: 'n3w-secret' },
  });

describe('POST /apps/users/change-password', () => {
  it('stores the new password: sign-in takes it and no longer the old one', async () => {
    const token = await adminToken();
    const { email } = demoAccounts.client;
    const id = demoAccounts.client.id;
    const { status } = await callApi('/apps/users/change-password', {
      token,
      body: { id, password: 'n3w-secret', confirmation: 'n3w-secret' },
    });
    expect(status).toBe(204);
    expect((await login(email, 'n3w-secret')).status).toBe(200);
    expect((await login(email, demoAccounts.client.password)).status).toBe(400);
  });

  it("ends the user's other sign-ins, and keeps the caller's own when it is theirs", async () => {
    // The admin changes the client's password: both of the client's sign-ins end.
    const [phone, laptop] = [await signInAs('client'), await signInAs('client')];
    expect((await changePassword(await adminToken(), demoAccounts.client.id)).status).toBe(204);
    expect((await refresh(phone.refreshToken)).status).toBe(401);
    expect((await refresh(laptop.refreshToken)).status).toBe(401);

    // The admin changes their own: the sign-in that did it goes on, their other one ends.
    const [here, elsewhere] = [await signInAs('admin'), await signInAs('admin')];
    expect((await changePassword(here.accessToken, demoAccounts.admin.id)).status).toBe(204);
    expect((await refresh(here.refreshToken)).status).toBe(200);
    expect((await refresh(elsewhere.refreshToken)).status).toBe(401);
  });

  it("checks the form's rules again, 404 for an unknown id", async () => {
    const token = await adminToken();
    const { id, password } = demoAccounts.client;
    const weak = await callApi('/apps/users/change-password', {
      token,
      body: { id, password: 'short1', confirmation: 'other' },
    });
    expect(weak).toEqual({
      status: 400,
      body: {
        message: 'validation.failed',
        errors: {
          password: ['users.security.passwordLength'],
          confirmation: ['users.security.passwordMismatch'],
        },
      },
    });
    const unknown = await callApi('/apps/users/change-password', {
      token,
      body: { id: 99999, password: 'n3w-secret', confirmation: 'n3w-secret' },
    });
    expect(unknown.status).toBe(404);
    expect((await login(demoAccounts.client.email, password)).status).toBe(200);
  });
});

describe('deleting users', () => {
  it('deletes by query id or JSON body, 404 for an unknown id', async () => {
    const token = await adminToken();
    expect((await callApi('/apps/users/delete?id=10', { token, method: 'DELETE' })).status).toBe(
      204,
    );
    expect(
      (await callApi('/apps/users/delete', { token, method: 'DELETE', body: { id: 11 } })).status,
    ).toBe(204);
    const ids = getDemoSession().db.users.map((user) => user.id);
    expect(ids).not.toContain(10);
    expect(ids).not.toContain(11);
    expect((await callApi('/apps/users/delete?id=10', { token, method: 'DELETE' })).status).toBe(
      404,
    );
    expect((await callApi('/apps/users/delete', { token, method: 'DELETE' })).status).toBe(400);
  });

  it('refuses to delete the signed-in user', async () => {
    const token = await adminToken();
    expect(await callApi('/apps/users/delete?id=1', { token, method: 'DELETE' })).toEqual({
      status: 409,
      body: { message: 'users.errors.deleteSelf' },
    });
  });

  it('deletes many at once, or none when one id is unknown', async () => {
    const token = await adminToken();
    const none = await callApi('/apps/users/delete-many', { token, body: { ids: [20, 99999] } });
    expect(none.status).toBe(404);
    expect(getDemoSession().db.users).toHaveLength(500);
    const some = await callApi('/apps/users/delete-many', { token, body: { ids: [20, 21, 22] } });
    expect(some.status).toBe(204);
    expect(getDemoSession().db.users).toHaveLength(497);
    expect((await callApi('/apps/users/delete-many', { token, body: { ids: [] } })).status).toBe(
      400,
    );
  });
});

const user = (id: number) => getDemoSession().db.users.find((candidate) => candidate.id === id);

describe('versions of a bulk delete (versions in the body)', () => {
  it('refuses the whole delete when one user changed, listing exactly the stale ones', async () => {
    const token = await adminToken();
    const edited = user(31);
    if (!edited) throw new Error('seed too small');
    const changed = await callApi<{ user: User }>('/apps/users/update-user', {
      token,
      body: { ...edited, ...newUser },
      version: 1,
    });
    expect(changed.body.user.version).toBe(2);
    const stale = await callApi<Record<string, unknown>>('/apps/users/delete-many', {
      token,
      body: { ids: [30, 31, 32], versions: [1, 1, 1] },
    });
    expect(stale).toEqual(
      staleRecordsAnswer([
        {
          id: 31,
          current: changed.body.user,
          changedBy: { id: demoAccounts.admin.id, fullName: 'John Doe' },
        },
      ]),
    );
    expect([user(30), user(31), user(32)].every(Boolean)).toBe(true);

    // With the versions the list now shows, the delete goes through.
    const current = await callApi('/apps/users/delete-many', {
      token,
      body: { ids: [30, 31, 32], versions: [1, 2, 1] },
    });
    expect(current.status).toBe(204);
    expect([user(30), user(31), user(32)].some(Boolean)).toBe(false);
  });

  it('deletes without versions (old clients), and refuses versions that do not pair with the ids', async () => {
    const token = await adminToken();
    const unpaired = await callApi('/apps/users/delete-many', {
      token,
      body: { ids: [40, 41], versions: [1] },
    });
    expect(unpaired).toEqual({ status: 400, body: { message: 'errors.versionInvalid' } });
    expect(user(40)).toBeDefined();
    const none = await callApi('/apps/users/delete-many', { token, body: { ids: [40, 41] } });
    expect(none.status).toBe(204);
    expect(user(40)).toBeUndefined();
  });
});

describe('passwords', () => {
  it('are never sent, and stay stored', async () => {
    const token = await adminToken();
    const answers = await Promise.all([
      callApi('/api/users/list/data?perPage=100&sortColumn=id&allData=true', { token }),
      callApi('/api/users/list/all-data', { token }),
      callApi('/api/users/user?id=1', { token }),
      callApi('/api/users/user?id=2', { token }),
      callApi('/apps/users/add-user', { token, body: { ...newUser, password: 'secret' } }),
    ]);
    answers.forEach(({ body }) => expect(hasKeyDeep(body, 'password')).toBe(false));
    expect(getDemoSession().db.users[0]?.password).toBe('admin');
    // The demo accounts can still sign in after all of that.
    await expect(signInAs('client')).resolves.toBeTruthy();
  });
});

describe('versions of a user (If-Match)', () => {
  it('refuses a stale version with the user as they stand and who changed them, and takes the current one', async () => {
    const token = await adminToken();
    const { id, version, status: before, ...rest } = target();
    expect(version).toBe(1);
    const edit = { id, ...newUser };
    const first = await callApi<{ user: User }>('/apps/users/update-user', {
      token,
      body: edit,
      version: 1,
    });
    expect(first.status).toBe(200);
    expect(first.body.user.version).toBe(2);

    // A second admin's screen still shows version 1: its suspend is refused, nothing written.
    const stale = await callApi<Record<string, unknown>>('/apps/users/update-status', {
      token,
      body: { id, status: before === 'inactive' ? 'active' : 'inactive' },
      version: 1,
    });
    expect(stale).toEqual(
      staleAnswer(first.body.user, { id: demoAccounts.admin.id, fullName: 'John Doe' }),
    );
    expect(target().status).toBe(before);
    const deleted = await callApi(`/apps/users/delete?id=${id}`, {
      token,
      method: 'DELETE',
      version: 1,
    });
    expect(deleted.status).toBe(412);
    expect(target().id).toBe(id);

    // The current version goes through, and so does a write that names none (old clients).
    const current = await callApi<{ user: User }>('/apps/users/update-status', {
      token,
      body: { id, status: 'inactive' },
      version: 2,
    });
    expect(current.status).toBe(200);
    expect(current.body.user).toMatchObject({
      status: 'inactive',
      version: before === 'inactive' ? 2 : 3,
    });
    const unnamed = await callApi<{ user: User }>('/apps/users/update-user', {
      token,
      body: { ...edit, company: rest.company },
    });
    expect(unnamed.status).toBe(200);
    expect(unnamed.body.user.version).toBe(current.body.user.version + 1);
  });

  it('refuses an If-Match that names no version', async () => {
    const token = await adminToken();
    const { id } = target();
    const { status, body } = await callApi('/apps/users/update-status', {
      token,
      body: { id, status: 'inactive' },
      headers: { 'If-Match': 'version 1' },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: 'errors.versionInvalid' });
  });
});
