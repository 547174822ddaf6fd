import { FIRST_VERSION } from '@/lib/versions/versions';
import { assertCurrentVersion, assertCurrentVersions, bumpVersion } from '@/mocks/lib/versions';
import { http, HttpResponse } from 'msw';
import type { User, UserStats } from '@/apps/users/api/user-schemas';
import { mockPath } from '@/contract/endpoint';
import {
  bulkEditUsersBody,
  changePasswordBody,
  importedUserBody,
  inviteUserBody,
  newUserBody,
  updateUserBody,
  USER_SEARCH_FIELDS,
  userIdsBody,
  usersApi,
  usersListParams,
} from '@/contract/endpoints/users';
import { idBody } from '@/lib/api-fields/api-fields';
import { fromSearchParams } from '@/lib/list/list-search';
import type { UserRecord } from '@/mocks/db/auth-tables';
import { nextId } from '@/mocks/db/database';
import type { Database } from '@/mocks/db/tables';
import {
  currentSessionId,
  describeSessions,
  endListedSession,
  endSessionsButCallers,
} from '@/mocks/lib/sign-in-sessions';
import { sendInvitation, sendTwoStepResetMail } from '@/mocks/lib/mails';
import { announcePublicWrite, publicHandlers, withAbility } from '@/mocks/lib/auth-guard';
import { getMockSession, type MockSession } from '@/mocks/db/sessions';
import { clockNow } from '@/mocks/lib/clock';
import { twoStepOf } from '@/mocks/lib/two-step';
import { throwHttpError, throwNotFound, type FieldErrors } from '@/mocks/lib/http-errors';
import { listPage, searchRecords } from '@/mocks/lib/list-operations';
import { parseBody, pathId, queryId, toFieldErrors } from '@/mocks/lib/validation';
import { importUsersInputSchema, withoutEmptyCells } from '@/apps/users/api/import-schemas';
import * as z from 'zod/mini';
import { idempotent } from '@/mocks/lib/idempotency';

export const userErrorKeys = {
  exists: 'users.errors.exists',
  emailTaken: 'users.errors.emailTaken',
  usernameTaken: 'users.errors.usernameTaken',
  deleteSelf: 'users.errors.deleteSelf',
  suspendSelf: 'users.errors.suspendSelf',
  currentSession: 'users.errors.currentSession',
  twoStepOff: 'users.errors.twoStepOff',
  notInvitable: 'users.errors.notInvitable',
  inviteLinkInvalid: 'auth.errors.inviteLinkInvalid',
  inviteLinkExpired: 'auth.errors.inviteLinkExpired',
  inviteLinkUsed: 'auth.errors.inviteLinkUsed',
  contact: 'users.validation.contact',
} as const;

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

/** A stale `If-Match` is refused with the user as their read answers them (versions.ts). */
function assertCurrentUserVersion(request: Request, session: MockSession, user: UserRecord): void {
  assertCurrentVersion(request, session, {
    table: 'users',
    row: user,
    current: () => toPublicUser(user),
  });
}

function findUser(db: Database, id: number | undefined): UserRecord {
  const user = id === undefined ? undefined : db.users.find((candidate) => candidate.id === id);
  if (!user) throwNotFound();
  return user;
}

async function idFrom(request: Request): Promise<number> {
  const fromQuery = queryId(request);
  if (fromQuery !== undefined) return fromQuery;
  return (await parseBody(request, idBody)).id;
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
  const errors = takenFields(users, email, username, self);
  if (Object.keys(errors).length > 0) throwHttpError(409, userErrorKeys.exists, errors);
}

/** The field errors of an email or a username (any case) that a user other than `self` has. */
function takenFields(
  users: readonly UserRecord[],
  email: string,
  username: string,
  self?: UserRecord,
): FieldErrors {
  const others = users.filter((user) => user !== self);
  const errors: FieldErrors = {};
  if (others.some((user) => user.email.toLowerCase() === email)) {
    errors.email = [userErrorKeys.emailTaken];
  }
  if (others.some((user) => user.username.toLowerCase() === username.toLowerCase())) {
    errors.username = [userErrorKeys.usernameTaken];
  }
  return errors;
}

/**
 * An import, row by row: a row that passes the add form's rules, names a role that exists and
 * takes no email or username already there (nor one of an earlier row) is created; the others
 * are refused alone, with their field errors.
 */
