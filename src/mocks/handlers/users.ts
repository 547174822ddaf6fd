import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { roleNameSchema } from '../../apps/roles/api/role-schemas.ts';
import {
  changePasswordSchema,
  newUserSchema,
  userIdSchema,
  userStatusUpdateSchema,
  type User,
  type UserStats,
} from '../../apps/users/api/user-schemas.ts';
import { userFilters } from '../../apps/users/users-search.ts';
import { createListParams, flagParam, fromSearchParams } from '../../lib/list/list-search.ts';
import type { UserRecord } from '../db/auth-tables.ts';
import { nextId } from '../db/database.ts';
import type { Database } from '../db/tables.ts';
import { withAbility } from '../lib/auth-guard.ts';
import { throwHttpError, throwNotFound, type FieldErrors } from '../lib/http-errors.ts';
import { paginate, searchRecords, sortRecords } from '../lib/list-operations.ts';
import { parseBody, queryId, withLowerCaseEmail } from '../lib/validation.ts';

export const userErrorKeys = {
  exists: 'users.errors.exists',
  emailTaken: 'users.errors.emailTaken',
  usernameTaken: 'users.errors.usernameTaken',
  deleteSelf: 'users.errors.deleteSelf',
  suspendSelf: 'users.errors.suspendSelf',
  contact: 'users.validation.contact',
} as const;

const SEARCH_FIELDS = ['fullName', 'email', 'username'] as const;
// Only these sort: sorting by a field that is never sent (the password) would leak it.
const SORT_COLUMNS = [
  'id',
  'fullName',
  'username',
  'email',
  'role',
  'currentPlan',
  'status',
  'company',
  'country',
  'contact',
  'billing',
] as const satisfies readonly (keyof User)[];
/** Bulk deletes are capped like a page: the table selects at most 100 rows. */
const MAX_BULK_DELETE = 100;

/** Every answer goes through this: a copy without the password, which stays in the record. */
export function toPublicUser(record: UserRecord): User {
  const { password: _password, ...user } = record;
  return user;
}

/** Counts over the whole table, whatever the list's filters: the stat cards show the directory. */
function userStats(users: readonly UserRecord[]): UserStats {
  const stats = { total: users.length, active: 0, pending: 0, inactive: 0 };
  for (const user of users) stats[user.status] += 1;
  return stats;
}

/**
 * `GET /api/users/list/data`: the route's list fields and filters, except that `role` is any
 * role's name (roles can be added and renamed) and the export asks for `allData`.
 */
const usersListParams = createListParams({
  sortColumns: SORT_COLUMNS,
  filters: { ...userFilters, allData: flagParam(false) },
});

/** The add-user form's schema; the role is checked against the roles table, not a fixed list. */
const newUserBodySchema = withLowerCaseEmail(z.extend(newUserSchema, { role: roleNameSchema }));
/** The edit form is the add form: the same fields and rules, with the user's id. */
const updateUserBodySchema = withLowerCaseEmail(
  z.extend(newUserSchema, { id: userIdSchema, role: roleNameSchema }),
);
/** The Security tab's form (the confirmation checked again), with the user's id. */
const changePasswordBodySchema = z.extend(changePasswordSchema, { id: userIdSchema });

// An id arrives in the query string (`?id=3`) or, for DELETE, in a JSON body (`{ "id": 3 }`).
const idBodySchema = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });
const idsBodySchema = z.object({
  ids: z
    .array(z.number().check(z.int(), z.positive()))
    .check(z.minLength(1), z.maxLength(MAX_BULK_DELETE)),
});

function findUser(db: Database, id: number | undefined): UserRecord {
  const user = id === undefined ? undefined : db.users.find((candidate) => candidate.id === id);
  if (!user) throwNotFound();
  return user;
}

async function idFrom(request: Request): Promise<number> {
  const fromQuery = queryId(request);
  if (fromQuery !== undefined) return fromQuery;
  return (await parseBody(request, idBodySchema)).id;
}

/**
 * 409 with field errors when the email or the username (case-insensitive) is taken by another
 * user than `self` (the user being edited keeps their own).
 */
function assertUnique(
  users: readonly UserRecord[],
  email: string,
  username: string,
  self?: UserRecord,
) {
  const others = users.filter((user) => user !== self);
  const errors: FieldErrors = {};
  if (others.some((user) => user.email.toLowerCase() === email)) {
    errors.email = [userErrorKeys.emailTaken];
  }
  if (others.some((user) => user.username.toLowerCase() === username.toLowerCase())) {
    errors.username = [userErrorKeys.usernameTaken];
  }
  if (Object.keys(errors).length > 0) throwHttpError(409, userErrorKeys.exists, errors);
}

function assertKnownRole(db: Database, role: string) {
  if (!db.roles.some((candidate) => candidate.name === role)) {
    throwHttpError(400, 'validation.failed', { role: ['validation.invalidOption'] });
  }
}

