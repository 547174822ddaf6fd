import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import {
  refreshRequestSchema,
  type AuthResponse,
  type TokenPair,
  type UserData,
} from '../../lib/session/session-schemas.ts';
import type { UserRecord } from '../db/auth-tables.ts';
import { nextId } from '../db/database.ts';
import { getMockSession, type MockSession } from '../db/sessions.ts';
import { buildUserData, publicHandlers } from '../lib/auth-guard.ts';
import { clockIso } from '../lib/clock.ts';
import { throwHttpError } from '../lib/http-errors.ts';
import { randomId, signToken, verifyToken } from '../lib/tokens.ts';
import { mockPath } from '../../contract/endpoint.ts';
import { authApi } from '../../contract/endpoints/auth.ts';
import { parseBody } from '../lib/validation.ts';
import { idempotentPublic } from '../lib/idempotency.ts';
import { REGISTERED_USER_ROLE } from '../seed/auth-seed.ts';

export const authErrorKeys = {
  invalidCredentials: 'auth.errors.invalidCredentials',
  accountExists: 'auth.errors.accountExists',
  emailTaken: 'auth.errors.emailTaken',
  usernameTaken: 'auth.errors.usernameTaken',
  sessionExpired: 'auth.errors.sessionExpired',
  suspended: 'auth.errors.suspended',
} as const;

/** The sign-in a token pair belongs to, carried from each refresh token to the next. */
interface SignInSession {
  sessionId: string;
  userAgent: string;
  signedInAt: string;
}

function newSignIn(session: MockSession, request: Request): SignInSession {
  return {
    sessionId: randomId(),
    userAgent: request.headers.get('user-agent') ?? '',
    signedInAt: clockIso(session.clock),
  };
}

async function issueTokenPair(
  session: MockSession,
  user: UserRecord,
  signInSession: SignInSession,
): Promise<TokenPair> {
  const access = await signToken(session, user.id, 'access');
  const refresh = await signToken(session, user.id, 'refresh');
  const now = Date.now();
  // Expired records can go; used ones stay until they expire so that reuse is still detected.
  session.db.refreshTokens = session.db.refreshTokens.filter((record) => record.expiresAt > now);
  session.db.refreshTokens.push({
    jti: refresh.claims.jti,
    userId: user.id,
    issuedAt: refresh.claims.issuedAtMs,
    expiresAt: refresh.claims.expiresAtMs,
    usedAt: null,
    revokedAt: null,
    accessTokenId: access.claims.jti,
    ...signInSession,
    lastUsedAt: clockIso(session.clock),
  });
  return { accessToken: access.token, refreshToken: refresh.token };
}

async function signIn(
  session: MockSession,
  user: UserRecord,
  request: Request,
): Promise<AuthResponse> {
  const tokens = await issueTokenPair(session, user, newSignIn(session, request));
  return { userData: buildUserData(session.db, user), ...tokens };
}

/** Answer of /jwt/refresh-token: the fixed pair plus the current userData. */
export type RefreshResponse = TokenPair & { userData: UserData };

// Signing in, up and out is what a visitor without a token does.
export const authHandlers = publicHandlers([
  http.post(mockPath(authApi.login), async ({ request, cookies }) => {
    const session = getMockSession(cookies);
    const { email, password } = await parseBody(request, authApi.login.body);
    const user = session.db.users.find((candidate) => candidate.email.toLowerCase() === email);
    // Same answer for an unknown email and a wrong password: no account probing.
    if (!user || user.password === undefined || user.password !== password) {
      throwHttpError(400, authErrorKeys.invalidCredentials, {
        email: [authErrorKeys.invalidCredentials],
      });
    }
    // A suspended (inactive) account keeps its password but may not come in.
    if (user.status === 'inactive') throwHttpError(403, authErrorKeys.suspended);
    return HttpResponse.json(await signIn(session, user, request));
  }),

  http.post(
    mockPath(authApi.register),
    idempotentPublic(async ({ request, cookies }) => {
      const session = getMockSession(cookies);
      const { username, email, password } = await parseBody(request, authApi.register.body);
      const { users } = session.db;
      const errors: Record<string, string[]> = {};
      if (users.some((user) => user.email.toLowerCase() === email)) {
        errors.email = [authErrorKeys.emailTaken];
      }
      if (users.some((user) => user.username.toLowerCase() === username.toLowerCase())) {
        errors.username = [authErrorKeys.usernameTaken];
      }
      if (Object.keys(errors).length > 0) throwHttpError(409, authErrorKeys.accountExists, errors);
      const user: UserRecord = {
        id: nextId(users),
        fullName: username,
        username,
        email,
        password,
        role: REGISTERED_USER_ROLE,
        currentPlan: 'basic',
        status: 'active',
        company: '',
        country: '',
        contact: '',
        billing: '',
        avatar: '',
      };
      users.push(user);
      return HttpResponse.json(await signIn(session, user, request));
    }),
  ),

  http.post(mockPath(authApi.refresh), async ({ request, cookies }) => {
    const session = getMockSession(cookies);
    const { refreshToken } = await parseBody(request, authApi.refresh.body);
    const claims = await verifyToken(session, refreshToken, 'refresh');
    const record = claims
      ? session.db.refreshTokens.find((candidate) => candidate.jti === claims.jti)
      : undefined;
    const user = record
      ? session.db.users.find((candidate) => candidate.id === record.userId)
      : undefined;
    const now = Date.now();
    if (
      !record ||
      !user ||
      record.usedAt !== null ||
      record.revokedAt !== null ||
      record.expiresAt <= now
    ) {
      throwHttpError(401, authErrorKeys.sessionExpired);
    }
    // Suspending a user ends their sessions at the next refresh.
    if (user.status === 'inactive') throwHttpError(401, authErrorKeys.suspended);
    // Marked before any await, so two concurrent uses of one token cannot both succeed.
    record.usedAt = now;
    const body: RefreshResponse = {
      ...(await issueTokenPair(session, user, {
        sessionId: record.sessionId ?? record.jti,
        userAgent: record.userAgent ?? '',
        signedInAt: record.signedInAt ?? new Date(record.issuedAt).toISOString(),
      })),
      userData: buildUserData(session.db, user),
    };
    return HttpResponse.json(body);
  }),

  http.post(mockPath(authApi.logout), async ({ request, cookies }) => {
    const session = getMockSession(cookies);
    // Signing out always succeeds: an unknown or malformed token has nothing left to revoke.
    const body: unknown = await request.json().catch(() => null);
    const parsed = z.safeParse(refreshRequestSchema, body);
    const claims = parsed.success
      ? await verifyToken(session, parsed.data.refreshToken, 'refresh')
      : null;
    const record = claims
      ? session.db.refreshTokens.find((candidate) => candidate.jti === claims.jti)
      : undefined;
    if (record && record.revokedAt === null) record.revokedAt = Date.now();
    return new HttpResponse(null, { status: 204 });
  }),
]);