function importRows(db: Database, rows: readonly Record<string, string | null>[]) {
  const imported: { row: number; user: User }[] = [];
  const refused: { row: number; errors: FieldErrors }[] = [];
  const roles = new Set(db.roles.map((role) => role.name));
  rows.forEach((cells, row) => {
    const input = withoutEmptyCells(cells);
    const parsed = z.safeParse(importedUserBody, input);
    if (!parsed.success) {
      refused.push({ row, errors: toFieldErrors(parsed.error.issues, input) });
      return;
    }
    const { status = 'pending', ...fields } = parsed.data;
    const errors = takenFields(db.users, fields.email, fields.username);
    if (!roles.has(fields.role)) errors.role = ['validation.invalidOption'];
    if (Object.keys(errors).length > 0) {
      refused.push({ row, errors });
      return;
    }
    const user: UserRecord = {
      id: nextId(db.users),
      ...fields,
      status,
      billing: '',
      avatar: '',
      version: FIRST_VERSION,
    };
    db.users.push(user);
    imported.push({ row, user: toPublicUser(user) });
  });
  return { imported, refused };
}

function assertKnownRole(db: Database, role: string) {
  if (!db.roles.some((candidate) => candidate.name === role)) {
    throwHttpError(400, 'validation.failed', { role: ['validation.invalidOption'] });
  }
}

