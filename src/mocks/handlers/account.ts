import { http, HttpResponse } from 'msw';
import type { Account, AccountSession } from '../../apps/account/api/account-schemas.ts';
import { parseUserAgent } from '../../apps/account/api/user-agent.ts';
import { mockPath } from '../../contract/endpoint.ts';
import { accountApi, accountUpdateBody } from '../../contract/endpoints/account.ts';
import type { RefreshTokenRecord, UserRecord } from '../db/auth-tables.ts';
import type { Database } from '../db/tables.ts';
import {
  type AuthContext,
  buildUserData,
  forAnySignedInUser,
  withUser,
} from '../lib/auth-guard.ts';
import { throwHttpError, throwNotFound } from '../lib/http-errors.ts';
import { parseBody } from '../lib/validation.ts';

export const accountErrorKeys = {
  emailTaken: 'auth.errors.emailTaken',
  wrongPassword: 'account.errors.wrongPassword',
  currentSession: 'account.errors.currentSession',
} as const;

function toAccount(db: Database, user: UserRecord): Account {
  const preferences = db.accountPreferences.find((row) => row.userId === user.id);
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    phone: user.contact,
    language: preferences?.language ?? null,
    timeZone: preferences?.timeZone ?? null,
    avatar: user.avatar,
  };
}

/** The session a refresh token belongs to (older saved tokens stand for their own). */
function sessionIdOf(record: RefreshTokenRecord): string {
  return record.sessionId ?? record.jti;
}

/** The caller's own session: the one its access token was issued with. */
function currentSessionId(ctx: AuthContext): string | null {
  const record = ctx.session.db.refreshTokens.find(
    (candidate) => candidate.accessTokenId === ctx.accessTokenId,
  );
  return record ? sessionIdOf(record) : null;
}

/** Whether the record is a token the session can still refresh with. */
function isLive(record: RefreshTokenRecord, now: number): boolean {
  return record.usedAt === null && record.revokedAt === null && record.expiresAt > now;
}

/** The user's sessions that have not ended, each with every token of its chain. */
function liveSessions(db: Database, userId: number): Map<string, RefreshTokenRecord[]> {
  const now = Date.now();
  const chains = new Map<string, RefreshTokenRecord[]>();
  for (const record of db.refreshTokens) {
    if (record.userId !== userId) continue;
    const id = sessionIdOf(record);
    chains.set(id, [...(chains.get(id) ?? []), record]);
  }
  for (const [id, records] of chains) {
    if (!records.some((record) => isLive(record, now))) chains.delete(id);
  }
  return chains;
}

/**
 * Ends the user's sessions that `shouldEnd` picks: every token of their chains is revoked, so
 * the refresh token is refused at its next use and the access token at once (`requireUser`).
 */
function endSessions(db: Database, userId: number, shouldEnd: (sessionId: string) => boolean) {
  const now = Date.now();
  for (const record of db.refreshTokens) {
    if (record.userId === userId && record.revokedAt === null && shouldEnd(sessionIdOf(record))) {
      record.revokedAt = now;
    }
  }
}

function toSession(id: string, records: RefreshTokenRecord[], current: boolean): AccountSession {
  const [first] = records;
  const times = records.map(
    (record) => record.lastUsedAt ?? new Date(record.issuedAt).toISOString(),
  );
  return {
    id,
    ...parseUserAgent(first?.userAgent ?? ''),
    signedInAt: first?.signedInAt ?? times[0] ?? '',
    lastUsedAt: times.toSorted().at(-1) ?? '',
    current,
  };
}

// Every signed-in user has an account of their own; nothing here reads or changes anyone else's.
export const accountHandlers = forAnySignedInUser([
  http.get(
    mockPath(accountApi.get),
    withUser(({ ctx }) => HttpResponse.json({ account: toAccount(ctx.session.db, ctx.user) })),
  ),

  http.patch(
    mockPath(accountApi.update),
    withUser(async ({ request, ctx }) => {
      const { db } = ctx.session;
      const { avatar, phone, language, timeZone, ...input } = await parseBody(
        request,
        accountUpdateBody,
      );
      const taken = db.users.some(
        (other) => other.id !== ctx.user.id && other.email.toLowerCase() === input.email,
      );
      if (taken) {
        throwHttpError(409, accountErrorKeys.emailTaken, { email: [accountErrorKeys.emailTaken] });
      }
      Object.assign(ctx.user, input, { contact: phone }, avatar === undefined ? {} : { avatar });
      const preferences = db.accountPreferences.find((row) => row.userId === ctx.user.id);
      if (preferences) Object.assign(preferences, { language, timeZone });
      else db.accountPreferences.push({ userId: ctx.user.id, language, timeZone });
      return HttpResponse.json({
        account: toAccount(db, ctx.user),
        userData: buildUserData(db, ctx.user),
      });
    }),
  ),

  http.post(
    mockPath(accountApi.changePassword),
    withUser(async ({ request, ctx }) => {
      const { currentPassword, password } = await parseBody(
        request,
        accountApi.changePassword.body,
      );
      if (ctx.user.password === undefined || ctx.user.password !== currentPassword) {
        throwHttpError(400, accountErrorKeys.wrongPassword, {
          currentPassword: [accountErrorKeys.wrongPassword],
        });
      }
      // Stored as the sign-in compares it (the mock keeps passwords as typed, like its seed).
      ctx.user.password = password;
      // Whoever knew the old password is out: every other session ends; the caller's goes on.
      const current = currentSessionId(ctx);
      endSessions(ctx.session.db, ctx.user.id, (id) => id !== current);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.get(
    mockPath(accountApi.sessions),
    withUser(({ ctx }) => {
      const current = currentSessionId(ctx);
      const sessions = [...liveSessions(ctx.session.db, ctx.user.id)]
        .map(([id, records]) => toSession(id, records, id === current))
        .toSorted(
          (a, b) =>
            Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt),
        );
      return HttpResponse.json({ sessions });
    }),
  ),

  http.delete(
    mockPath(accountApi.endSession),
    withUser<{ id: string }>(({ params, ctx }) => {
      // Another user's session is not there for this caller: the same 404 as an unknown one.
      if (!liveSessions(ctx.session.db, ctx.user.id).has(params.id)) throwNotFound();
      if (params.id === currentSessionId(ctx)) throwHttpError(409, accountErrorKeys.currentSession);
      endSessions(ctx.session.db, ctx.user.id, (id) => id === params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.post(
    mockPath(accountApi.endOtherSessions),
    withUser(({ ctx }) => {
      const current = currentSessionId(ctx);
      endSessions(ctx.session.db, ctx.user.id, (id) => id !== current);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
]);
