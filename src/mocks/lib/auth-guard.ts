import {
  createMongoAbility,
  subject as asSubject,
  type MongoAbility,
  type RawRuleOf,
} from '@casl/ability';
import type { HttpResponseResolver, PathParams, RequestHandler } from 'msw';
import type { AbilityRule, Action, Subject } from '@/lib/ability/ability-schemas';
import { LIVE_POSITION_HEADER } from '@/lib/events/live-position-header';
import type { UserData } from '@/lib/session/session-schemas';
import type { UserRecord } from '@/mocks/db/auth-tables';
import { getMockSession, type MockSession } from '@/mocks/db/sessions';
import type { Database } from '@/mocks/db/tables';
import { recordWrite, snapshotForWrite } from './audit-log';
import { changedScopeOf, emitChanged } from './changed-events';
import { clockIso } from './clock';
import { hasFault, withFaults } from './faults';
import { errorKeys, throwHttpError } from './http-errors';
import { lastEventIdOf } from './live-events';
import { verifyToken } from './tokens';

export type MockAbility = MongoAbility;

export interface AuthContext {
  session: MockSession;
  user: UserRecord;
  ability: MockAbility;
  /** The id (`jti`) of the access token the request came with: which sign-in is calling. */
  accessTokenId: string;
}

/** The placeholder role rules use for "the signed-in user". */
export const USER_ID_PLACEHOLDER = '${user.id}';

function resolvePlaceholders(value: unknown, userId: number): unknown {
  if (value === USER_ID_PLACEHOLDER) return userId;
  if (typeof value === 'string') return value.replaceAll(USER_ID_PLACEHOLDER, String(userId));
  if (Array.isArray(value)) return value.map((item) => resolvePlaceholders(item, userId));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolvePlaceholders(item, userId)]),
    );
  }
  return value;
}

/** The user's current role rules with `${user.id}` replaced by the numeric id. */
export function rulesForUser(db: Database, user: UserRecord): AbilityRule[] {
  const role = db.roles.find((candidate) => candidate.name === user.role);
  return (role?.rules ?? []).map((rule) =>
    rule.conditions
      ? {
          ...rule,
          conditions: resolvePlaceholders(rule.conditions, user.id) as AbilityRule['conditions'],
        }
      : rule,
  );
}

/** Built fresh at sign-in and refresh, so role edits apply at the next of either. */
export function buildUserData(db: Database, user: UserRecord): UserData {
  return {
    id: user.id,
    fullName: user.fullName,
    username: user.username,
    email: user.email,
    avatar: user.avatar,
    role: user.role,
    ability: rulesForUser(db, user),
    language: db.accountPreferences.find((row) => row.userId === user.id)?.language ?? null,
  };
}

export function createUserAbility(db: Database, user: UserRecord): MockAbility {
  return createMongoAbility(rulesForUser(db, user) as RawRuleOf<MockAbility>[]);
}

/** Checks `Authorization: Bearer <access token>`; throws a 401 unless it is valid for this session. */
export async function requireUser(request: Request, session: MockSession): Promise<AuthContext> {
  if (hasFault(session, 'token-not-required') && !request.headers.has('authorization')) {
    const admin = session.db.users.find((candidate) => candidate.role === 'admin');
    if (admin) return contextOf(session, admin, '');
  }
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  const claims = match?.[1] ? await verifyToken(session, match[1], 'access') : null;
  const user = claims
    ? session.db.users.find((candidate) => candidate.id === claims.userId)
    : undefined;
  if (!claims || !user) throwHttpError(401, errorKeys.unauthorized);
  // The sign-in the token was issued to: once it has ended (signed out, ended from another
  // session, or by a password change) its access token is refused at once too, not only at its
  // next refresh. A token with no record (none is issued so) is judged by its signature alone.
  const signIn = session.db.refreshTokens.find((record) => record.accessTokenId === claims.jti);
  if (signIn && signIn.revokedAt !== null) throwHttpError(401, errorKeys.unauthorized);
  if (signIn) signIn.lastUsedAt = clockIso(session.clock);
  return contextOf(session, user, claims.jti);
}

function contextOf(session: MockSession, user: UserRecord, accessTokenId: string): AuthContext {
  const ability = hasFault(session, 'access-unchecked')
    ? createMongoAbility([{ action: 'manage', subject: 'all' }])
    : createUserAbility(session.db, user);
  return { session, user, ability, accessTokenId };
}

/** Whether the user may do `action` on the subject type, or on `object` when given. */
export function canDo(
  ctx: Pick<AuthContext, 'ability'>,
  action: Action,
  subjectType: Subject,
  object?: object,
): boolean {
  // A copy, because CASL tags the object it is given with its subject type.
  return ctx.ability.can(action, object ? asSubject(subjectType, { ...object }) : subjectType);
}

