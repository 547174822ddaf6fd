import {
  createMongoAbility,
  subject as asSubject,
  type MongoAbility,
  type RawRuleOf,
} from '@casl/ability';
import type { HttpResponseResolver, PathParams, RequestHandler } from 'msw';
import type { AbilityRule, Action, Subject } from '@/lib/ability/ability-schemas';
import type { UserData } from '@/lib/session/session-schemas';
import type { UserRecord } from '@/mocks/db/auth-tables';
import { getMockSession, type MockSession } from '@/mocks/db/sessions';
import type { Database } from '@/mocks/db/tables';
import { startAuditStep } from './audit-log';
import { startLiveStep, type MayRead } from './changed-events';
import { clockIso } from './clock';
import { endpointOf } from './endpoint-of';
import { hasFault, withFaults } from './faults';
import { errorKeys, throwHttpError } from './http-errors';
import type { Caller } from './signed-in-call';
import { verifyToken } from './tokens';

export type MockAbility = MongoAbility;

/** The caller, as authentication found them, and what their role lets them do. */
export interface AuthContext extends Caller {
  ability: MockAbility;
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
  // session, by a password change, by a refresh token's reuse) its access token is refused at
  // once too, not only at its next refresh. A token no sign-in recorded is refused: a signature
  // alone is something no revocation could ever take back.
  const signIn = session.db.refreshTokens.find((record) => record.accessTokenId === claims.jti);
  if (!signIn || signIn.revokedAt !== null || signIn.userId !== user.id) {
    throwHttpError(401, errorKeys.unauthorized);
  }
  signIn.lastUsedAt = clockIso(session.clock);
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

/** Authentication, the first step of a signed-in call: the caller, or a 401. */
async function authenticate(request: Request, session: MockSession): Promise<AuthContext> {
  return requireUser(request, session).catch((error: unknown) => {
    if (
      error instanceof Response &&
      error.status === 401 &&
      hasFault(session, 'unauthorized-without-message')
    ) {
      throw Response.json({}, { status: 401 });
    }
    throw error;
  });
}

/** A write that took effect: a success, not the replay of an earlier one (idempotency.ts). */
function tookEffect(response: Response): boolean {
  return response.ok && response.headers.get('Idempotent-Replayed') !== 'true';
}

/**
 * A resolver for any signed-in user (401 otherwise). Only for answers that already depend on
 * what the user may read, such as the bookmarks; mark its handler with `forAnySignedInUser`.
 *
 * Every signed-in call passes here, in steps that know nothing of each other: authentication,
 * then around the resolver (and the session's faults, faults.ts) the audit log (audit-log.ts)
 * and the live stream (changed-events.ts), each doing what the contract's record of the
 * endpoint declares.
 */
export function withUser<Params extends PathParams = PathParams>(
  resolver: GuardedResolver<Params>,
): HttpResponseResolver<Params> {
  return async (info) => {
    const ctx = await authenticate(info.request, getMockSession(info.cookies));
    const endpoint = endpointOf(info.request.method, new URL(info.request.url).pathname);
    const steps = [
      startAuditStep(ctx, info.request, endpoint),
      startLiveStep(ctx, endpoint, mayReadIn(ctx.session)),
    ];
    const response = await withFaults(ctx.session, info.request, endpoint, (request) =>
      Promise.resolve(resolver({ ...info, request, ctx })),
    );
    if (!(response instanceof Response)) return response;
    for (const step of steps) step.answered?.(response);
    if (tookEffect(response)) for (const step of steps) step.tookEffect?.();
    return response;
  };
}

/** Whether a user of `session` may read a subject, under their role's rules. */
function mayReadIn(session: MockSession): MayRead {
  return (user, subject) =>
    canDo({ ability: createUserAbility(session.db, user) }, 'read', subject);
}

/**
 * A public write that took effect (a sign-up, an accepted invitation) tells what it changed as a
 * signed-in one does (its endpoint's `changes`), the account it wrote as the writer: an admin's
 * users list and dashboard follow a sign-up live.
 */
export function announcePublicWrite(
  session: MockSession,
  writer: UserRecord,
  request: Request,
): void {
  const endpoint = endpointOf(request.method, new URL(request.url).pathname);
  const caller = { session, user: writer, accessTokenId: '' };
  startLiveStep(caller, endpoint, mayReadIn(session)).tookEffect?.();
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
