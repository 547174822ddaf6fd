import { http, HttpResponse } from 'msw';
import { idBody, idQuery } from '@/lib/api-fields/api-fields';
import { mockPath } from '@/contract/endpoint';
import {
  addPermissionEnvelope,
  newPermissionFields,
  permissionListParams,
  permissionsApi,
  updatePermissionBody,
  type PermissionListAnswer,
  PERMISSION_SEARCH_FIELDS,
} from '@/contract/endpoints/permissions';
import { fromSearchParams, type SortDirection } from '@/lib/list/list-search';
import { nextId } from '@/mocks/db/database';
import type { Permission } from '@/apps/permissions/api/permission-schemas';
import type { Database } from '@/mocks/db/tables';
import { withAbility } from '@/mocks/lib/auth-guard';
import { clockIso } from '@/mocks/lib/clock';
import { throwHttpError, throwNotFound } from '@/mocks/lib/http-errors';
import { paginate, searchRecords, sortRecords } from '@/mocks/lib/list-operations';
import { idFromQueryOrBody, parseBody, validate } from '@/mocks/lib/validation';
import { idempotent } from '@/mocks/lib/idempotency';
import { assertCurrentVersion, bumpVersion } from '@/mocks/lib/versions';
import type { MockSession } from '@/mocks/db/sessions';
import { FIRST_VERSION } from '@/lib/versions/versions';

export const permissionErrorKeys = {
  nameTaken: 'permissions.errors.nameTaken',
  unknownRole: 'permissions.errors.unknownRole',
} as const;

function refuseTakenName(db: Database, name: string, exceptId?: number) {
  const lower = name.toLowerCase();
  if (db.permissions.some((row) => row.id !== exceptId && row.name.toLowerCase() === lower)) {
    throwHttpError(409, permissionErrorKeys.nameTaken, { name: [permissionErrorKeys.nameTaken] });
  }
}

function refuseUnknownRoles(db: Database, roles: readonly string[]) {
  if (roles.some((name) => !db.roles.some((role) => role.name === name))) {
    throwHttpError(400, permissionErrorKeys.unknownRole, {
      assignedTo: [permissionErrorKeys.unknownRole],
    });
  }
}

/** Role names once each, in the order of the roles table, so badges keep a stable order. */
function orderedRoles(db: Database, roles: readonly string[]): string[] {
  return db.roles.map((role) => role.name).filter((name) => roles.includes(name));
}

/** A stale `If-Match` is refused with the permission as the list answers it (versions.ts). */
function assertCurrentPermissionVersion(
  request: Request,
  session: MockSession,
  permission: Permission,
) {
  assertCurrentVersion(request, session, {
    table: 'permissions',
    row: permission,
  });
}

export const permissionHandlers = [
  http.get(
    mockPath(permissionsApi.list),
    withAbility('read', 'Permission', async ({ request, ctx }) => {
      const {
        assignedTo,
        allData: wantAllData,
        ...list
      } = permissionListParams.parse(
        fromSearchParams(new URL(request.url).searchParams, ['assignedTo']),
      );
      // Without a sort column the list keeps its own order, newest first, whatever `sort` says.
      const sortColumn = list.sortColumn ?? 'createdDate';
      const sort: SortDirection = list.sortColumn ? list.sort : 'desc';

      const { db } = ctx.session;
      const filtered = searchRecords(db.permissions, list.q, PERMISSION_SEARCH_FIELDS).filter(
        (row) =>
          assignedTo.length === 0 || row.assignedTo.some((name) => assignedTo.includes(name)),
      );
      const sorted = sortRecords(filtered, sortColumn, sort);
      const { items, total } = paginate(sorted, list.page, list.perPage);
      const body: PermissionListAnswer = {
        permissions: items,
        total,
        params: { ...list, sort, sortColumn, assignedTo },
        allData: wantAllData ? sorted : [],
      };
      return HttpResponse.json(body);
    }),
  ),

  http.post(
    mockPath(permissionsApi.add),
    withAbility(
      'create',
      'Permission',
      idempotent(async ({ request, ctx }) => {
        const envelope = await parseBody(request, addPermissionEnvelope);
        const { name, assignedTo, isCore } = validate(
          newPermissionFields,
          envelope.permission ?? {},
        );
        const { db } = ctx.session;
        refuseUnknownRoles(db, assignedTo);
        refuseTakenName(db, name);
        const permission: Permission = {
          id: nextId(db.permissions),
          name,
          assignedTo: orderedRoles(db, assignedTo),
          createdDate: clockIso(ctx.session.clock),
          isCore,
          version: FIRST_VERSION,
        };
        db.permissions.push(permission);
        return HttpResponse.json(permission, { status: 201 });
      }),
    ),
  ),

  http.post(
    mockPath(permissionsApi.update),
    withAbility('update', 'Permission', async ({ request, ctx }) => {
      const { id, name, assignedTo } = await parseBody(request, updatePermissionBody);
      const { db } = ctx.session;
      const permission = db.permissions.find((row) => row.id === id);
      if (!permission) throwNotFound();
      assertCurrentPermissionVersion(request, ctx.session, permission);
      if (assignedTo) refuseUnknownRoles(db, assignedTo);
      refuseTakenName(db, name, id);
      const before = JSON.stringify(permission);
      permission.name = name;
      if (assignedTo) permission.assignedTo = orderedRoles(db, assignedTo);
      if (JSON.stringify(permission) !== before) bumpVersion(permission);
      return HttpResponse.json(permission);
    }),
  ),

  http.delete(
    mockPath(permissionsApi.delete),
    withAbility('delete', 'Permission', async ({ request, ctx }) => {
      const id = await idFromQueryOrBody(request, idQuery, idBody);
      const { db } = ctx.session;
      const index = id === undefined ? -1 : db.permissions.findIndex((row) => row.id === id);
      const permission = db.permissions[index];
      if (!permission) throwNotFound();
      assertCurrentPermissionVersion(request, ctx.session, permission);
      db.permissions.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
