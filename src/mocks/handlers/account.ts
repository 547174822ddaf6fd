import { http, HttpResponse } from 'msw';
import type { Account } from '@/apps/account/api/account-schemas';
import { mockPath } from '@/contract/endpoint';
import { accountApi, accountUpdateBody, verificationMailBody } from '@/contract/endpoints/account';
import {
  dropEmailChanges,
  isEmailVerified,
  pendingEmailChange,
  resendEmailChange,
  sendVerificationMail,
  startEmailChange,
} from '@/mocks/lib/mails';
import type { SecondFactor } from '@/lib/session/second-factor';
import type { TwoStepRecord, UserRecord } from '@/mocks/db/auth-tables';
import type { Database } from '@/mocks/db/tables';
import { buildUserData, forAnySignedInUser, withUser } from '@/mocks/lib/auth-guard';
import { errorKeys, throwHttpError } from '@/mocks/lib/http-errors';
import { parseBody } from '@/mocks/lib/validation';
import type { MockSession } from '@/mocks/db/sessions';
import type { Caller } from '@/mocks/lib/signed-in-call';
import { throttleRules } from '@/contract/throttle';
import { clearAttempts, countAttempt, refuseWhileLocked, throttleKey } from '@/mocks/lib/throttle';
import {
  currentSessionId,
  describeSessions,
  endListedSession,
  endSessionsButCallers,
} from '@/mocks/lib/sign-in-sessions';
import {
  checkAppCode,
  checkSecondFactor,
  newRecoveryCodes,
  newTwoStepSecret,
  refuseFactor,
  twoStepOf,
  twoStepUri,
} from '@/mocks/lib/two-step';
import { bumpVersion } from '@/mocks/lib/versions';

export const accountErrorKeys = {
  emailTaken: 'auth.errors.emailTaken',
  wrongPassword: 'account.errors.wrongPassword',
  currentSession: 'account.errors.currentSession',
  twoStepOn: 'account.twoStep.errors.alreadyOn',
  twoStepOff: 'account.twoStep.errors.notOn',
  noSetup: 'account.twoStep.errors.noSetup',
  alreadyVerified: 'account.errors.alreadyVerified',
  noEmailChange: 'account.errors.noEmailChange',
} as const;

/**
 * Refuses a change of email or of password without the account's password: an access token
 * alone (a stolen one) must neither move the address a forgotten password's link is mailed to
 * nor lock the owner out. Missing, the field is required; wrong, a field error, counted with the
 * account's other wrong passwords (`passwordAccount`): past the limit, 429 whatever is sent.
 */
function requirePassword(
  session: MockSession,
  user: UserRecord,
  currentPassword: string | undefined,
) {
  if (!currentPassword) {
    throwHttpError(400, errorKeys.validationFailed, { currentPassword: ['validation.required'] });
  }
  // Counted like the sign-in's failures: a stolen access token buys no endless guesses.
  const limit = [throttleRules.passwordAccount, String(user.id)] as const;
  refuseWhileLocked(session, [limit]);
  if (user.password === undefined || user.password !== currentPassword) {
    countAttempt(session, ...limit);
    throwHttpError(400, accountErrorKeys.wrongPassword, {
      currentPassword: [accountErrorKeys.wrongPassword],
    });
  }
  clearAttempts(session, ...limit);
}

/** The caller's two-step row, made (off) on first use. */
function twoStepRow(db: Database, userId: number): TwoStepRecord {
  const existing = twoStepOf(db, userId);
  if (existing) return existing;
  const row: TwoStepRecord = {
    userId,
    secret: null,
    pendingSecret: null,
    recoveryCodes: [],
    usedRecoveryCodes: [],
    lastUsedStep: 0,
  };
  db.twoStep.push(row);
  return row;
}

/**
 * The caller's two-step row, once the code a change of it asks for is right: 409 when two-step is
 * off; a wrong code is refused as the sign-in's second step is, and counted with its codes, so a
 * stolen access token does not buy a fresh count of guesses.
 */
function confirmedTwoStep(caller: Caller, factor: SecondFactor): TwoStepRecord {
  const { session, user } = caller;
  const row = twoStepOf(session.db, user.id);
  if (!row?.secret) throwHttpError(409, accountErrorKeys.twoStepOff);
  const codes = [throttleRules.codesAccount, String(user.id)] as const;
  refuseWhileLocked(session, [codes]);
  const check = checkSecondFactor(row, factor);
  if (check !== 'accepted') {
    countAttempt(session, ...codes);
    refuseFactor(check, factor);
  }
  clearAttempts(session, ...codes);
  return row;
}

