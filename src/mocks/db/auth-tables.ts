import * as z from 'zod/mini';
import { signInEndReasons } from '@/lib/session/session-schemas';
import { accountSchema } from '@/apps/account/api/account-schemas';
import { roleSchema } from '@/apps/roles/api/role-schemas';
import { userSchema } from '@/apps/users/api/user-schemas';
import { outboxMailSchema } from '@/contract/endpoints/mock-control';

/**
 * One user: the users app's record plus the password, which never leaves the server. Seeded
 * directory users have no password and cannot sign in; the demo accounts and registered users
 * do. Passwords are stored in clear: this is a demo server, never a real one.
 */
export const userRecordSchema = z.extend(userSchema, { password: z.optional(z.string()) });
export type UserRecord = z.infer<typeof userRecordSchema>;

/**
 * A role as stored: the roles app's role without what is computed from the other tables (its
 * users, its grid). Conditions may hold the placeholder `${user.id}`.
 */
export const roleRecordSchema = z.pick(roleSchema, {
  id: true,
  name: true,
  rules: true,
  version: true,
});
export type RoleRecord = z.infer<typeof roleRecordSchema>;

/** Issued refresh tokens, kept so that each can be used once and revoked. */
export const refreshTokenRecordSchema = z.object({
  jti: z.string(),
  userId: z.number().check(z.int()),
  issuedAt: z.number(),
  expiresAt: z.number(),
  usedAt: z.nullable(z.number()),
  revokedAt: z.nullable(z.number()),
  /** The access token issued with it: tells the caller's own sign-in from the user's others. */
  accessTokenId: z.optional(z.string()),
  /**
   * The sign-in the token belongs to: set at sign-in and carried through every rotation, so the
   * chain of refreshed tokens is one session the user can see and end (`GET /api/account/sessions`).
   * Absent in databases saved before sessions were listed: the token's `jti` stands for it.
   */
  sessionId: z.optional(z.string()),
  /** The sign-in's User-Agent, carried like `sessionId`. */
  userAgent: z.optional(z.string()),
  /** When the session signed in, by the mock's clock (ISO), carried like `sessionId`. */
  signedInAt: z.optional(z.string()),
  /** The last call made with this token's access token, by the mock's clock (ISO). */
  lastUsedAt: z.optional(z.string()),
  /**
   * The pair its use answered: the same answer again if the token comes back within the reuse
   * interval (`REFRESH_REUSE_INTERVAL_MS`) and the new pair is still unused.
   */
  replacedBy: z.optional(z.object({ accessToken: z.string(), refreshToken: z.string() })),
  /** Why its sign-in ended, once `revokedAt` is set: what a refresh with it is told. */
  endedBecause: z.optional(z.enum(signInEndReasons)),
});
export type RefreshTokenRecord = z.infer<typeof refreshTokenRecordSchema>;

/**
 * The key the database's tokens are signed with (HS256; one row): random, made at the database's
 * first sign-in, so no two databases share one and none is in the source. Saved with the
 * database, so the saved demo's sign-ins outlive a restart as its refresh tokens do.
 */
export const tokenKeyRecordSchema = z.object({
  /** The key's bytes, base64url (a JWK's `k`). */
  secret: z.string().check(z.minLength(43)),
});
export type TokenKeyRecord = z.infer<typeof tokenKeyRecordSchema>;

/**
 * What a user chose on their own account that the users directory does not hold: the language
 * and time zone. One row per user who saved their profile; none means not chosen yet.
 */
export const accountPreferenceRecordSchema = z.extend(
  z.pick(accountSchema, { language: true, timeZone: true }),
  { userId: z.number().check(z.int()) },
);
export type AccountPreferenceRecord = z.infer<typeof accountPreferenceRecordSchema>;

/**
 * A user's two-step sign-in: the secret in force (null while off), one being set up (null when
 * none), the recovery codes not yet used (as shown: `a1b2c-3d4e5`) and those spent, and the last time step a code
 * was accepted for, so that no code is accepted twice. Stored in clear: a demo server.
 */
export const twoStepRecordSchema = z.object({
  userId: z.number().check(z.int()),
  secret: z.nullable(z.string()),
  pendingSecret: z.nullable(z.string()),
  recoveryCodes: z.array(z.string()),
  /** Spent recovery codes, so that a second use is told apart from a wrong code. */
  usedRecoveryCodes: z.array(z.string()),
  lastUsedStep: z.number().check(z.int()),
});
export type TwoStepRecord = z.infer<typeof twoStepRecordSchema>;

/**
 * A sign-in waiting for its second step: the password was right, the code is still owed. It ends
 * after a few minutes or a few wrong codes; the password must then be given again.
 */
export const signInChallengeRecordSchema = z.object({
  id: z.string(),
  userId: z.number().check(z.int()),
  expiresAt: z.number(),
  attemptsLeft: z.number().check(z.int()),
  userAgent: z.string(),
});
export type SignInChallengeRecord = z.infer<typeof signInChallengeRecordSchema>;

/**
 * A password-reset link: its token (the link's `?token=`), whose password it resets, until when
 * (by the mock's clock, ms) and when it was used (single use).
 */
export const passwordResetRecordSchema = z.object({
  token: z.string(),
  userId: z.number().check(z.int()),
  expiresAt: z.number(),
  usedAt: z.nullable(z.number()),
});
export type PasswordResetRecord = z.infer<typeof passwordResetRecordSchema>;

/**
 * An invitation link: its token (the link's `?token=`), whose account it lets choose a password,
 * when it was sent and until when it works (by the mock's clock, ms), and when it was used
 * (single use). A newer one for the same user replaces it.
 */
export const invitationRecordSchema = z.object({
  token: z.string(),
  userId: z.number().check(z.int()),
  sentAt: z.number(),
  expiresAt: z.number(),
  usedAt: z.nullable(z.number()),
});
export type InvitationRecord = z.infer<typeof invitationRecordSchema>;

/** A mail the mock "sent", as QA reads it through `GET /__mock/outbox`. */
export const outboxRecordSchema = outboxMailSchema;
export type OutboxRecord = z.infer<typeof outboxRecordSchema>;

/**
 * An address waiting to be verified: the link's token, whose address, until when (by the mock's
 * clock, ms), and when it was verified. A user with no row has a verified address (the seeded
 * ones). A row with `changeFrom` is a change of email the user asked for: `email` is the new
 * address, in force only once its link is opened, and only while the account still has the
 * address `changeFrom` (lower-cased) it was asked from.
 */
export const emailVerificationRecordSchema = z.object({
  token: z.string(),
  userId: z.number().check(z.int()),
  email: z.string(),
  expiresAt: z.number(),
  verifiedAt: z.nullable(z.number()),
  changeFrom: z.optional(z.string()),
});
export type EmailVerificationRecord = z.infer<typeof emailVerificationRecordSchema>;