export const userHandlers = [
  http.get(
    '*/api/users/list/data',
    withAbility('read', 'User', async ({ request, ctx }) => {
      const { allData: withAllData, ...params } = usersListParams.parse(
        fromSearchParams(new URL(request.url).searchParams),
      );
      const { role, currentPlan, status, sortColumn } = params;

      const { users } = ctx.session.db;
      const filtered = searchRecords(users, params.q, SEARCH_FIELDS).filter(
        (user) =>
          (role === undefined || user.role === role) &&
          (currentPlan === undefined || user.currentPlan === currentPlan) &&
          (status === undefined || user.status === status),
      );
      // With no sort column the newest users come first, so a user just added is on page one.
      const sorted = sortColumn
        ? sortRecords(filtered, sortColumn, params.sort)
        : filtered.toReversed();
      const { items, total } = paginate(sorted, params.page, params.perPage);
      return HttpResponse.json({
        users: items.map(toPublicUser),
        total,
        params,
        stats: userStats(users),
        ...(withAllData ? { allData: sorted.map(toPublicUser) } : {}),
      });
    }),
  ),

  http.get(
    '*/api/users/list/all-data',
    withAbility('read', 'User', async ({ ctx }) => {
      return HttpResponse.json(ctx.session.db.users.map(toPublicUser));
    }),
  ),

  http.get(
    '*/api/users/user',
    withAbility('read', 'User', async ({ request, ctx }) => {
      const user = findUser(ctx.session.db, queryId(request));
      return HttpResponse.json({ user: toPublicUser(user) });
    }),
  ),

  http.post(
    '*/apps/users/add-user',
    withAbility('create', 'User', async ({ request, ctx }) => {
      const input = await parseBody(request, newUserBodySchema);
      const { db } = ctx.session;
      assertKnownRole(db, input.role);
      assertUnique(db.users, input.email, input.username);
      const user: UserRecord = {
        id: nextId(db.users),
        ...input,
        status: 'pending',
        billing: '',
        avatar: '',
      };
      db.users.push(user);
      return HttpResponse.json({ user: toPublicUser(user) }, { status: 201 });
    }),
  ),

  http.post(
    '*/apps/users/update-user',
    withAbility('update', 'User', async ({ request, ctx }) => {
      const { id, ...input } = await parseBody(request, updateUserBodySchema);
      const { db } = ctx.session;
      const user = findUser(db, id);
      assertKnownRole(db, input.role);
      assertUnique(db.users, input.email, input.username, user);
      Object.assign(user, input);
      return HttpResponse.json({ user: toPublicUser(user) });
    }),
  ),

  http.post(
    '*/apps/users/update-status',
    withAbility('update', 'User', async ({ request, ctx }) => {
      const { id, status } = await parseBody(request, userStatusUpdateSchema);
      const user = findUser(ctx.session.db, id);
      // Suspending oneself would lock the signed-in admin out of the account they are using.
      if (user.id === ctx.user.id && status !== user.status) {
        throwHttpError(409, userErrorKeys.suspendSelf);
      }
      user.status = status;
      return HttpResponse.json({ user: toPublicUser(user) });
    }),
  ),

  http.post(
    '*/apps/users/change-password',
    withAbility('update', 'User', async ({ request, ctx }) => {
      const { id, password } = await parseBody(request, changePasswordBodySchema);
      const user = findUser(ctx.session.db, id);
      // Stored as the sign-in compares it (the mock keeps passwords as typed, like its seed).
      user.password = password;
      // The user's other sign-ins end: their refresh tokens are revoked, so each is asked to sign
      // in again at its next refresh. The caller's own stays when they change their own password.
      const now = Date.now();
      for (const token of ctx.session.db.refreshTokens) {
        const callersOwn = token.accessTokenId === ctx.accessTokenId;
        if (token.userId === user.id && token.revokedAt === null && !callersOwn) {
          token.revokedAt = now;
        }
      }
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.delete(
    '*/apps/users/delete',
    withAbility('delete', 'User', async ({ request, ctx }) => {
      const id = await idFrom(request);
      const { db } = ctx.session;
      const user = findUser(db, id);
      // Deleting oneself would end the session in the middle of the request that did it.
      if (user.id === ctx.user.id) throwHttpError(409, userErrorKeys.deleteSelf);
      db.users = db.users.filter((candidate) => candidate.id !== user.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.post(
    '*/apps/users/delete-many',
    withAbility('delete', 'User', async ({ request, ctx }) => {
      const { ids } = await parseBody(request, idsBodySchema);
      const { db } = ctx.session;
      const targets = new Set(ids);
      // All or nothing: a bulk delete that half happened would be hard to explain.
      for (const id of targets) findUser(db, id);
      if (targets.has(ctx.user.id)) throwHttpError(409, userErrorKeys.deleteSelf);
      db.users = db.users.filter((user) => !targets.has(user.id));
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
