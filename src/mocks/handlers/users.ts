import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import type { User, UserStats } from '../../apps/users/api/user-schemas.ts';
import type { UserRecord } from '../db/auth-tables.ts';
import { nextId } from '../db/database.ts';
import type { Database } from '../db/tables.ts';
import { withAbility } from '../lib/auth-guard.ts';
import { throwHttpError, throwNotFound, type FieldErrors } from '../lib/http-errors.ts';
import {
  paginate,
  parseListParams,
  readBooleanParam,
  readEnumParam,
  readIntParam,
  searchRecords,
  sortRecords,
} from '../lib/list-params.ts';
import { parseBody } from '../lib/validation.ts';

export const userErrorKeys = {
  exists: 'users.errors.exists',
  emailTaken: 'users.errors.emailTaken',
  usernameTaken: 'users.errors.usernameTaken',
  deleteSelf: 'users.errors.deleteSelf',
  contact: 'users.validation.contact',
} as const;

const PLANS = ['basic', 'company', 'enterprise', 'team'] as const;
const STATUSES = ['pending', 'active', 'inactive'] as const;
const SEARCH_FIELDS = ['fullName', 'email', 'username'] as const;
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
] as const;
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

const text = (max: number) => z.string().trim().min(1).max(max);

const newUserSchema = z.object({
  fullName: text(100),
  username: z
    .string()
    .trim()
    .min(1)
    .min(3, 'validation.usernameLength')
    .max(30, 'validation.usernameLength')
    .regex(/^[A-Za-z0-9._-]+$/, 'validation.usernameChars'),
  email: z
    .string()
    .trim()
    .min(1)
    .max(254)
    .pipe(z.email())
    .transform((email) => email.toLowerCase()),
  contact: z
    .string()
    .trim()
    .min(1)
    .regex(/^\+?[\d\s().-]{6,24}$/, userErrorKeys.contact),
  company: text(100),
  country: text(60),
  role: text(50),
  currentPlan: z.enum(PLANS),
});

// An id arrives in the query string (`?id=3`) or, for DELETE, in a JSON body (`{ "id": 3 }`).
const idBodySchema = z.object({ id: z.coerce.number().int().positive() });
const idsBodySchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(MAX_BULK_DELETE),
});

function findUser(db: Database, id: number | undefined): UserRecord {
  const user = id === undefined ? undefined : db.users.find((candidate) => candidate.id === id);
  if (!user) throwNotFound();
  return user;
}

async function idFrom(request: Request): Promise<number> {
  const fromQuery = readIntParam(request, 'id');
  if (fromQuery !== undefined) return fromQuery;
  return (await parseBody(request, idBodySchema)).id;
}

/** 409 with field errors when the email or the username (case-insensitive) is taken. */
function assertUnique(users: readonly UserRecord[], email: string, username: string) {
  const errors: FieldErrors = {};
  if (users.some((user) => user.email.toLowerCase() === email)) {
    errors.email = [userErrorKeys.emailTaken];
  }
  if (users.some((user) => user.username.toLowerCase() === username.toLowerCase())) {
    errors.username = [userErrorKeys.usernameTaken];
  }
  if (Object.keys(errors).length > 0) throwHttpError(409, userErrorKeys.exists, errors);
}

export const userHandlers = [
  http.get(
    '*/api/users/list/data',
    withAbility('read', 'User', async ({ request, ctx }) => {
      const url = new URL(request.url);
      const params = parseListParams(url);
      // Only listed columns sort: sorting by a field that is never sent (password) would leak it.
      const sortColumn = readEnumParam(url, 'sortColumn', SORT_COLUMNS);
      const role = url.searchParams.get('role')?.trim() || undefined;
      const currentPlan = readEnumParam(url, 'currentPlan', PLANS);
      const status = readEnumParam(url, 'status', STATUSES);
      const withAllData = readBooleanParam(url, 'allData', false);

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
        params: { ...params, sortColumn, role, currentPlan, status },
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
      const user = findUser(ctx.session.db, readIntParam(request, 'id'));
      return HttpResponse.json({ user: toPublicUser(user) });
    }),
  ),

  http.post(
    '*/apps/users/add-user',
    withAbility('create', 'User', async ({ request, ctx }) => {
      const input = await parseBody(request, newUserSchema);
      const { db } = ctx.session;
      if (!db.roles.some((role) => role.name === input.role)) {
        throwHttpError(400, 'validation.failed', { role: ['validation.invalidOption'] });
      }
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