function giveRecoveryCodes(row: TwoStepRecord) {
  row.recoveryCodes = newRecoveryCodes();
  row.usedRecoveryCodes = [];
  return HttpResponse.json({ recoveryCodes: row.recoveryCodes });
}

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
    emailVerified: isEmailVerified(db, user),
    pendingEmail: pendingEmailChange(db, user)?.email ?? null,
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
      const { avatar, phone, language, timeZone, email, currentPassword, ...input } =
        await parseBody(request, accountUpdateBody);
      // The address in force, or the one already waiting for its link, is no change: the rest of
      // the profile saves without the password, and a waiting change goes on waiting.
      const newEmail =
        email !== ctx.user.email.toLowerCase() && email !== pendingEmailChange(db, ctx.user)?.email
          ? email
          : null;
      if (newEmail !== null) {
        // Before the address is looked up: a token alone does not learn who has an account.
        requirePassword(ctx.session, ctx.user, currentPassword);
        const taken = db.users.some(
          (other) => other.id !== ctx.user.id && other.email.toLowerCase() === newEmail,
        );
        if (taken) {
          throwHttpError(409, accountErrorKeys.emailTaken, {
            email: [accountErrorKeys.emailTaken],
          });
        }
      }
      Object.assign(ctx.user, input, { contact: phone }, avatar === undefined ? {} : { avatar });
      bumpVersion(ctx.user);
      const preferences = db.accountPreferences.find((row) => row.userId === ctx.user.id);
      if (preferences) Object.assign(preferences, { language, timeZone });
      else db.accountPreferences.push({ userId: ctx.user.id, language, timeZone });
      // The account keeps its address (sign-in, a forgotten password) until the new one is
      // confirmed by the link mailed to it; the old address is told.
      if (newEmail !== null) {
        startEmailChange(ctx.session, { user: ctx.user, email: newEmail, language });
      }
      return HttpResponse.json({
        account: toAccount(db, ctx.user),
        userData: buildUserData(db, ctx.user),
      });
    }),
  ),

  http.post(
    mockPath(accountApi.sendVerification),
    withUser(async ({ request, ctx }) => {
      const { language = 'en' } = await parseBody(request, verificationMailBody);
      const { db } = ctx.session;
      // Counted by the address the mail goes to: a change's new one, else the account's.
      const address = [
        throttleRules.verificationMailsAddress,
        throttleKey(pendingEmailChange(db, ctx.user)?.email ?? ctx.user.email),
      ] as const;
      refuseWhileLocked(ctx.session, [address]);
      // A change waiting for its link comes first: its new address is the one to confirm.
      if (resendEmailChange(ctx.session, { user: ctx.user, language })) {
        countAttempt(ctx.session, ...address);
        return new HttpResponse(null, { status: 204 });
      }
      if (isEmailVerified(db, ctx.user)) throwHttpError(409, accountErrorKeys.alreadyVerified);
      countAttempt(ctx.session, ...address);
      sendVerificationMail(ctx.session, { user: ctx.user, language });
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.delete(
    mockPath(accountApi.cancelEmailChange),
    withUser(({ ctx }) => {
      const { db } = ctx.session;
      if (!pendingEmailChange(db, ctx.user)) throwHttpError(409, accountErrorKeys.noEmailChange);
      dropEmailChanges(db, ctx.user);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.post(
    mockPath(accountApi.changePassword),
    withUser(async ({ request, ctx }) => {
      const { currentPassword, password } = await parseBody(
        request,
        accountApi.changePassword.body,
      );
      requirePassword(ctx.session, ctx.user, currentPassword);
      // Stored as the sign-in compares it (the mock keeps passwords as typed, like its seed).
      ctx.user.password = password;
      // Whoever knew the old password is out: every other session ends; the caller's goes on.
      endSessionsButCallers(ctx, ctx.user.id, 'passwordChanged');
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.get(
    mockPath(accountApi.sessions),
    withUser(({ ctx }) => {
      const sessions = describeSessions(ctx.session.db, ctx.user.id, currentSessionId(ctx));
      return HttpResponse.json({ sessions });
    }),
  ),

  http.delete(
    mockPath(accountApi.endSession),
    withUser<{ id: string }>(({ params, ctx }) => {
      endListedSession(ctx, ctx.user.id, params.id, accountErrorKeys.currentSession);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.post(
    mockPath(accountApi.endOtherSessions),
    withUser(({ ctx }) => {
      endSessionsButCallers(ctx, ctx.user.id, 'endedElsewhere');
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.get(
    mockPath(accountApi.twoStep),
    withUser(({ ctx }) => {
      const row = twoStepOf(ctx.session.db, ctx.user.id);
      const enabled = Boolean(row?.secret);
      return HttpResponse.json({
        enabled,
        recoveryCodesLeft: enabled ? (row?.recoveryCodes.length ?? 0) : 0,
      });
    }),
  ),

  http.post(
    mockPath(accountApi.startTwoStep),
    withUser(({ ctx }) => {
      const row = twoStepRow(ctx.session.db, ctx.user.id);
      if (row.secret) throwHttpError(409, accountErrorKeys.twoStepOn);
      row.pendingSecret = newTwoStepSecret();
      return HttpResponse.json({
        secret: row.pendingSecret,
        uri: twoStepUri(row.pendingSecret, ctx.user.email),
      });
    }),
  ),

  http.post(
    mockPath(accountApi.enableTwoStep),
    withUser(async ({ request, ctx }) => {
      const { code } = await parseBody(request, accountApi.enableTwoStep.body);
      const row = twoStepRow(ctx.session.db, ctx.user.id);
      if (row.secret) throwHttpError(409, accountErrorKeys.twoStepOn);
      if (!row.pendingSecret) throwHttpError(409, accountErrorKeys.noSetup);
      const check = checkAppCode(row, row.pendingSecret, code);
      if (check !== 'accepted') refuseFactor(check, { code });
      row.secret = row.pendingSecret;
      row.pendingSecret = null;
      return giveRecoveryCodes(row);
    }),
  ),

  http.post(
    mockPath(accountApi.disableTwoStep),
    withUser(async ({ request, ctx }) => {
      const factor = await parseBody(request, accountApi.disableTwoStep.body);
      const row = confirmedTwoStep(ctx, factor);
      Object.assign(row, { secret: null, recoveryCodes: [], usedRecoveryCodes: [] });
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.post(
    mockPath(accountApi.renewRecoveryCodes),
    withUser(async ({ request, ctx }) => {
      const factor = await parseBody(request, accountApi.renewRecoveryCodes.body);
      const row = confirmedTwoStep(ctx, factor);
      return giveRecoveryCodes(row);
    }),
  ),
]);
