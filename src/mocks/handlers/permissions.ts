import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import {
  addPermissionFormSchema,
  editPermissionFormSchema,
} from '../../apps/permissions/api/permission-schemas.ts';
import {
  createListParams,
  flagParam,
  fromSearchParams,
  type SortDirection,
} from '../../lib/list/list-search.ts';
import { nextId } from '../db/database.ts';
import type { Permission } from '../../apps/permissions/api/permission-schemas.ts';
import type { Database } from '../db/tables.ts';
import { withAbility } from '../lib/auth-guard.ts';
import { clockIso } from '../lib/clock.ts';
import { throwHttpError, throwNotFound } from '../lib/http-errors.ts';
import { paginate, searchRecords, sortRecords } from '../lib/list-operations.ts';
import { parseBody, queryId, validate } from '../lib/validation.ts';

export const permissionErrorKeys = {
  nameTaken: 'permissions.errors.nameTaken',
  unknownRole: 'permissions.errors.unknownRole',
} as const;

/**
 * `GET /apps/permissions/data`: the list fields every list route reads, the roles to filter by
 * (repeatable, empty names dropped) and whether to send `allData`.
 */
const permissionListParams = createListParams({
  sortColumns: ['name', 'assignedTo', 'createdDate', 'isCore'],
  filters: {
    assignedTo: z.catch(
      z.pipe(
        z.array(z.string()),
        z.transform((names) => names.map((name) => name.trim()).filter((name) => name !== '')),
      ),
      [],
    ),
    allData: flagParam(true),
  },
});

/** The `params` of the list answer: the values the list was computed with. */
export interface PermissionListParams {
  q: string;
  page: number;
  perPage: number;
  assignedTo: string[];
  sort: SortDirection;
  sortColumn: string;
}

/** `GET /apps/permissions/data`. */
export interface PermissionListResponse {
  permissions: Permission[];
  total: number;
  params: PermissionListParams;
  allData: Permission[];
}

// The record travels in `permission`; it is validated on its own so that field errors are named
// `name`, `assignedTo`…, like the fields of the form that sent them.
const addEnvelopeSchema = z.object({ permission: z.unknown() });
const roleNamesField = z.array(z.string().check(z.trim(), z.minLength(1, 'validation.required')));
/** The add dialog's schema; a script may leave out the roles and the core flag. */
const newPermissionSchema = z.extend(addPermissionFormSchema, {
  assignedTo: z.prefault(roleNamesField, []),
  isCore: z.prefault(z.boolean(), false),
});
/** The edit dialog's schema; a script that only renames may leave out the roles. */
const updatePermissionSchema = z.extend(editPermissionFormSchema, {
  id: z.coerce.number().check(z.int()),
  assignedTo: z.optional(roleNamesField),
});

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

export const permissionHandlers = [
  http.get(
    '*/apps/permissions/data',
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
      const filtered = searchRecords(db.permissions, list.q, ['name', 'assignedTo']).filter(
        (row) =>
          assignedTo.length === 0 || row.assignedTo.some((name) => assignedTo.includes(name)),
      );
      const sorted = sortRecords(filtered, sortColumn, sort);
      const { items, total } = paginate(sorted, list.page, list.perPage);
      const body: PermissionListResponse = {
        permissions: items,
        total,
        params: { ...list, sort, sortColumn, assignedTo },
        allData: wantAllData ? sorted : [],
      };
      return HttpResponse.json(body);
    }),
  ),

  http.post(
    '*/apps/permissions/add-permission',
    withAbility('create', 'Permission', async ({ request, ctx }) => {
      const envelope = await parseBody(request, addEnvelopeSchema);
      const { name, assignedTo, isCore } = validate(newPermissionSchema, envelope.permission ?? {});
      const { db } = ctx.session;
      refuseUnknownRoles(db, assignedTo);
      refuseTakenName(db, name);
      const permission: Permission = {
        id: nextId(db.permissions),
        name,
        assignedTo: orderedRoles(db, assignedTo),
        createdDate: clockIso(ctx.session.clock),
        isCore,
      };
      db.permissions.push(permission);
      return HttpResponse.json(permission, { status: 201 });
    }),
  ),

  http.post(
    '*/apps/permissions/update-permission',
    withAbility('update', 'Permission', async ({ request, ctx }) => {
      const { id, name, assignedTo } = await parseBody(request, updatePermissionSchema);
      const { db } = ctx.session;
      const permission = db.permissions.find((row) => row.id === id);
      if (!permission) throwNotFound();
      if (assignedTo) refuseUnknownRoles(db, assignedTo);
      refuseTakenName(db, name, id);
      permission.name = name;
      if (assignedTo) permission.assignedTo = orderedRoles(db, assignedTo);
      return HttpResponse.json(permission);
    }),
  ),

  http.delete(
    '*/apps/permissions/delete',
    withAbility('delete', 'Permission', async ({ request, ctx }) => {
      const id = queryId(request);
      const { db } = ctx.session;
      const index = id === undefined ? -1 : db.permissions.findIndex((row) => row.id === id);
      if (index === -1) throwNotFound();
      db.permissions.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
