import { http, HttpResponse } from 'msw';
import type { Role } from '@/apps/roles/api/role-schemas';
import { idBody, idQuery } from '@/lib/api-fields/api-fields';
import { mockPath } from '@/contract/endpoint';
import { addRoleBody, rolesApi, updateRoleBody } from '@/contract/endpoints/roles';
import { applyMatrix, isFullMatrix, permissionMatrix } from '@/lib/ability/role-matrix';
import type { RoleRecord } from '@/mocks/db/auth-tables';
import { nextId } from '@/mocks/db/database';
import type { Database } from '@/mocks/db/tables';
import { withAbility } from '@/mocks/lib/auth-guard';
import { throwHttpError, throwNotFound } from '@/mocks/lib/http-errors';
import { idFromQueryOrBody, parseBody } from '@/mocks/lib/validation';
import { ADMIN_ROLE, REGISTERED_USER_ROLE } from '@/mocks/seed/auth-seed';
import { idempotent } from '@/mocks/lib/idempotency';
import { assertCurrentVersion, bumpVersion } from '@/mocks/lib/versions';
import type { MockSession } from '@/mocks/db/sessions';
import { FIRST_VERSION } from '@/lib/versions/versions';

export const roleErrorKeys = {
  nameTaken: 'roles.errors.nameTaken',
  adminManagesAll: 'roles.errors.adminManagesAll',
  fixedName: 'roles.errors.fixedName',
  fixedDelete: 'roles.errors.fixedDelete',
  inUse: 'roles.errors.inUse',
} as const;

/** How many users each role card shows as avatars. */
export const ROLE_CARD_USERS = 4;

// Sign-in gives the admin its rules by this name, and sign-up gives new accounts the client's:
// neither is renamed nor deleted.
const fixedNames = new Set([ADMIN_ROLE, REGISTERED_USER_ROLE]);

function toRole(db: Database, role: RoleRecord): Role {
  const members = db.users.filter((user) => user.role === role.name);
  return {
    id: role.id,
    name: role.name,
    userCount: members.length,
    users: members
      .slice(0, ROLE_CARD_USERS)
      .map(({ id, fullName, avatar }) => ({ id, fullName, avatar })),
    rules: role.rules,
    permissions: permissionMatrix(role.rules),
    version: role.version,
  };
}

/** A stale `If-Match` is refused with the role as the list answers it (versions.ts). */
function assertCurrentRoleVersion(request: Request, session: MockSession, role: RoleRecord) {
  assertCurrentVersion(request, session, {
    table: 'roles',
    row: role,
    current: () => toRole(session.db, role),
  });
}

const sameName = (left: string, right: string) => left.toLowerCase() === right.toLowerCase();

function refuseTakenName(db: Database, name: string, exceptId?: number) {
  if (db.roles.some((role) => role.id !== exceptId && sameName(role.name, name))) {
    throwHttpError(409, roleErrorKeys.nameTaken, { name: [roleErrorKeys.nameTaken] });
  }
}

/** Users and permissions refer to roles by name, so a rename carries over to them. */
function renameRole(db: Database, from: string, to: string) {
  for (const user of db.users) {
    if (user.role !== from) continue;
    user.role = to;
    bumpVersion(user);
  }
  for (const permission of db.permissions) {
    if (!permission.assignedTo.includes(from)) continue;
    permission.assignedTo = permission.assignedTo.map((name) => (name === from ? to : name));
    bumpVersion(permission);
  }
}

export const roleHandlers = [
  http.get(
    mockPath(rolesApi.list),
    withAbility('read', 'Role', async ({ ctx }) => {
      const { db } = ctx.session;
      return HttpResponse.json(db.roles.map((role) => toRole(db, role)));
    }),
  ),

  http.post(
    mockPath(rolesApi.add),
    withAbility(
      'create',
      'Role',
      idempotent(async ({ request, ctx }) => {
        const { name, permissions } = await parseBody(request, addRoleBody);
        const { db } = ctx.session;
        refuseTakenName(db, name);
        const role: RoleRecord = {
          id: nextId(db.roles),
          name,
          rules: applyMatrix([], permissions),
          version: FIRST_VERSION,
        };
        db.roles.push(role);
        return HttpResponse.json(toRole(db, role), { status: 201 });
      }),
    ),
  ),

  http.post(
    mockPath(rolesApi.update),
    withAbility('update', 'Role', async ({ request, ctx }) => {
      const { id, name, permissions } = await parseBody(request, updateRoleBody);
      const { db } = ctx.session;
      const role = db.roles.find((candidate) => candidate.id === id);
      if (!role) throwNotFound();
      assertCurrentRoleVersion(request, ctx.session, role);
      const rules = applyMatrix(role.rules, permissions);
      if (role.name === ADMIN_ROLE && !isFullMatrix(permissionMatrix(rules))) {
        throwHttpError(400, roleErrorKeys.adminManagesAll, {
          permissions: [roleErrorKeys.adminManagesAll],
        });
      }
      const renamed = name !== undefined && name !== role.name ? name : null;
      if (renamed !== null && fixedNames.has(role.name)) {
        throwHttpError(400, roleErrorKeys.fixedName, { name: [roleErrorKeys.fixedName] });
      }
      if (renamed !== null) {
        refuseTakenName(db, renamed, role.id);
        renameRole(db, role.name, renamed);
        role.name = renamed;
      }
      if (renamed !== null || JSON.stringify(rules) !== JSON.stringify(role.rules)) {
        bumpVersion(role);
      }
      role.rules = rules;
      return HttpResponse.json(toRole(db, role));
    }),
  ),

  http.delete(
    mockPath(rolesApi.delete),
    withAbility('delete', 'Role', async ({ request, ctx }) => {
      const id = await idFromQueryOrBody(request, idQuery, idBody);
      const { db } = ctx.session;
      const index = id === undefined ? -1 : db.roles.findIndex((role) => role.id === id);
      const role = db.roles[index];
      if (!role) throwNotFound();
      assertCurrentRoleVersion(request, ctx.session, role);
      if (fixedNames.has(role.name)) throwHttpError(400, roleErrorKeys.fixedDelete);
      // Users keep a role by name: a role they hold cannot go, or they would hold nothing.
      const count = db.users.filter((user) => user.role === role.name).length;
      if (count > 0) throwHttpError(409, roleErrorKeys.inUse, undefined, { count });
      db.roles.splice(index, 1);
      for (const permission of db.permissions) {
        if (!permission.assignedTo.includes(role.name)) continue;
        permission.assignedTo = permission.assignedTo.filter((name) => name !== role.name);
        bumpVersion(permission);
      }
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