/** A username no user has, made from the address (`ada.lovelace@…` → `ada.lovelace`, `ada2`…). */
function freeUsername(users: readonly UserRecord[], email: string): string {
  const base =
    (email.split('@')[0] ?? '')
      .replaceAll(/[^A-Za-z0-9._-]/g, '')
      .slice(0, 26)
      .padEnd(3, '0') || 'user';
  const taken = new Set(users.map((user) => user.username.toLowerCase()));
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base}${n}`;
  return name;
}

/** The user's invitation as the Security tab shows it: the last one mailed, if not used. */
function invitationOf(session: MockSession, user: UserRecord) {
  if (user.password !== undefined) return null;
  const row = session.db.invitations.find(
    (candidate) => candidate.userId === user.id && candidate.usedAt === null,
  );
  if (!row) return null;
  return {
    sentAt: new Date(row.sentAt).toISOString(),
    expiresAt: new Date(row.expiresAt).toISOString(),
    expired: row.expiresAt <= clockNow(session.clock),
  };
}

/** The invitation `token` stands for and its user, when it can still be used; else the 400. */
function usableInvitation(session: MockSession, token: string) {
  const { db } = session;
  const row = db.invitations.find((candidate) => candidate.token === token);
  const user = row && db.users.find((candidate) => candidate.id === row.userId);
  if (!row || !user) throwHttpError(400, userErrorKeys.inviteLinkInvalid);
  if (row.usedAt !== null || user.password !== undefined) {
    throwHttpError(400, userErrorKeys.inviteLinkUsed);
  }
  if (row.expiresAt <= clockNow(session.clock))
    throwHttpError(400, userErrorKeys.inviteLinkExpired);
  return { row, user };
}

/** Anyone may call these: the invited person has no sign-in yet. */
export const invitationHandlers = publicHandlers([
  http.post(mockPath(usersApi.checkInvitation), async ({ request, cookies }) => {
    const session = getMockSession(cookies);
    const { token } = await parseBody(request, usersApi.checkInvitation.body);
    usableInvitation(session, token);
    return new HttpResponse(null, { status: 204 });
  }),

  http.post(mockPath(usersApi.acceptInvitation), async ({ request, cookies }) => {
    const session = getMockSession(cookies);
    const { token, password } = await parseBody(request, usersApi.acceptInvitation.body);
    const { row, user } = usableInvitation(session, token);
    row.usedAt = clockNow(session.clock);
    // Stored as the sign-in compares it (the mock keeps passwords as typed, like its seed).
    user.password = password;
    // A suspended user stays suspended: the admin's decision outlives the invitation.
    if (user.status === 'pending') {
      user.status = 'active';
      bumpVersion(user);
    }
    announcePublicWrite(session, user, request);
    return new HttpResponse(null, { status: 204 });
  }),
]);

export const userHandlers = [
  http.get(
    mockPath(usersApi.list),
    withAbility('read', 'User', async ({ request, ctx }) => {
      const { allData: withAllData, ...params } = usersListParams.parse(
        fromSearchParams(new URL(request.url).searchParams),
      );
      const { role, currentPlan, status } = params;

      const { users } = ctx.session.db;
      const filtered = searchRecords(users, params.q, USER_SEARCH_FIELDS).filter(
        (user) =>
          (role === undefined || user.role === role) &&
          (currentPlan === undefined || user.currentPlan === currentPlan) &&
          (status === undefined || user.status === status),
      );
      // With no sort column the newest users come first, so a user just added is on page one.
      const { sorted, items, total } = listPage(filtered, params, (rows) => rows.toReversed());
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
    mockPath(usersApi.allData),
    withAbility('read', 'User', async ({ ctx }) => {
      return HttpResponse.json(ctx.session.db.users.map(toPublicUser));
    }),
  ),

  http.get(
    mockPath(usersApi.get),
    withAbility('read', 'User', async ({ request, ctx }) => {
      const user = findUser(ctx.session.db, queryId(request));
      return HttpResponse.json({ user: toPublicUser(user) });
    }),
  ),

  http.post(
    mockPath(usersApi.add),
    withAbility(
      'create',
      'User',
      idempotent(async ({ request, ctx }) => {
        const input = await parseBody(request, newUserBody);
        const { db } = ctx.session;
        assertKnownRole(db, input.role);
        assertUnique(db.users, input.email, input.username);
        const user: UserRecord = {
          id: nextId(db.users),
          ...input,
          status: 'pending',
          billing: '',
          avatar: '',
          version: FIRST_VERSION,
        };
        db.users.push(user);
        return HttpResponse.json({ user: toPublicUser(user) }, { status: 201 });
      }),
    ),
  ),

  http.post(
    mockPath(usersApi.update),
    withAbility('update', 'User', async ({ request, ctx }) => {
      const { id, ...input } = await parseBody(request, updateUserBody);
      const { db } = ctx.session;
      const user = findUser(db, id);
      assertCurrentUserVersion(request, ctx.session, user);
      assertKnownRole(db, input.role);
      assertUnique(db.users, input.email, input.username, user);
      const before = JSON.stringify(toPublicUser(user));
      Object.assign(user, input);
      if (JSON.stringify(toPublicUser(user)) !== before) bumpVersion(user);
      return HttpResponse.json({ user: toPublicUser(user) });
    }),
  ),

  http.post(
    mockPath(usersApi.updateStatus),
    withAbility('update', 'User', async ({ request, ctx }) => {
      const { id, status } = await parseBody(request, usersApi.updateStatus.body);
      const user = findUser(ctx.session.db, id);
      assertCurrentUserVersion(request, ctx.session, user);
      // Suspending oneself would lock the signed-in admin out of the account they are using.
      if (user.id === ctx.user.id && status !== user.status) {
        throwHttpError(409, userErrorKeys.suspendSelf);
      }
      if (user.status !== status) bumpVersion(user);
      user.status = status;
      return HttpResponse.json({ user: toPublicUser(user) });
    }),
  ),

  http.post(
    mockPath(usersApi.changePassword),
    withAbility('update', 'User', async ({ request, ctx }) => {
      const { id, password } = await parseBody(request, changePasswordBody);
      const user = findUser(ctx.session.db, id);
      // Stored as the sign-in compares it (the mock keeps passwords as typed, like its seed).
      user.password = password;
      // The user's other sign-ins end: their refresh tokens are revoked, so each is asked to sign
      // in again at its next refresh. The caller's own stays when they change their own password.
      endSessionsButCallers(ctx, user.id, 'passwordChanged');
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.get(
    mockPath(usersApi.security),
    withAbility('read', 'User', async ({ params, ctx }) => {
      const { db } = ctx.session;
      const user = findUser(db, pathId(params));
      const row = twoStepOf(db, user.id);
      const enabled = Boolean(row?.secret);
      return HttpResponse.json({
        twoStep: { enabled, recoveryCodesLeft: enabled ? (row?.recoveryCodes.length ?? 0) : 0 },
        sessions: describeSessions(db, user.id, currentSessionId(ctx)),
        invitable: user.password === undefined,
        invitation: invitationOf(ctx.session, user),
      });
    }),
  ),

  http.delete(
    mockPath(usersApi.endSession),
    withAbility('update', 'User', async ({ params, ctx }) => {
      const user = findUser(ctx.session.db, pathId(params));
      endListedSession(ctx, user.id, params.sessionId, userErrorKeys.currentSession);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.post(
    mockPath(usersApi.endSessions),
    withAbility('update', 'User', async ({ params, ctx }) => {
      const user = findUser(ctx.session.db, pathId(params));
      // On themselves, the admin keeps the session they are using (signing out is its own call).
      endSessionsButCallers(ctx, user.id, 'endedElsewhere');
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.post(
    mockPath(usersApi.resetTwoStep),
    withAbility('update', 'User', async ({ params, ctx }) => {
      const { db } = ctx.session;
      const user = findUser(db, pathId(params));
      const row = twoStepOf(db, user.id);
      if (!row?.secret) throwHttpError(409, userErrorKeys.twoStepOff);
      // Off, and nothing of it left to use: the app's codes, a setup begun, the recovery codes.
      Object.assign(row, {
        secret: null,
        pendingSecret: null,
        recoveryCodes: [],
        usedRecoveryCodes: [],
      });
      // A sign-in waiting for a code of the old secret starts again, with the password alone.
      db.signInChallenges = db.signInChallenges.filter((challenge) => challenge.userId !== user.id);
      sendTwoStepResetMail(ctx.session, { user, language: 'en' });
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.post(
    mockPath(usersApi.invite),
    withAbility(
      'create',
      'User',
      idempotent(async ({ request, ctx }) => {
        const { language = 'en', ...input } = await parseBody(request, inviteUserBody);
        const { db } = ctx.session;
        assertKnownRole(db, input.role);
        const username = freeUsername(db.users, input.email);
        assertUnique(db.users, input.email, username);
        // No password: the invited person chooses it through the link, and cannot sign in before.
        const user: UserRecord = {
          id: nextId(db.users),
          ...input,
          username,
          contact: '',
          company: '',
          country: '',
          currentPlan: 'basic',
          status: 'pending',
          billing: '',
          avatar: '',
          version: FIRST_VERSION,
        };
        db.users.push(user);
        sendInvitation(ctx.session, { user, language });
        return HttpResponse.json({ user: toPublicUser(user) }, { status: 201 });
      }),
    ),
  ),

  http.post(
    mockPath(usersApi.resendInvitation),
    withAbility('update', 'User', async ({ params, ctx }) => {
      const user = findUser(ctx.session.db, pathId(params));
      if (user.password !== undefined) throwHttpError(409, userErrorKeys.notInvitable);
      sendInvitation(ctx.session, { user, language: 'en' });
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.delete(
    mockPath(usersApi.delete),
    withAbility('delete', 'User', async ({ request, ctx }) => {
      const id = await idFrom(request);
      const { db } = ctx.session;
      const user = findUser(db, id);
      assertCurrentUserVersion(request, ctx.session, user);
      // Deleting oneself would end the session in the middle of the request that did it.
      if (user.id === ctx.user.id) throwHttpError(409, userErrorKeys.deleteSelf);
      db.users = db.users.filter((candidate) => candidate.id !== user.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.post(
    mockPath(usersApi.updateMany),
    withAbility('update', 'User', async ({ request, ctx }) => {
      const { ids, versions, role, currentPlan, status } = await parseBody(
        request,
        bulkEditUsersBody,
      );
      const { db } = ctx.session;
      const users = ids.map((id) => findUser(db, id));
      // All or nothing, as the bulk delete: a change that half happened would be hard to explain.
      assertCurrentVersions(ctx.session, {
        table: 'users',
        rows: users,
        versions,
        current: toPublicUser,
      });
      if (role) assertKnownRole(db, role);
      // Suspending oneself would lock the signed-in admin out of the account they are using.
      if (status && users.some((user) => user.id === ctx.user.id && user.status !== status)) {
        throwHttpError(409, userErrorKeys.suspendSelf);
      }
      const changes = {
        ...(role ? { role } : {}),
        ...(currentPlan ? { currentPlan } : {}),
        ...(status ? { status } : {}),
      };
      for (const user of new Set(users)) {
        const before = JSON.stringify(toPublicUser(user));
        Object.assign(user, changes);
        if (JSON.stringify(toPublicUser(user)) !== before) bumpVersion(user);
      }
      return HttpResponse.json({ users: users.map(toPublicUser) });
    }),
  ),

  http.post(
    mockPath(usersApi.importMany),
    withAbility(
      'create',
      'User',
      idempotent(async ({ request, ctx }) => {
        const { users } = await parseBody(request, importUsersInputSchema);
        return HttpResponse.json(importRows(ctx.session.db, users));
      }),
    ),
  ),

  http.post(
    mockPath(usersApi.deleteMany),
    withAbility('delete', 'User', async ({ request, ctx }) => {
      const { ids, versions } = await parseBody(request, userIdsBody);
      const { db } = ctx.session;
      const targets = new Set(ids);
      // All or nothing: a bulk delete that half happened would be hard to explain.
      assertCurrentVersions(ctx.session, {
        table: 'users',
        rows: ids.map((id) => findUser(db, id)),
        versions,
        current: toPublicUser,
      });
      if (targets.has(ctx.user.id)) throwHttpError(409, userErrorKeys.deleteSelf);
      db.users = db.users.filter((user) => !targets.has(user.id));
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