/**
 * Throws a 403 unless the user may do `action` on the subject type, or on `object` when given
 * (so rule conditions such as `assignee.id` are checked against it).
 */
export function requireAbility(
  ctx: Pick<AuthContext, 'ability'>,
  action: Action,
  subjectType: Subject,
  object?: object,
): void {
  if (!canDo(ctx, action, subjectType, object)) {
    throwHttpError(403, `Cannot execute ${action} on ${subjectType}`);
  }
}

/** What a guarded resolver receives: msw's arguments and the caller, already checked. */
export type GuardedResolverInfo<Params extends PathParams> = Parameters<
  HttpResponseResolver<Params>
>[0] & { ctx: AuthContext };

export type GuardedResolver<Params extends PathParams> = (
  info: GuardedResolverInfo<Params>,
) => ReturnType<HttpResponseResolver<Params>>;

/** The answer's event position (`Live-Event-Position`); an answer whose headers are frozen goes without. */
function setPosition(response: Response, position: string): void {
  try {
    response.headers.set(LIVE_POSITION_HEADER, position);
  } catch {
    // Immutable headers (a `Response.error()`): nothing to tell.
  }
}

/**
 * A resolver for any signed-in user (401 otherwise). Only for answers that already depend on
 * what the user may read, such as the bookmarks; mark its handler with `forAnySignedInUser`.
 */
export function withUser<Params extends PathParams = PathParams>(
  resolver: GuardedResolver<Params>,
): HttpResponseResolver<Params> {
  return async (info) => {
    const session = getMockSession(info.cookies);
    const ctx = await requireUser(info.request, session).catch((error: unknown) => {
      if (
        error instanceof Response &&
        error.status === 401 &&
        hasFault(session, 'unauthorized-without-message')
      ) {
        throw Response.json({}, { status: 401 });
      }
      throw error;
    });
    // Every signed-in write passes here: the audit log compares the rows its app can touch
    // before and after, and records a success (src/mocks/lib/audit-log.ts).
    const before = snapshotForWrite(info.request, ctx.session.db);
    // Taken before the answer is made: what is raised while it is made comes after it.
    const position = lastEventIdOf(ctx.session);
    const response = await withFaults(ctx.session, info.request, (request) =>
      Promise.resolve(resolver({ ...info, request, ctx })),
    );
    if (response instanceof Response) setPosition(response, position);
    if (
      response instanceof Response &&
      response.ok &&
      response.headers.get('Idempotent-Replayed') !== 'true'
    ) {
      if (before) recordWrite(ctx, info.request, before);
      // The lists the write changed, pushed to the other screens that show them.
      const changed = changedScopeOf(info.request);
      if (changed) {
        const { db } = ctx.session;
        emitChanged(ctx, changed, (user, subject) =>
          canDo({ ability: createUserAbility(db, user) }, 'read', subject),
        );
      }
    }
    return response;
  };
}

/**
 * The resolver of an app endpoint: 401 without a valid access token, 403 unless the user may do
 * `action` on `subjectType`, before the resolver runs. Rules with conditions (a task's
 * `assignee.id`) pass this check and are checked again on the object, in the resolver.
 */
export function withAbility<Params extends PathParams = PathParams>(
  action: Action,
  subjectType: Subject,
  resolver: GuardedResolver<Params>,
): HttpResponseResolver<Params> {
  return withUser<Params>((info) => {
    requireAbility(info.ctx, action, subjectType);
    return resolver(info);
  });
}

/** Who may call a handler that is not guarded by `withAbility`. */
export type HandlerAccess = 'public' | 'any-signed-in-user';

const handlerAccess = new WeakMap<RequestHandler, HandlerAccess>();

/**
 * Marks handlers anyone may call without a token (sign-in, the QA control API). Every handler
 * without a mark must refuse a missing token and a role without the ability; a test checks it.
 */
export function publicHandlers<Handler extends RequestHandler>(handlers: Handler[]): Handler[] {
  for (const handler of handlers) handlerAccess.set(handler, 'public');
  return handlers;
}

/** Marks handlers of `withUser`: they refuse a missing token, but no role gets a 403. */
export function forAnySignedInUser<Handler extends RequestHandler>(handlers: Handler[]): Handler[] {
  for (const handler of handlers) handlerAccess.set(handler, 'any-signed-in-user');
  return handlers;
}

/** The mark of a handler; undefined means it is guarded by `withAbility`. */
export function accessOf(handler: RequestHandler): HandlerAccess | undefined {
  return handlerAccess.get(handler);
}
