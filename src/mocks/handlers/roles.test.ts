// @vitest-environment node
import { rolesResponseSchema, type Role } from '@/apps/roles/api/role-schemas';
import { buildAbility } from '@/lib/ability/ability';
import { uniformMatrix, type PermissionMatrix } from '@/lib/ability/role-matrix';
import { refreshResponseSchema } from '@/lib/session/session-schemas';
import { apiDocument } from '@/contract/api-contract';
import { createContractCheck } from '@/contract/contract-check';
import { getDemoSession } from '@/mocks/db/sessions';
import { callApi, signInAs } from '@/mocks/testing/mock-api-client';

async function adminToken() {
  return (await signInAs('admin')).accessToken;
}

async function listRoles(token: string) {
  const { status, body } = await callApi<Role[]>('/apps/roles', { token });
  expect(status).toBe(200);
  return rolesResponseSchema.parse(body);
}

function roleNamed(roles: Role[], name: string): Role {
  const role = roles.find((candidate) => candidate.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role;
}

describe('GET /apps/roles', () => {
  it('lists every role, in order, with their user counts, first users, rules and grid', async () => {
    const roles = await listRoles(await adminToken());
    // The seed's seven, which database.test.ts names.
    const { roles: stored, users } = getDemoSession().db;
    expect(roles.map((role) => role.name)).toEqual(stored.map((role) => role.name));
    for (const role of roles) {
      const members = users.filter((user) => user.role === role.name);
      expect(role.userCount).toBe(members.length);
      expect(role.users).toEqual(
        members.slice(0, 4).map(({ id, fullName, avatar }) => ({ id, fullName, avatar })),
      );
    }
    expect(roleNamed(roles, 'client').userCount).toBe(1);
    expect(roleNamed(roles, 'shopManager').userCount).toBe(1);
    expect(roleNamed(roles, 'subscriber').userCount).toBeGreaterThan(200);
    expect(roleNamed(roles, 'admin').permissions).toEqual(uniformMatrix(true));
    const subscriber = roleNamed(roles, 'subscriber').permissions;
    expect(subscriber.Todo).toEqual({ read: true, create: false, update: false, delete: false });
    expect(subscriber.User.read || subscriber.Invoice.read || subscriber.Role.read).toBe(false);
    expect(roleNamed(roles, 'maintainer').permissions.Kanban.delete).toBe(true);
  });

  it('answers 401 without a token and 403 to the client', async () => {
    expect((await callApi('/apps/roles')).status).toBe(401);
    const client = await signInAs('client');
    expect(await callApi('/apps/roles', { token: client.accessToken })).toEqual({
      status: 403,
      body: { message: 'Cannot execute read on Role' },
    });
    const add = await callApi('/apps/roles/add-role', {
      token: client.accessToken,
      body: { name: 'x', permissions: {} },
    });
    expect(add.status).toBe(403);
  });
});

describe('POST /apps/roles/add-role', () => {
  it('creates a role from its grid', async () => {
    const token = await adminToken();
    const { status, body } = await callApi<Role>('/apps/roles/add-role', {
      token,
      body: { name: ' Support ', permissions: { Todo: { read: true, create: true }, Chat: {} } },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'Support',
      userCount: 0,
      users: [],
      rules: [{ action: ['read', 'create'], subject: 'Todo' }],
    });
    expect(body.permissions.Todo).toEqual({
      read: true,
      create: true,
      update: false,
      delete: false,
    });
    expect((await listRoles(token)).map((role) => role.name)).toContain('Support');
  });

  it('requires a unique name and a valid grid', async () => {
    const token = await adminToken();
    expect(
      await callApi('/apps/roles/add-role', { token, body: { name: '  ', permissions: {} } }),
    ).toEqual({
      status: 400,
      body: { message: 'validation.failed', errors: { name: ['validation.required'] } },
    });
    expect(
      await callApi('/apps/roles/add-role', { token, body: { name: 'EDITOR', permissions: {} } }),
    ).toEqual({
      status: 409,
      body: { message: 'roles.errors.nameTaken', errors: { name: ['roles.errors.nameTaken'] } },
    });
    const unknown = await callApi('/apps/roles/add-role', {
      token,
      body: { name: 'Ops', permissions: { Nope: { read: true } } },
    });
    expect(unknown.status).toBe(400);
  });
});

describe('POST /apps/roles/update-role', () => {
  it('never takes anything from the admin role nor renames it', async () => {
    const token = await adminToken();
    const reduced: PermissionMatrix = uniformMatrix(true);
    reduced.User.delete = false;
    expect(
      await callApi('/apps/roles/update-role', { token, body: { id: 1, permissions: reduced } }),
    ).toEqual({
      status: 400,
      body: {
        message: 'roles.errors.adminManagesAll',
        errors: { permissions: ['roles.errors.adminManagesAll'] },
      },
    });
    const renamed = await callApi('/apps/roles/update-role', {
      token,
      body: { id: 1, name: 'root', permissions: uniformMatrix(true) },
    });
    expect(renamed).toEqual({
      status: 400,
      body: { message: 'roles.errors.fixedName', errors: { name: ['roles.errors.fixedName'] } },
    });
    const same = await callApi<Role>('/apps/roles/update-role', {
      token,
      body: { id: 1, name: 'admin', permissions: uniformMatrix(true) },
    });
    expect(same.status).toBe(200);
    expect(same.body.rules).toEqual([{ action: 'manage', subject: 'all' }]);
  });

  it('renames a role and carries the name over to its users and permissions', async () => {
    const token = await adminToken();
    const before = roleNamed(await listRoles(token), 'editor');
    const { status, body } = await callApi<Role>('/apps/roles/update-role', {
      token,
      body: { id: before.id, name: 'Copy editor', permissions: before.permissions },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'Copy editor', userCount: before.userCount });
    expect(body.permissions).toEqual(before.permissions);
    const { db } = getDemoSession();
    expect(db.users.some((user) => user.role === 'editor')).toBe(false);
    expect(db.permissions.some((row) => row.assignedTo.includes('editor'))).toBe(false);
    expect(db.permissions.some((row) => row.assignedTo.includes('Copy editor'))).toBe(true);

    const taken = await callApi('/apps/roles/update-role', {
      token,
      body: { id: before.id, name: 'Author', permissions: before.permissions },
    });
    expect(taken.status).toBe(409);
    const missing = await callApi('/apps/roles/update-role', {
      token,
      body: { id: 999, permissions: {} },
    });
    expect(missing.status).toBe(404);
  });

  it('keeps the client role advanced rules, shown as they were', async () => {
    const token = await adminToken();
    const client = roleNamed(await listRoles(token), 'client');
    const { body } = await callApi<Role>('/apps/roles/update-role', {
      token,
      body: { id: client.id, permissions: client.permissions },
    });
    expect(body.rules).toEqual(client.rules);
  });
});

describe('editing a role changes what its users can do', () => {
  it('applies at the next token refresh of a user of that role', async () => {
    const login = await signInAs('client');
    const before = buildAbility(login.userData.ability);
    expect(before.can('read', 'Chat')).toBe(true);
    expect(before.can('read', 'User')).toBe(false);

    const token = await adminToken();
    const client = roleNamed(await listRoles(token), 'client');
    const permissions = structuredClone(client.permissions);
    permissions.Chat.read = false;
    permissions.User.read = true;
    const update = await callApi('/apps/roles/update-role', {
      token,
      body: { id: client.id, permissions },
    });
    expect(update.status).toBe(200);

    // The access token the client holds still carries nothing: rules travel in userData.
    const refreshed = await callApi('/jwt/refresh-token', {
      body: { refreshToken: login.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    const after = buildAbility(refreshResponseSchema.parse(refreshed.body).userData?.ability);
    expect(after.can('read', 'Chat')).toBe(false);
    expect(after.can('read', 'User')).toBe(true);
    expect(after.can('read', 'Invoice')).toBe(false);
    expect(after.can('read', 'Todo')).toBe(true);

    // And the API itself follows the new rules for that user at once.
    const fresh = refreshResponseSchema.parse(refreshed.body);
    const bookmarks = await callApi<{ suggestions: { subject: string }[] }>('/api/bookmarks/data', {
      token: fresh.accessToken,
    });
    const subjects = bookmarks.body.suggestions.map((suggestion) => suggestion.subject);
    expect(subjects).toContain('User');
    expect(subjects).not.toContain('Chat');
  });
});

const remove = (token: string, id: number) =>
  callApi(`/apps/roles/delete?id=${id}`, { method: 'DELETE', token });

describe('DELETE /apps/roles/delete', () => {
  it('deletes a role no user holds and takes it off the permissions', async () => {
    const token = await adminToken();
    const { body: support } = await callApi<Role>('/apps/roles/add-role', {
      token,
      body: { name: 'Support', permissions: {} },
    });
    const { db } = getDemoSession();
    const [first, second] = db.permissions;
    if (!first || !second) throw new Error('no permissions seeded');
    const assigned = await callApi('/apps/permissions/update-permission', {
      token,
      body: { id: first.id, name: first.name, assignedTo: ['Support', 'editor'] },
    });
    expect(assigned.status).toBe(200);
    await callApi('/apps/permissions/update-permission', {
      token,
      body: { id: second.id, name: second.name, assignedTo: ['Support'] },
    });

    expect(await remove(token, support.id)).toEqual({ status: 204, body: null });
    expect((await listRoles(token)).map((role) => role.name)).not.toContain('Support');
    expect(first.assignedTo).toEqual(['editor']);
    expect(second.assignedTo).toEqual([]);
    expect(db.permissions.some((row) => row.assignedTo.includes('Support'))).toBe(false);
    expect((await remove(token, support.id)).status).toBe(404);
    expect((await callApi('/apps/roles/delete', { method: 'DELETE', token })).status).toBe(404);
  });

  it('refuses a role users hold, saying how many, and keeps it', async () => {
    const token = await adminToken();
    const author = roleNamed(await listRoles(token), 'author');
    expect(author.userCount).toBeGreaterThan(0);
    expect(await remove(token, author.id)).toEqual({
      status: 409,
      body: { message: 'roles.errors.inUse', params: { count: author.userCount } },
    });
    expect((await listRoles(token)).map((role) => role.name)).toContain('author');
    expect(getDemoSession().db.permissions.some((row) => row.assignedTo.includes('author'))).toBe(
      true,
    );
  });

  it('refuses the admin and client roles, even without users', async () => {
    const token = await adminToken();
    const roles = await listRoles(token);
    const { db } = getDemoSession();
    // Without users, only the name keeps the client role.
    for (const user of db.users) if (user.role === 'client') user.role = 'subscriber';
    for (const name of ['admin', 'client']) {
      expect(await remove(token, roleNamed(roles, name).id)).toEqual({
        status: 400,
        body: { message: 'roles.errors.fixedDelete' },
      });
    }
    expect(await listRoles(token)).toHaveLength(roles.length);
  });

  it('is refused to the client with 403', async () => {
    const token = await adminToken();
    const { body: support } = await callApi<Role>('/apps/roles/add-role', {
      token,
      body: { name: 'Support', permissions: {} },
    });
    const client = await signInAs('client');
    expect(await remove(client.accessToken, support.id)).toEqual({
      status: 403,
      body: { message: 'Cannot execute delete on Role' },
    });
    expect((await listRoles(token)).map((role) => role.name)).toContain('Support');
  });
});

describe('the specification client’s forms (axios)', () => {
  const contract = createContractCheck(apiDocument());

  it('updates and deletes roles with ids sent as text, the delete in the query or the body', async () => {
    const token = await adminToken();
    const add = (name: string) =>
      callApi<Role>('/apps/roles/add-role', { token, body: { name, permissions: {} } });
    const { body: first } = await add('Text id one');
    const { body: second } = await add('Text id two');

    const update = { id: String(first.id), name: 'Text id renamed', permissions: {} };
    const updateUrl = '/apps/roles/update-role';
    expect(contract.checkRequest({ method: 'POST', url: updateUrl, body: update })).toEqual([]);
    const updated = await callApi<Role>(updateUrl, { token, body: update });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: first.id, name: 'Text id renamed' });

    const byQuery = `/apps/roles/delete?id=${first.id}`;
    expect(contract.checkRequest({ method: 'DELETE', url: byQuery })).toEqual([]);
    expect((await callApi(byQuery, { method: 'DELETE', token })).status).toBe(204);
    const body = { id: String(second.id) };
    expect(contract.checkRequest({ method: 'DELETE', url: '/apps/roles/delete', body })).toEqual(
      [],
    );
    expect((await callApi('/apps/roles/delete', { method: 'DELETE', token, body })).status).toBe(
      204,
    );
    const names = (await listRoles(token)).map((role) => role.name);
    expect(names).not.toContain('Text id renamed');
    expect(names).not.toContain('Text id two');
  });
});

describe('versions of a role (If-Match)', () => {
  it('refuses a grid saved from an older version, with the role as it stands and who changed it', async () => {
    const token = await adminToken();
    const author = roleNamed(await listRoles(token), 'author');
    expect(author.version).toBe(1);
    const grid = { ...author.permissions, Invoice: { ...uniformMatrix(true).Invoice } };
    const first = await callApi<Role>('/apps/roles/update-role', {
      token,
      body: { id: author.id, permissions: grid },
      version: 1,
    });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(2);

    const stale = await callApi<Record<string, unknown>>('/apps/roles/update-role', {
      token,
      body: { id: author.id, name: 'writer', permissions: author.permissions },
      version: 1,
    });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({
      message: 'errors.versionStale',
      current: { id: author.id, name: 'author', version: 2, permissions: grid },
      changedBy: { fullName: 'John Doe' },
    });
    expect(roleNamed(await listRoles(token), 'author').version).toBe(2);

    // A delete from the older version is refused too; without a version, a rename goes through.
    const deleted = await callApi(`/apps/roles/delete?id=${author.id}`, {
      token,
      method: 'DELETE',
      version: 1,
    });
    expect(deleted.status).toBe(412);
    const renamed = await callApi<Role>('/apps/roles/update-role', {
      token,
      body: { id: author.id, name: 'writer', permissions: author.permissions },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.version).toBe(3);
  });
});
