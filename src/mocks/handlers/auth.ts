import { FIRST_VERSION } from '@/lib/versions/versions';
import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import {
  refreshRequestSchema,
  signInEndMessages,
  type AuthResponse,
  type TokenPair,
  type UserData,
} from '@/lib/session/session-schemas';
import type { PasswordResetRecord, RefreshTokenRecord, UserRecord } from '@/mocks/db/auth-tables';
import { nextId } from '@/mocks/db/database';
import { getMockSession, type MockSession } from '@/mocks/db/sessions';
import { announcePublicWrite, buildUserData, publicHandlers } from '@/mocks/lib/auth-guard';
import { clockIso, clockNow } from '@/mocks/lib/clock';
import { sendMail, sendVerificationMail } from '@/mocks/lib/mails';
import { publicOrigin } from '@/mocks/lib/public-origin';
import { recordSessionEvent, recordSignInAttempt } from '@/mocks/lib/audit-log';
import { clearAttempts, countAttempt, refuseWhileLocked, throttleKey } from '@/mocks/lib/throttle';
import { throttleRules, type ThrottleRule } from '@/contract/throttle';
import { endSessions, liveSessions, sessionIdOf } from '@/mocks/lib/sign-in-sessions';
import { throwHttpError } from '@/mocks/lib/http-errors';
import { randomId, REFRESH_REUSE_INTERVAL_MS, signToken, verifyToken } from '@/mocks/lib/tokens';
import { hasFault } from '@/mocks/lib/faults';
import { adminIds, raiseNotification } from '@/mocks/lib/notifications';
import { mockPath } from '@/contract/endpoint';
import { authApi } from '@/contract/endpoints/auth';
import { parseBody } from '@/mocks/lib/validation';
import type { TwoStepChallenge } from '@/apps/auth/auth-schemas';
import { idempotentPublic } from '@/mocks/lib/idempotency';
import { REGISTERED_USER_ROLE } from '@/mocks/seed/auth-seed';
import { checkSecondFactor, hasTwoStep, refuseFactor, twoStepOf } from '@/mocks/lib/two-step';
import { emitEvent } from '@/mocks/lib/live-events';
import type { ChangedEvent } from '@/lib/events/live-event-schemas';
import { bumpVersion } from '@/mocks/lib/versions';

export const authErrorKeys = {
  invalidCredentials: 'auth.errors.invalidCredentials',
  accountExists: 'auth.errors.accountExists',
  emailTaken: 'auth.errors.emailTaken',
  usernameTaken: 'auth.errors.usernameTaken',
  sessionExpired: 'auth.errors.sessionExpired',
  suspended: 'auth.errors.suspended',
  challengeExpired: 'auth.errors.challengeExpired',
  resetLinkInvalid: 'auth.errors.resetLinkInvalid',
  resetLinkExpired: 'auth.errors.resetLinkExpired',
  resetLinkUsed: 'auth.errors.resetLinkUsed',
  verifyLinkInvalid: 'auth.errors.verifyLinkInvalid',
  verifyLinkExpired: 'auth.errors.verifyLinkExpired',
  verifyLinkUsed: 'auth.errors.verifyLinkUsed',
} as const;

/** How long a password-reset link works, by the mock's clock. */
export const RESET_LINK_TTL_MS = 30 * 60 * 1000;

/** The reset link `token` stands for, when it can still be used; else the 400 saying why. */
function usableResetLink(session: MockSession, token: string): PasswordResetRecord {
  const link = session.db.passwordResets.find((row) => row.token === token);
  if (!link) throwHttpError(400, authErrorKeys.resetLinkInvalid);
  if (link.usedAt !== null) throwHttpError(400, authErrorKeys.resetLinkUsed);
  if (link.expiresAt <= clockNow(session.clock))
    throwHttpError(400, authErrorKeys.resetLinkExpired);
  return link;
}

