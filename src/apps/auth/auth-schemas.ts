import * as z from 'zod/mini';
import { languageCodes, type LanguageCode } from '@/lib/i18n/languages';
import { newPasswordSchema } from '@/lib/session/password-rules';
import { authResponseSchema } from '@/lib/session/session-schemas';

/** Messages are i18n keys, translated where they are shown. */
export const email = z
  .string()
  .check(z.trim(), z.minLength(1, 'validation.required'), z.email('validation.email'));

/** The sign-in form and the body of `POST /jwt/login`. */
export const loginFormSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, 'validation.required')),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/**
 * The sign-up form and the body of `POST /jwt/register`. The password follows the one policy of
 * every password a user sets (`newPasswordSchema`): typed once, as the specification's body has it.
 */
export const registerFormSchema = z.object({
  username: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.required'),
      z.minLength(3, 'validation.usernameLength'),
      z.maxLength(30, 'validation.usernameLength'),
      z.regex(/^[a-zA-Z0-9._-]+$/, 'validation.usernameChars'),
    ),
  email,
  password: newPasswordSchema,
  /** The page's language: the verification mail is written in it. */
  language: z.optional(z.enum(languageCodes as [LanguageCode, ...LanguageCode[]])),
});
export type RegisterForm = z.infer<typeof registerFormSchema>;

/**
 * Answer of login when the account has two-step sign-in on: the password was right, and the
 * challenge is what `POST /jwt/login/two-step` takes with the code.
 */
export const twoStepChallengeSchema = z.object({
  twoStepChallenge: z.string().check(z.minLength(1)),
});
export type TwoStepChallenge = z.infer<typeof twoStepChallengeSchema>;

/** Answer of login: signed in, or a second step owed. */
export const loginAnswerSchema = z.union([authResponseSchema, twoStepChallengeSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
