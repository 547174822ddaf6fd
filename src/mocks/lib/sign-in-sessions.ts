import type { SignInSession } from '@/lib/session/session-schemas';
import { parseUserAgent } from '@/apps/account/api/user-agent';
import type { SignInEndReason } from '@/lib/session/session-schemas';
import type { RefreshTokenRecord } from '@/mocks/db/auth-tables';
import type { MockSession } from '@/mocks/db/sessions';
import type { Database } from '@/mocks/db/tables';
import { closeSignInStreams } from './live-events';
import { throwHttpError, throwNotFound } from './http-errors';
import type { Caller } from './signed-in-call';

/**
 * Sign-in sessions: each sign-in starts one, carried by every refresh token it rotates through
 * (`sessionId`). Ending one revokes every token of its chain: its refresh token is refused at its
 * next use and its access token at once (`requireUser`).
 */

/** The session a refresh token belongs to (older saved tokens stand for their own). */
export function sessionIdOf(record: RefreshTokenRecord): string {
  return record.sessionId ?? record.jti;
}

/** The caller's own session: the one its access token was issued with. */
export function currentSessionId(caller: Caller): string | null {
  const record = caller.session.db.refreshTokens.find(
    (candidate) => candidate.accessTokenId === caller.accessTokenId,
  );
  return record ? sessionIdOf(record) : null;
}

/** Whether the record is a token the session can still refresh with. */
export function isLive(record: RefreshTokenRecord, now: number): boolean {
  return record.usedAt === null && record.revokedAt === null && record.expiresAt > now;
}

/** The user's sessions that have not ended, each with every token of its chain. */
export function liveSessions(db: Database, userId: number): Map<string, RefreshTokenRecord[]> {
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

function describeSession(id: string, records: RefreshTokenRecord[], current: boolean) {
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
  } satisfies SignInSession;
}

/**
 * The user's sessions that have not ended, as people read them (My account's list, and an admin's
 * on the user's page): `currentId`'s first, then the most recently used.
 */
export function describeSessions(db: Database, userId: number, currentId: string | null) {
  return [...liveSessions(db, userId)]
    .map(([id, records]) => describeSession(id, records, id === currentId))
    .toSorted(
      (a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt),
    );
}

/**
 * Ends the user's sessions that `shouldEnd` picks, for `reason`: every token of their chains is
 * revoked, so the refresh token is refused at its next use (told the reason) and the access token
 * at once (`requireUser`), and their open live streams are told why and closed.
 */
export function endSessions(
  session: MockSession,
  userId: number,
  shouldEnd: (sessionId: string) => boolean,
  reason: SignInEndReason,
) {
  const now = Date.now();
  const ended = new Set<string>();
  for (const record of session.db.refreshTokens) {
    const id = sessionIdOf(record);
    if (record.userId === userId && record.revokedAt === null && shouldEnd(id)) {
      record.revokedAt = now;
      record.endedBecause = reason;
      ended.add(id);
    }
  }
  closeSignInStreams(session, ended, reason);
}

/**
 * Ends the user's sessions except the one the caller is using (theirs when the user is the
 * caller; none of another user's): a changed password, "sign out everywhere else".
 */
export function endSessionsButCallers(caller: Caller, userId: number, reason: SignInEndReason) {
  const callers = currentSessionId(caller);
  endSessions(caller.session, userId, (id) => id !== callers, reason);
}

/**
 * Ends one of the user's sessions, from a list of them (My account's, or an admin's on the user's
 * page): 404 when it is not one of the user's live sessions (another user's is not there for this
 * list), `ownSessionError` (409) when it is the one the caller is using (signing out is its own
 * call).
 */
export function endListedSession(
  caller: Caller,
  userId: number,
  sessionId: unknown,
  ownSessionError: string,
) {
  if (typeof sessionId !== 'string' || !liveSessions(caller.session.db, userId).has(sessionId)) {
    throwNotFound();
  }
  if (sessionId === currentSessionId(caller)) throwHttpError(409, ownSessionError);
  endSessions(caller.session, userId, (id) => id === sessionId, 'endedElsewhere');
}
