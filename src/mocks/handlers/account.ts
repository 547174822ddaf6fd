import { http, HttpResponse } from 'msw';
import type { Account, AccountSession } from '@/apps/account/api/account-schemas';
import { parseUserAgent } from '@/apps/account/api/user-agent';
import { mockPath } from '@/contract/endpoint';
import { accountApi, accountUpdateBody, verificationMailBody } from '@/contract/endpoints/account';
import { isEmailVerified, sendVerificationMail } from '@/mocks/lib/mails';
import type { SecondFactor } from '@/lib/session/second-factor';
import type { RefreshTokenRecord, TwoStepRecord, UserRecord } from '@/mocks/db/auth-tables';
import type { Database } from '@/mocks/db/tables';
import { buildUserData, forAnySignedInUser, withUser } from '@/mocks/lib/auth-guard';
import { throwHttpError, throwNotFound } from '@/mocks/lib/http-errors';
import { parseBody } from '@/mocks/lib/validation';
import { currentSessionId, endSessions, liveSessions } from '@/mocks/lib/sign-in-sessions';
import {
  checkAppCode,
  checkSecondFactor,
  newRecoveryCodes,
  newTwoStepSecret,
  refuseFactor,
  twoStepOf,
  twoStepUri,
} from '@/mocks/lib/two-step';

export const accountErrorKeys = {
  emailTaken: 'auth.errors.emailTaken',
  wrongPassword: 'account.errors.wrongPassword',
  currentSession: 'account.errors.currentSession',
  twoStepOn: 'account.twoStep.errors.alreadyOn',
  twoStepOff: 'account.twoStep.errors.notOn',
  noSetup: 'account.twoStep.errors.noSetup',
  alreadyVerified: 'account.errors.alreadyVerified',
} as const;

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

/** The caller's two-step row when it is on; 409 when it is off. */
function twoStepOn(db: Database, userId: number): TwoStepRecord & { secret: string } {
  const row = twoStepOf(db, userId);
  if (!row?.secret) throwHttpError(409, accountErrorKeys.twoStepOff);
  return row as TwoStepRecord & { secret: string };
}

/** Checks the code a two-step change asks for; refused as the sign-in's second step is. */
function requireSecondFactor(row: TwoStepRecord, factor: SecondFactor) {
  const check = checkSecondFactor(row, factor);
  if (check !== 'accepted') refuseFactor(check, factor);
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
  };
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
      const emailChanged = input.email !== ctx.user.email.toLowerCase();
      Object.assign(ctx.user, input, { contact: phone }, avatar === undefined ? {} : { avatar });
      const preferences = db.accountPreferences.find((row) => row.userId === ctx.user.id);
      if (preferences) Object.assign(preferences, { language, timeZone });
      else db.accountPreferences.push({ userId: ctx.user.id, language, timeZone });
      // A new address is the user's once they open the link mailed to it.
      if (emailChanged) {
        sendVerificationMail(ctx.session, { user: ctx.user, language });
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
      const { language } = await parseBody(request, verificationMailBody);
      const { db } = ctx.session;
      if (isEmailVerified(db, ctx.user)) throwHttpError(409, accountErrorKeys.alreadyVerified);
      sendVerificationMail(ctx.session, { user: ctx.user, language: language ?? 'en' });
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
      const row = twoStepOn(ctx.session.db, ctx.user.id);
      requireSecondFactor(row, factor);
      Object.assign(row, { secret: null, recoveryCodes: [], usedRecoveryCodes: [] });
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.post(
    mockPath(accountApi.renewRecoveryCodes),
    withUser(async ({ request, ctx }) => {
      const factor = await parseBody(request, accountApi.renewRecoveryCodes.body);
      const row = twoStepOn(ctx.session.db, ctx.user.id);
      requireSecondFactor(row, factor);
      return giveRecoveryCodes(row);
    }),
  ),
]);