/** A sign-in's second step: how long it waits for the code, and how many wrong codes it takes. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const CHALLENGE_ATTEMPTS = 5;

/** The password was right and the account asks for a code: the sign-in waits for it. */
function startChallenge(
  session: MockSession,
  user: UserRecord,
  request: Request,
): TwoStepChallenge {
  const now = Date.now();
  const challenges = session.db.signInChallenges.filter((row) => row.expiresAt > now);
  const id = randomId();
  challenges.push({
    id,
    userId: user.id,
    expiresAt: now + CHALLENGE_TTL_MS,
    attemptsLeft: CHALLENGE_ATTEMPTS,
    userAgent: userAgentOf(request),
  });
  session.db.signInChallenges = challenges;
  return { twoStepChallenge: id };
}

/** The sign-in a token pair belongs to, carried from each refresh token to the next. */
interface SignInSession {
  sessionId: string;
  userAgent: string;
  signedInAt: string;
}

function newSignIn(session: MockSession, userAgent: string): SignInSession {
  return {
    sessionId: randomId(),
    userAgent,
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
  userAgent: string,
): Promise<AuthResponse> {
  const signInSession = newSignIn(session, userAgent);
  const tokens = await issueTokenPair(session, user, signInSession);
  recordSessionEvent(session, user, signInSession.sessionId, 'signIn', authApi.login.path);
  return { userData: buildUserData(session.db, user), ...tokens };
}

/** The device the control API's sign-ins name (`POST /__mock/act-as`). */
export const CONTROL_USER_AGENT = 'Mock control API';

/** The access token of the control API's sign-in of each account, by session. */
const controlSignIns = new WeakMap<MockSession, Map<number, string>>();

/**
 * An access token of `user` for a call the control API makes as them (`POST /__mock/act-as`):
 * their sign-in for it, made once and kept while it lasts (a reset, a sign-out everywhere or its
 * expiry ends it, and the next call signs in again).
 */
export async function controlAccessToken(session: MockSession, user: UserRecord) {
  let tokens = controlSignIns.get(session);
  if (!tokens) {
    tokens = new Map();
    controlSignIns.set(session, tokens);
  }
  const kept = tokens.get(user.id);
  if (kept !== undefined) {
    const claims = await verifyToken(session, kept, 'access');
    const signedIn = claims
      ? session.db.refreshTokens.find((record) => record.accessTokenId === claims.jti)
      : undefined;
    if (signedIn?.revokedAt === null && signedIn.userId === user.id) return kept;
  }
  const { accessToken } = await signIn(session, user, CONTROL_USER_AGENT);
  tokens.set(user.id, accessToken);
  return accessToken;
}

const userAgentOf = (request: Request) => request.headers.get('user-agent') ?? '';

/**
 * The pair a used refresh token's use answered, if the token comes back within the reuse interval
 * and that pair is still unused and valid: otherwise none (a used token is refused).
 */
async function reusedPair(
  session: MockSession,
  record: RefreshTokenRecord,
  now: number,
): Promise<TokenPair | null> {
  const pair = record.replacedBy;
  if (!pair || record.usedAt === null || now - record.usedAt > REFRESH_REUSE_INTERVAL_MS)
    return null;
  const claims = await verifyToken(session, pair.refreshToken, 'refresh');
  const next = claims
    ? session.db.refreshTokens.find((candidate) => candidate.jti === claims.jti)
    : undefined;
  const unused = next && next.usedAt === null && next.revokedAt === null && next.expiresAt > now;
  return unused ? pair : null;
}

/**
 * The rotations under way, by the refresh token they use. The token is marked used before its
 * pair is signed (an await): a simultaneous refresh with it waits for that pair, rather than find
 * the token used and no pair yet, and answer 401 to a client that did nothing wrong.
 */
const rotations = new WeakMap<RefreshTokenRecord, Promise<TokenPair>>();

/** Ends the sign-in a reused refresh token belongs to: every token of its chain is refused. */
function endReusedSignIn(session: MockSession, user: UserRecord, record: RefreshTokenRecord) {
  const sessionId = sessionIdOf(record);
  // Recorded once: a chain already ended (signed out) has nothing left to end.
  if (!liveSessions(session.db, user.id).has(sessionId)) return;
  endSessions(session, user.id, (id) => id === sessionId, 'reuseDetected');
  recordSessionEvent(session, user, sessionId, 'signOut', authApi.refresh.path);
}

/** A limit and the key it counts by, for one request. */
type Limit = readonly [ThrottleRule, string];

/**
 * A refused sign-in (a wrong password, an unknown address, a wrong code): counted by each of
 * its limits and recorded in the audit log, with the lock-out when this attempt locked a limit.
 */
function failedSignIn(
  session: MockSession,
  attempt: { user: UserRecord | undefined; email: string; operation: string; path: string },
  limits: readonly Limit[],
): void {
  recordSignInAttempt(session, { ...attempt, action: 'signInFailed' });
  for (const [rule, key] of limits) {
    if (countAttempt(session, rule, key)) {
      recordSignInAttempt(session, { ...attempt, action: 'signInLocked', limit: rule.id });
    }
  }
}

/** Answer of /jwt/refresh-token: the fixed pair plus the current userData. */
export type RefreshResponse = TokenPair & { userData: UserData };

// Signing in, up and out is what a visitor without a token does.
export const authHandlers = publicHandlers([
  http.post(mockPath(authApi.login), async ({ request, cookies }) => {
    const session = getMockSession(cookies);
    const { email, password } = await parseBody(request, authApi.login.body);
    // By the address as typed, whether or not an account has it: a 429 says nothing of that.
    const limits: Limit[] = hasFault(session, 'sign-in-unthrottled')
      ? []
      : [
          [throttleRules.signInAccount, throttleKey(email)],
          [throttleRules.signInClient, ''],
        ];
    refuseWhileLocked(session, limits);
    const user = session.db.users.find((candidate) => candidate.email.toLowerCase() === email);
    // Same answer for an unknown email and a wrong password: no account probing.
    if (!user || user.password === undefined || user.password !== password) {
      const { id: operation, path } = authApi.login;
      failedSignIn(session, { user, email, operation, path }, limits);
      throwHttpError(400, authErrorKeys.invalidCredentials, {
        email: [authErrorKeys.invalidCredentials],
      });
    }
    // The password was right: the address's failures are forgiven (the client's are not).
    clearAttempts(session, throttleRules.signInAccount, throttleKey(email));
    // A suspended (inactive) account keeps its password but may not come in.
    if (user.status === 'inactive') throwHttpError(403, authErrorKeys.suspended);
    if (hasTwoStep(session.db, user.id)) {
      return HttpResponse.json(startChallenge(session, user, request));
    }
    return HttpResponse.json(await signIn(session, user, userAgentOf(request)));
  }),

  http.post(mockPath(authApi.loginTwoStep), async ({ request, cookies }) => {
    const session = getMockSession(cookies);
    const { challenge: id, ...factor } = await parseBody(request, authApi.loginTwoStep.body);
    const { db } = session;
    const challenge = db.signInChallenges.find((row) => row.id === id);
    const user = challenge && db.users.find((candidate) => candidate.id === challenge.userId);
    const record = user && twoStepOf(db, user.id);
    if (!challenge || !user || !record?.secret || challenge.expiresAt <= Date.now()) {
      throwHttpError(401, authErrorKeys.challengeExpired);
    }
    // Suspended while the code was being typed: no way in.
    if (user.status === 'inactive') throwHttpError(403, authErrorKeys.suspended);
    // Codes count by the account, across its challenges: a new challenge starts no new count.
    const codes: Limit = [throttleRules.codesAccount, String(user.id)];
    refuseWhileLocked(session, [codes]);
    const check = checkSecondFactor(record, factor);
    if (check !== 'accepted') {
      const { id: operation, path } = authApi.loginTwoStep;
      failedSignIn(session, { user, email: user.email, operation, path }, [codes]);
      challenge.attemptsLeft -= 1;
      if (challenge.attemptsLeft <= 0) {
        db.signInChallenges = db.signInChallenges.filter((row) => row !== challenge);
        throwHttpError(401, authErrorKeys.challengeExpired);
      }
      refuseFactor(check, factor);
    }
    clearAttempts(session, ...codes);
    db.signInChallenges = db.signInChallenges.filter((row) => row !== challenge);
    return HttpResponse.json(await signIn(session, user, challenge.userAgent));
  }),

  http.post(
    mockPath(authApi.register),
    idempotentPublic(async ({ request, cookies }) => {
      const session = getMockSession(cookies);
      const { username, email, password, language } = await parseBody(
        request,
        authApi.register.body,
      );
      // Every valid attempt counts, a taken address too: each one says whether it is taken.
      refuseWhileLocked(session, [[throttleRules.signUpClient, '']]);
      countAttempt(session, throttleRules.signUpClient, '');
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
        version: FIRST_VERSION,
      };
      users.push(user);
      announcePublicWrite(session, user, request);
      sendVerificationMail(session, { user, language: language ?? 'en' });
      raiseNotification(session, adminIds(session.db), {
        kind: 'userSignedUp',
        params: { name: user.fullName },
        record: { type: 'user', id: user.id },
        link: `/apps/users/${user.id}`,
      });
      return HttpResponse.json(await signIn(session, user, userAgentOf(request)));
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
      record.userId !== claims?.userId ||
      record.revokedAt !== null ||
      record.expiresAt <= now
    ) {
      // An ended sign-in is told why (signed out elsewhere, a new password…): every tab says so.
      throwHttpError(
        401,
        record?.endedBecause
          ? signInEndMessages[record.endedBecause]
          : authErrorKeys.sessionExpired,
      );
    }
    // Suspending a user ends their sessions at the next refresh.
    if (user.status === 'inactive') throwHttpError(401, authErrorKeys.suspended);
    if (record.usedAt !== null && !hasFault(session, 'refresh-reuse-accepted')) {
      await rotations.get(record)?.catch(() => null);
      // Used: the same pair again while its answer may have been lost, else refused.
      const pair = await reusedPair(session, record, now);
      if (!pair) {
        // Past the interval the token was kept by someone (RFC 9700, 4.14.2): the sign-in is
        // over for whoever holds its chain now, its access token included.
        if (now - record.usedAt > REFRESH_REUSE_INTERVAL_MS) endReusedSignIn(session, user, record);
        throwHttpError(401, authErrorKeys.sessionExpired);
      }
      return HttpResponse.json({ ...pair, userData: buildUserData(session.db, user) });
    }
    // Marked before any await, so two concurrent uses of one token cannot both rotate it.
    record.usedAt = now;
    const rotation = issueTokenPair(session, user, {
      sessionId: sessionIdOf(record),
      userAgent: record.userAgent ?? '',
      signedInAt: record.signedInAt ?? new Date(record.issuedAt).toISOString(),
    }).then((pair) => {
      record.replacedBy = pair;
      return pair;
    });
    rotations.set(record, rotation);
    const pair = await rotation;
    const body: RefreshResponse = { ...pair, userData: buildUserData(session.db, user) };
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
    if (record && record.revokedAt === null) {
      // The whole sign-in: the access tokens of its earlier pairs too, not only the last one.
      endSessions(session, record.userId, (id) => id === sessionIdOf(record), 'signedOut');
      const user = session.db.users.find((candidate) => candidate.id === record.userId);
      if (user) {
        recordSessionEvent(session, user, sessionIdOf(record), 'signOut', authApi.logout.path);
      }
    }
    return new HttpResponse(null, { status: 204 });
  }),

  http.post(mockPath(authApi.forgotPassword), async ({ request, cookies }) => {
    const session = getMockSession(cookies);
    const { email, language } = await parseBody(request, authApi.forgotPassword.body);
    // By the address, whether or not an account has it: the answers stay the same for both.
    const address: Limit = [throttleRules.resetMailsAddress, throttleKey(email)];
    refuseWhileLocked(session, [address]);
    countAttempt(session, ...address);
    const { db } = session;
    const user = db.users.find((candidate) => candidate.email.toLowerCase() === email);
    // The same answer whether or not the address has an account that can sign in.
    if (user?.password !== undefined && user.status !== 'inactive') {
      // A new link replaces the earlier ones.
      db.passwordResets = db.passwordResets.filter((row) => row.userId !== user.id);
      const token = randomId();
      db.passwordResets.push({
        token,
        userId: user.id,
        expiresAt: clockNow(session.clock) + RESET_LINK_TTL_MS,
        usedAt: null,
      });
      // Never the request's Origin or Referer: the link would lead to whoever sent it.
      const link = `${publicOrigin()}/reset-password?token=${token}`;
      sendMail(session, {
        kind: 'passwordReset',
        user,
        link,
        language: language ?? 'en',
      });
    }
    return new HttpResponse(null, { status: 204 });
  }),

  http.post(mockPath(authApi.checkResetLink), async ({ request, cookies }) => {
    const session = getMockSession(cookies);
    const { token } = await parseBody(request, authApi.checkResetLink.body);
    usableResetLink(session, token);
    return new HttpResponse(null, { status: 204 });
  }),

  http.post(mockPath(authApi.resetPassword), async ({ request, cookies }) => {
    const session = getMockSession(cookies);
    const { token, password } = await parseBody(request, authApi.resetPassword.body);
    const link = usableResetLink(session, token);
    const user = session.db.users.find((candidate) => candidate.id === link.userId);
    if (!user) throwHttpError(400, authErrorKeys.resetLinkInvalid);
    link.usedAt = clockNow(session.clock);
    // Stored as the sign-in compares it (the mock keeps passwords as typed, like its seed).
    user.password = password;
    // Whoever was signed in with the old password is out.
    endSessions(session, user.id, () => true, 'passwordChanged');
    return new HttpResponse(null, { status: 204 });
  }),

  http.post(mockPath(authApi.verifyEmail), async ({ request, cookies }) => {
    const session = getMockSession(cookies);
    const { token } = await parseBody(request, authApi.verifyEmail.body);
    const { db } = session;
    const link = db.emailVerifications.find((row) => row.token === token);
    const user = link && db.users.find((candidate) => candidate.id === link.userId);
    if (!link || !user) throwHttpError(400, authErrorKeys.verifyLinkInvalid);
    const address = user.email.toLowerCase();
    if (link.verifiedAt !== null) {
      // Used: said so while the account has the address it verified.
      throwHttpError(
        400,
        address === link.email.toLowerCase()
          ? authErrorKeys.verifyLinkUsed
          : authErrorKeys.verifyLinkInvalid,
      );
    }
    // A link for an address the account no longer has, or a change asked from an address it no
    // longer has (an admin changed it), is as unknown as a made-up one.
    const expected = link.changeFrom ?? link.email.toLowerCase();
    if (address !== expected) throwHttpError(400, authErrorKeys.verifyLinkInvalid);
    const now = clockNow(session.clock);
    if (link.expiresAt <= now) throwHttpError(400, authErrorKeys.verifyLinkExpired);
    if (link.changeFrom !== undefined) {
      // The new address is the account's from now on, unless someone signed up with it since.
      const taken = db.users.some(
        (other) => other.id !== user.id && other.email.toLowerCase() === link.email,
      );
      if (taken) throwHttpError(409, authErrorKeys.emailTaken);
      user.email = link.email;
      bumpVersion(user);
      // The old address's links (a sign-up's, not verified) are for an address it no longer has.
      db.emailVerifications = db.emailVerifications.filter(
        (row) => row.userId !== user.id || row === link,
      );
      // The user's open tabs show the new address (My account refetches).
      const changed: ChangedEvent = { resource: 'account' };
      emitEvent(session, [user.id], 'changed', changed);
    }
    link.verifiedAt = now;
    return new HttpResponse(null, { status: 204 });
  }),
]);
