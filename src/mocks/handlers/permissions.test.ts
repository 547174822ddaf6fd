// @vitest-environment node
import { getDemoSession } from '@/mocks/db/sessions';
import type { Permission } from '@/apps/permissions/api/permission-schemas';
import { apiDocument } from '@/contract/api-contract';
import { createContractCheck } from '@/contract/contract-check';
import type { PermissionListAnswer } from '@/contract/endpoints/permissions';
import { callApi, signInAs } from '@/mocks/testing/mock-api-client';

async function adminToken() {
  return (await signInAs('admin')).accessToken;
}

async function list(token: string, query = '') {
  const { status, body } = await callApi<PermissionListAnswer>(
    `/apps/permissions/data${query ? `?${query}` : ''}`,
    { token },
  );
  expect(status).toBe(200);
  return body;
}

const names = (rows: Permission[]) => rows.map((row) => row.name);

describe('GET /apps/permissions/data', () => {
  it('pages the seeded permissions, newest first, with every match in allData', async () => {
    const token = await adminToken();
    const all = getDemoSession().db.permissions;
    expect(all.length).toBeGreaterThanOrEqual(40);
    const first = await list(token);
    expect(first.total).toBe(all.length);
    expect(first.permissions).toHaveLength(10);
    expect(first.allData).toHaveLength(all.length);
    expect(first.params).toEqual({
      q: '',
      page: 1,
      perPage: 10,
      assignedTo: [],
      sort: 'desc',
      sortColumn: 'createdDate',
    });
    const dates = first.allData.map((row) => row.createdDate);
    expect(dates).toEqual(dates.toSorted().toReversed());
    const third = await list(token, 'page=3&perPage=15');
    expect(third.permissions).toEqual(first.allData.slice(30, 45));
    expect((await list(token, 'page=99')).permissions).toEqual([]);
    expect((await list(token, 'allData=false')).allData).toEqual([]);
  });

  it('searches, filters by role and sorts', async () => {
    const token = await adminToken();
    const { db } = getDemoSession();
    const billing = await list(token, 'q=BILLING');
    expect(names(billing.permissions)).toEqual(['Manage Billing & Roles']);

    const byRole = await list(token, 'assignedTo=author&assignedTo=editor&perPage=100');
    const expected = db.permissions.filter((row) =>
      row.assignedTo.some((role) => role === 'author' || role === 'editor'),
    );
    expect(byRole.total).toBe(expected.length);
    expect(byRole.total).toBeGreaterThan(0);
    expect(byRole.total).toBeLessThan(db.permissions.length);
    expect(
      byRole.allData.every((row) => row.assignedTo.some((r) => ['author', 'editor'].includes(r))),
    ).toBe(true);
    expect(byRole.params.assignedTo).toEqual(['author', 'editor']);

    const byName = await list(token, 'sort=asc&sortColumn=name&perPage=100');
    const sortedNames = names(byName.permissions);
    expect(sortedNames).toEqual(
      sortedNames.toSorted((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    const unknownColumn = await list(token, 'sortColumn=password&sort=asc');
    expect(unknownColumn.params).toMatchObject({ sortColumn: 'createdDate', sort: 'desc' });
    const oldest = await list(token, 'sortColumn=createdDate&sort=asc');
    expect(oldest.permissions[0]).toEqual(oldest.allData[0]);
    expect(oldest.allData.toReversed()).toEqual((await list(token)).allData);
  });

  it('is for users who may read permissions', async () => {
    expect((await callApi('/apps/permissions/data')).status).toBe(401);
    const client = await signInAs('client');
    expect(await callApi('/apps/permissions/data', { token: client.accessToken })).toEqual({
      status: 403,
      body: { message: 'Cannot execute read on Permission' },
    });
    const remove = await callApi('/apps/permissions/delete?id=1', {
      method: 'DELETE',
      token: client.accessToken,
    });
    expect(remove.status).toBe(403);
  });
});

describe('permission changes', () => {
  it('adds a permission with a unique name and known roles', async () => {
    const token = await adminToken();
    const added = await callApi<Permission>('/apps/permissions/add-permission', {
      token,
      body: {
        permission: { name: ' Sign Contracts ', assignedTo: ['editor', 'admin'], isCore: true },
      },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      name: 'Sign Contracts',
      assignedTo: ['admin', 'editor'],
      isCore: true,
    });
    expect((await list(token)).permissions[0]?.id).toBe(added.body.id);

    expect(
      await callApi('/apps/permissions/add-permission', {
        token,
        body: { permission: { name: 'sign contracts', assignedTo: [] } },
      }),
    ).toEqual({
      status: 409,
      body: {
        message: 'permissions.errors.nameTaken',
        errors: { name: ['permissions.errors.nameTaken'] },
      },
    });
    expect(
      await callApi('/apps/permissions/add-permission', { token, body: { permission: {} } }),
    ).toEqual({
      status: 400,
      body: { message: 'validation.failed', errors: { name: ['validation.required'] } },
    });
    const unknownRole = await callApi('/apps/permissions/add-permission', {
      token,
      body: { permission: { name: 'X', assignedTo: ['nobody'] } },
    });
    expect(unknownRole.status).toBe(400);
  });

  it('renames with the same checks, and 404 for an unknown id', async () => {
    const token = await adminToken();
    const renamed = await callApi<Permission>('/apps/permissions/update-permission', {
      token,
      body: { id: 1, name: 'Renamed permission' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Renamed permission');
    const keepOwnName = await callApi('/apps/permissions/update-permission', {
      token,
      body: { id: 1, name: 'renamed PERMISSION' },
    });
    expect(keepOwnName.status).toBe(200);
    const taken = await callApi('/apps/permissions/update-permission', {
      token,
      body: { id: 2, name: 'Renamed Permission' },
    });
    expect(taken).toEqual({
      status: 409,
      body: {
        message: 'permissions.errors.nameTaken',
        errors: { name: ['permissions.errors.nameTaken'] },
      },
    });
    expect(
      (await callApi('/apps/permissions/update-permission', { token, body: { id: 2, name: '' } }))
        .status,
    ).toBe(400);
    expect(
      (
        await callApi('/apps/permissions/update-permission', {
          token,
          body: { id: 999, name: 'Y' },
        })
      ).status,
    ).toBe(404);
  });

  it('deletes by id', async () => {
    const token = await adminToken();
    const before = getDemoSession().db.permissions.length;
    expect(await callApi('/apps/permissions/delete?id=3', { method: 'DELETE', token })).toEqual({
      status: 204,
      body: null,
    });
    expect(getDemoSession().db.permissions).toHaveLength(before - 1);
    expect(
      (await callApi('/apps/permissions/delete?id=3', { method: 'DELETE', token })).status,
    ).toBe(404);
    expect((await callApi('/apps/permissions/delete', { method: 'DELETE', token })).status).toBe(
      404,
    );
  });
});

describe('POST /apps/permissions/update-permission with roles', () => {
  it('replaces the roles, in the roles order, with the checks of add', async () => {
    const token = await adminToken();
    const updated = await callApi<Permission>('/apps/permissions/update-permission', {
      token,
      body: { id: 1, name: 'Edited', assignedTo: ['subscriber', ' author ', 'admin'] },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: 1,
      name: 'Edited',
      assignedTo: ['admin', 'author', 'subscriber'],
    });

    const none = await callApi<Permission>('/apps/permissions/update-permission', {
      token,
      body: { id: 1, name: 'Edited', assignedTo: [] },
    });
    expect(none.body.assignedTo).toEqual([]);

    // Left out, the roles are kept: a rename alone does not clear them.
    await callApi('/apps/permissions/update-permission', {
      token,
      body: { id: 1, name: 'Edited', assignedTo: ['editor'] },
    });
    const renamed = await callApi<Permission>('/apps/permissions/update-permission', {
      token,
      body: { id: 1, name: 'Edited again' },
    });
    expect(renamed.body.assignedTo).toEqual(['editor']);

    expect(
      await callApi('/apps/permissions/update-permission', {
        token,
        body: { id: 1, name: 'Edited', assignedTo: ['nobody'] },
      }),
    ).toEqual({
      status: 400,
      body: {
        message: 'permissions.errors.unknownRole',
        errors: { assignedTo: ['permissions.errors.unknownRole'] },
      },
    });
    expect(getDemoSession().db.permissions.find((row) => row.id === 1)?.assignedTo).toEqual([
      'editor',
    ]);
  });
});

describe('the specification client’s forms (axios)', () => {
  const contract = createContractCheck(apiDocument());

  it('reads `assignedTo[]=admin` as `assignedTo=admin`', async () => {
    const token = await adminToken();
    for (const query of [
      'assignedTo[]=admin&assignedTo[]=editor',
      'assignedTo=admin&assignedTo=editor',
    ]) {
      const url = `/apps/permissions/data?${query}&perPage=100`;
      expect(contract.checkRequest({ method: 'GET', url })).toEqual([]);
    }
    const axios = await list(token, 'assignedTo[]=admin&assignedTo[]=editor&perPage=100');
    const ours = await list(token, 'assignedTo=admin&assignedTo=editor&perPage=100');
    expect(axios.params.assignedTo).toEqual(['admin', 'editor']);
    expect(axios.total).toBeGreaterThan(0);
    expect(axios.permissions).toEqual(ours.permissions);
    expect(axios.total).toBeLessThan((await list(token)).total);
  });

  it('updates and deletes with ids sent as text', async () => {
    const token = await adminToken();
    const { db } = getDemoSession();
    const [first, second] = db.permissions;
    if (!first || !second) throw new Error('no permissions seeded');
    const update = { id: String(first.id), name: 'Renamed by text id' };
    const updateUrl = '/apps/permissions/update-permission';
    expect(contract.checkRequest({ method: 'POST', url: updateUrl, body: update })).toEqual([]);
    const updated = await callApi<Permission>(updateUrl, { token, body: update });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: first.id, name: 'Renamed by text id' });

    const remove = { id: String(second.id) };
    const deleteUrl = '/apps/permissions/delete';
    expect(contract.checkRequest({ method: 'DELETE', url: deleteUrl, body: remove })).toEqual([]);
    expect(await callApi(deleteUrl, { method: 'DELETE', token, body: remove })).toEqual({
      status: 204,
      body: null,
    });
    expect(db.permissions.some((row) => row.id === second.id)).toBe(false);
    expect((await callApi(deleteUrl, { method: 'DELETE', token, body: { id: 'x' } })).status).toBe(
      400,
    );
  });
});

describe('versions of a permission (If-Match)', () => {
  it('refuses a change or a delete from an older version, and takes the current one', async () => {
    const { accessToken: token } = await signInAs('admin');
    const permission = getDemoSession().db.permissions[0];
    if (!permission) throw new Error('no permission seeded');
    const { id } = permission;
    const first = await callApi<{ version: number }>('/apps/permissions/update-permission', {
      token,
      body: { id, name: 'Approve payroll' },
      version: 1,
    });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(2);
    const stale = await callApi('/apps/permissions/update-permission', {
      token,
      body: { id, name: 'Run payroll' },
      version: 1,
    });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({
      current: { id, name: 'Approve payroll', version: 2 },
      changedBy: { fullName: 'John Doe' },
    });
    const deleted = await callApi(`/apps/permissions/delete?id=${id}`, {
      token,
      method: 'DELETE',
      version: 1,
    });
    expect(deleted.status).toBe(412);
    const current = await callApi(`/apps/permissions/delete?id=${id}`, {
      token,
      method: 'DELETE',
      version: 2,
    });
    expect(current.status).toBe(204);
  });
});
