import * as z from 'zod/mini';
import { abilityRuleSchema } from '@/lib/ability/ability-schemas';
import { languageCodes, type LanguageCode } from '@/lib/i18n/languages';

export const userDataSchema = z.object({
  id: z.number().check(z.int()),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  avatar: z.string(),
  role: z.string(),
  ability: z.array(abilityRuleSchema),
  /**
   * The interface language the user saved on their account (null until they do): the app
   * switches to it when they sign in. Optional: a backend that keeps none may leave it out.
   */
  language: z.optional(z.nullable(z.enum(languageCodes as [LanguageCode, ...LanguageCode[]]))),
});
export type UserData = z.infer<typeof userDataSchema>;

const token = z.string().check(z.minLength(1));

export const tokenPairSchema = z.object({ accessToken: token, refreshToken: token });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** Body of `POST /jwt/refresh-token` and `POST /jwt/logout`. */
export const refreshRequestSchema = z.pick(tokenPairSchema, { refreshToken: true });

/** Answer of login and register. */
export const authResponseSchema = z.extend(tokenPairSchema, { userData: userDataSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Answer of refresh-token; our mock also sends fresh `userData` so role edits apply at refresh. */
export const refreshResponseSchema = z.extend(tokenPairSchema, {
  userData: z.optional(userDataSchema),
});

/**
 * Body of every error the API answers: `errors` maps a field to its messages; `params` fills the
 * placeholders of `message` (`{ count: 3 }`).
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/**
 * Why a sign-in ended on the server: its own sign-out (in another tab), ended from another of the
 * user's sessions (or by an administrator), the password changed, or its refresh token used twice
 * (RFC 9700: someone else may hold it). Its open live streams are told (`signInEnded`) and closed,
 * and its refresh token is refused with the reason's message, so every tab of it says why.
 */
export const signInEndReasons = [
  'signedOut',
  'endedElsewhere',
  'passwordChanged',
  'reuseDetected',
] as const;
export type SignInEndReason = (typeof signInEndReasons)[number];

/** What the user is told, by reason: the refresh token's 401 message, and the tab's toast. */
export const signInEndMessages: Record<SignInEndReason, string> = {
  signedOut: 'auth.errors.sessionExpired',
  endedElsewhere: 'auth.errors.signedOutElsewhere',
  passwordChanged: 'auth.errors.passwordChanged',
  reuseDetected: 'auth.errors.signInReused',
};

/** `signInEnded` `{ reason }`: the last event of a stream whose sign-in has ended. */
export const signInEndedEventSchema = z.object({ reason: z.enum(signInEndReasons) });

/**
 * One sign-in of an account: the chain of refresh tokens that started with it (each refresh
 * rotates the token, the session stays). `browser` and `os` are read from the User-Agent the
 * sign-in came with (null when unknown); the times are the server's clock. `current` marks the
 * caller's own. My account lists the caller's; an admin, a user's.
 */
export const signInSessionSchema = z.object({
  id: z.string(),
  browser: z.nullable(z.string()),
  os: z.nullable(z.string()),
  signedInAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }),
  current: z.boolean(),
});
export type SignInSession = z.infer<typeof signInSessionSchema>;
